import { AppBar, Box, Container, Link, Toolbar } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from './LanguageSwitch';

export function Header() {
  const { t } = useTranslation();
  return (
    <AppBar position="sticky" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Container maxWidth="lg" disableGutters>
        <Toolbar sx={{ gap: 2, minHeight: { xs: 56, md: 64 }, px: { xs: 2, sm: 3 } }}>
          <Link
            component={RouterLink}
            to="/"
            aria-label={t('app.logoLabel')}
            underline="none"
            color="text.primary"
            sx={{ fontWeight: 800, fontSize: { xs: 20, md: 22 }, letterSpacing: '0.28em', lineHeight: 1 }}
          >
            {t('app.logo')}
          </Link>
          <Box sx={{ flexGrow: 1 }} />
          <LanguageSwitch />
        </Toolbar>
      </Container>
    </AppBar>
  );
}
