import { Suspense } from 'react';
import { Box, LinearProgress } from '@mui/material';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Header } from './Header';

function PageLoading() {
  const { t } = useTranslation();
  return <LinearProgress color="secondary" aria-label={t('common.loading')} />;
}

/** The frame around every routed page; pages load lazily inside it so the header shows at once. */
export function AppLayout() {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </Box>
      <ScrollRestoration />
    </Box>
  );
}
