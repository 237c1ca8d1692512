import type { ReactNode } from 'react';
import { Box, Breadcrumbs, Link, Skeleton, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

type PageHeadingProps = {
  /** Null while the name loads: a skeleton keeps its place. */
  title: string | null;
  subtitle?: ReactNode;
  /** Links before the current page, e.g. the catalogues list. */
  trail?: Array<{ to: string; label: string }>;
  /** Beside the title on wide screens, under it on phones (e.g. "all products"). */
  aside?: ReactNode;
};

/** A catalogue page's breadcrumbs, heading, document title and the line under it. */
export function PageHeading({ title, subtitle, trail = [], aside }: PageHeadingProps) {
  const { t } = useTranslation();
  return (
    <Box sx={{ mb: { xs: 2.5, md: 4 } }}>
      {title && <title>{`${title} — ${t('app.name')}`}</title>}
      {trail.length > 0 && (
        <Breadcrumbs aria-label={t('catalogue.catalog.breadcrumbs')} sx={{ mb: 1, fontSize: 14 }}>
          {trail.map((step) => (
            <Link key={step.to} component={RouterLink} to={step.to} color="text.secondary">
              {step.label}
            </Link>
          ))}
          {title && (
            <Typography component="span" aria-current="page" sx={{ fontSize: 14, color: 'text.primary' }}>
              {title}
            </Typography>
          )}
        </Breadcrumbs>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {title ?? <Skeleton data-testid="title-skeleton" sx={{ width: 220 }} />}
          </Typography>
          {subtitle && (
            <Typography component="p" sx={{ mt: 0.5, color: 'text.secondary', fontSize: 15 }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {aside}
      </Box>
    </Box>
  );
}
