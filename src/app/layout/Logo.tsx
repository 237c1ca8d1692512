import { Link } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** The LIBOS word mark; it always leads home. */
export function Logo() {
  const { t } = useTranslation();
  return (
    <Link
      component={RouterLink}
      to="/"
      aria-label={t('app.logoLabel')}
      underline="none"
      sx={{
        color: 'text.primary',
        fontWeight: 800,
        fontSize: { xs: 20, md: 22 },
        letterSpacing: '0.28em',
        lineHeight: 1,
        // The tracking also follows the last letter; pulling it back keeps the mark optically centred.
        mr: '-0.28em',
      }}
    >
      {t('app.logo')}
    </Link>
  );
}
