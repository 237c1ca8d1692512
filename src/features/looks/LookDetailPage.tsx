import { Box, Button, Container, Skeleton, Stack } from '@mui/material';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { LandingReader } from '../../app/store';
import { recordId } from '../../components/positiveInteger';
import { productAspectRatio } from '../../components/product/productImage';
import { LoadFailure, QueryView } from '../../components/QueryView';
import { StatusMessage } from '../../components/StatusMessage';
import { readApiFailure } from '../product/apiFailure';
import { looksApi, useGetLookByIdQuery } from './api';
import { LookView } from './components/LookView';

function LookDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-busy="true"
      aria-label={t('looks.detail.loading')}
      sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '2fr 1fr' }, gap: { xs: 2.5, md: 4 }, alignItems: 'end' }}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 1.5, mx: { xs: -2, sm: 0 } }}>
        <Skeleton variant="rectangular" sx={{ aspectRatio: productAspectRatio, height: 'auto', borderRadius: { md: 2 } }} />
        <Skeleton variant="rectangular" sx={{ display: { xs: 'none', md: 'block' }, aspectRatio: productAspectRatio, height: 'auto', borderRadius: 2 }} />
      </Box>
      <Stack spacing={1.5}>
        <Skeleton width="25%" />
        <Skeleton variant="text" sx={{ fontSize: 34 }} width="70%" />
        <Skeleton variant="text" width="95%" />
        <Skeleton variant="text" width="80%" />
        <Skeleton variant="rounded" height={48} width={220} />
      </Stack>
    </Box>
  );
}

/**
 * The read of a look's first screen: the look itself, which carries its pictures and its products' names, prices and
 * links. The other looks, far below it (OtherLooks), are read by the browser once the page has hydrated.
 */
export const readLandingLook: LandingReader = (params, _search, dispatch) => {
  const id = recordId(params.id);
  return id === undefined ? [] : [dispatch(looksApi.endpoints.getLookById.initiate(id))];
};

/** /looksDetail/{id}: one look, its products and other looks. */
export function LookDetailPage() {
  const { t } = useTranslation();
  const lookId = recordId(useParams().id);
  const lookRead = useGetLookByIdQuery(lookId ?? skipToken);
  const status = readApiFailure(lookRead.error).status;
  // currentData: another look's page must not show the previous look while it loads.
  const thisLook = { ...lookRead, data: lookRead.currentData };

  const content = (() => {
    if (lookId === undefined || status === 404 || status === 400) {
      return (
        <>
          <title>{`${t('looks.detail.notFoundTitle')} — ${t('app.name')}`}</title>
          <StatusMessage
            icon={<SearchOffOutlinedIcon />}
            message={t('looks.detail.notFound')}
            action={
              <Button component={RouterLink} to="/looks" variant="contained">
                {t('looks.detail.allLooks')}
              </Button>
            }
          />
        </>
      );
    }
    return (
      <QueryView
        query={thisLook}
        loading={<LookDetailSkeleton />}
        failure={(retry) => (
          <>
            <title>{`${t('looks.title')} — ${t('app.name')}`}</title>
            <LoadFailure message={t('looks.detail.error')} onRetry={retry} />
          </>
        )}
      >
        {(look) => <LookView key={look.id} look={look} />}
      </QueryView>
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 1.5, md: 3 }, pb: { xs: 5, md: 8 }, px: { xs: 2, sm: 3 } }}>
      {content}
    </Container>
  );
}
