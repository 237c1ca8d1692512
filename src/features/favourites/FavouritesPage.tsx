import { useMemo, type ReactNode } from 'react';
import { Alert, Button, Container, Stack, Typography } from '@mui/material';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useSession } from '../../app/session';
import { ProductGrid } from '../../components/product/ProductGrid';
import type { ProductCard } from '../../components/product/types';
import { QueryView, type QueryRead } from '../../components/QueryView';
import { StatusMessage } from '../../components/StatusMessage';
import { useGetLikedItemsQuery } from './api';
import { FavouriteButton } from './FavouriteButton';
import { selectGuestFavourites } from './favouritesSlice';
import { useGetProductsByIdsQuery } from './productsByIdsApi';

const skeletonCardCount = 8;

function FavouritesView({ read, empty }: { read: QueryRead<ProductCard[]>; empty: ReactNode }) {
  const { t } = useTranslation();
  return (
    <QueryView
      query={read}
      loading={<ProductGrid products={[]} loading skeletonCount={skeletonCardCount} />}
      failure={t('favourites.error')}
      empty={empty}
    >
      {(products) => <ProductGrid products={products} renderAction={(product) => <FavouriteButton productId={product.id} />} />}
    </QueryView>
  );
}

/**
 * /favorites (the address is spelled the American way, unlike the code's "favourites"): the liked products, a
 * customer's from the server, a visitor's from the browser (newest first either way).
 */
export function FavouritesPage() {
  const { t } = useTranslation();
  const session = useSession();
  const itemsRead = useGetLikedItemsQuery(session?.customerId ?? skipToken);
  const visitorIds = useAppSelector(selectGuestFavourites);
  const sortedIds = useMemo(() => [...visitorIds].sort((a, b) => a - b), [visitorIds]);
  const visitorRead = useGetProductsByIdsQuery(session || sortedIds.length === 0 ? skipToken : sortedIds);

  const customerProducts = useMemo(() => itemsRead.data?.map((item) => item.product), [itemsRead.data]);
  const visitorProducts = useMemo(() => {
    const byId = new Map((visitorRead.currentData ?? []).map((product) => [product.id, product]));
    return visitorRead.currentData && visitorIds.flatMap((id) => byId.get(id) ?? []);
  }, [visitorRead.currentData, visitorIds]);
  const count = session ? (customerProducts?.length ?? 0) : visitorIds.length;

  const empty = (
    <StatusMessage
      icon={<FavoriteBorderRoundedIcon />}
      message={t('favourites.empty')}
      action={
        <Button variant="contained" component={RouterLink} to="/catalogs">
          {t('favourites.toCatalogue')}
        </Button>
      }
    />
  );

  const content = (() => {
    if (session) return <FavouritesView read={{ ...itemsRead, data: customerProducts }} empty={empty} />;
    if (visitorIds.length === 0) return empty;
    return (
      <>
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('favourites.visitorKept')}
        </Alert>
        <FavouritesView read={{ ...visitorRead, data: visitorProducts }} empty={empty} />
      </>
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('favourites.title')} — ${t('app.name')}`}</title>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', mb: { xs: 2, md: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {t('favourites.title')}
        </Typography>
        {count > 0 && (
          <Typography component="span" sx={{ color: 'text.secondary', fontSize: 15 }}>
            {t('favourites.count', { count })}
          </Typography>
        )}
      </Stack>
      {content}
    </Container>
  );
}
