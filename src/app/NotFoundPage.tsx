import { Button, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/** Any unknown path shows 'Page Not Found' with a way back home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 } }}>
      <title>{`${t('notFound.title')} — ${t('app.name')}`}</title>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <Typography
          aria-hidden
          sx={{ fontSize: { xs: 72, md: 96 }, fontWeight: 800, lineHeight: 1, color: 'secondary.main', letterSpacing: '-0.04em' }}
        >
          {t('notFound.code')}
        </Typography>
        <Typography variant="h1">{t('notFound.title')}</Typography>
        <Typography sx={{ color: 'text.secondary', maxWidth: 400 }}>{t('notFound.subtitle')}</Typography>
        <Button component={RouterLink} to="/" variant="contained" size="large" sx={{ mt: 1 }}>
          {t('common.backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
