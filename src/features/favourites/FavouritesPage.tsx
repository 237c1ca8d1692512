import { Button, Container, Stack, Typography } from '@mui/material';
import FavoriteBorderRoundedIcon from '@mui/icons-material/FavoriteBorderRounded';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useSession } from '../../app/session';
import { ProductGrid } from '../../components/product/ProductGrid';
import { QueryView } from '../../components/QueryView';
import { StatusMessage } from '../../components/StatusMessage';
import { accountPanelOpened } from '../account/accountPanelSlice';
import { useGetLikedItemsQuery } from './api';
import { FavouriteButton } from './FavouriteButton';

const skeletonCardCount = 8;

/** /favorites (the address is spelled the American way, unlike the code's "favourites"): the customer's liked products; a visitor is asked to log in. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const session = useSession();
  const itemsRead = useGetLikedItemsQuery(session?.customerId ?? skipToken);
  const items = itemsRead.data;

  const content = (() => {
    if (!session) {
      return (
        <StatusMessage
          icon={<LockOutlinedIcon />}
          message={t('favourites.visitor')}
          action={
            <Button variant="contained" onClick={() => dispatch(accountPanelOpened())} aria-haspopup="dialog">
              {t('favourites.login')}
            </Button>
          }
        />
      );
    }
    return (
      <QueryView
        query={itemsRead}
        loading={<ProductGrid products={[]} loading skeletonCount={skeletonCardCount} />}
        failure={t('favourites.error')}
        empty={
          <StatusMessage
            icon={<FavoriteBorderRoundedIcon />}
            message={t('favourites.empty')}
            action={
              <Button variant="contained" component={RouterLink} to="/catalogs">
                {t('favourites.toCatalogue')}
              </Button>
            }
          />
        }
      >
        {(liked) => (
          <ProductGrid
            products={liked.map((item) => item.product)}
            renderAction={(product) => <FavouriteButton productId={product.id} />}
          />
        )}
      </QueryView>
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('favourites.title')} — ${t('app.name')}`}</title>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', mb: { xs: 2, md: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {t('favourites.title')}
        </Typography>
        {session && items && items.length > 0 && (
          <Typography component="span" sx={{ color: 'text.secondary', fontSize: 15 }}>
            {t('favourites.count', { count: items.length })}
          </Typography>
        )}
      </Stack>
      {content}
    </Container>
  );
}
