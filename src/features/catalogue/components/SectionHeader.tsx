import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import EastIcon from '@mui/icons-material/East';
import { Link as RouterLink } from 'react-router-dom';

type SectionHeaderProps = {
  id?: string;
  title: string;
  /** A short line under the title. */
  subtitle?: ReactNode;
  /** "See all": where it goes, its visible text and its full name for a screen reader. */
  more?: { to: string; text: string; label: string };
};

/** A home-page section's title with an optional "see all" link on the right. */
export function SectionHeader({ id, title, subtitle, more }: SectionHeaderProps) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2, mb: { xs: 1.5, md: 2.5 } }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.25rem', md: '1.625rem' } }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography component="p" sx={{ mt: 0.5, color: 'text.secondary', fontSize: { xs: 14, md: 15 } }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {more && (
        <Link
          component={RouterLink}
          to={more.to}
          aria-label={more.label}
          color="text.primary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, flexShrink: 0, fontSize: 14, fontWeight: 600, py: 0.5 }}
        >
          {more.text}
          <EastIcon aria-hidden sx={{ fontSize: 18 }} />
        </Link>
      )}
    </Box>
  );
}
