import type { ReactNode } from 'react';
import { Container, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

type PagePlaceholderProps = {
  title: string;
  /** A line under the heading, e.g. the search term or the selected profile tab. */
  subtitle?: ReactNode;
  children?: ReactNode;
};

/** The heading and document title of a page whose content is still to come. */
export function PagePlaceholder({ title, subtitle, children }: PagePlaceholderProps) {
  const { t } = useTranslation();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${title} — ${t('app.name')}`}</title>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography component="p" sx={{ mt: 1, color: 'text.secondary', fontSize: 16 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Container>
  );
}
