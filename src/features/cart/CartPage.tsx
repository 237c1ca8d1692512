import { Container, Stack, Typography } from '@mui/material';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { useSession } from '../../app/session';
import { QueryView } from '../../components/QueryView';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import { useGetCartItemsQuery } from './api';
import { selectGuestCartCount } from './cartSlice';
import { CartSkeleton } from './components/CartSkeleton';
import { EmptyCart } from './components/EmptyCart';
import { CustomerCart } from './components/CustomerCart';
import { GuestCart } from './components/GuestCart';

/** /cart: the lines and the preview of the order; a customer's from the server, a visitor's from the browser. */
export function CartPage() {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const session = useSession();
  const cartRead = useGetCartItemsQuery(session?.customerId ?? skipToken);
  const lines = cartRead.data;
  const visitorLineCount = useAppSelector(selectGuestCartCount);
  const lineCount = session ? (lines?.length ?? 0) : visitorLineCount;

  const content = (() => {
    if (!session) return <GuestCart wide={wide} />;
    return (
      <QueryView
        query={cartRead}
        loading={<CartSkeleton />}
        failure={t('cart.error')}
        empty={
          <EmptyCart />
        }
      >
        {(cartLines) => <CustomerCart customerId={session.customerId} lines={cartLines} wide={wide} />}
      </QueryView>
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('cart.title')} — ${t('app.name')}`}</title>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'baseline', mb: { xs: 1.5, md: 3 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
          {t('cart.title')}
        </Typography>
        {lineCount > 0 && (
          <Typography component="span" sx={{ color: 'text.secondary', fontSize: 15 }}>
            {t('cart.lineCount', { count: lineCount })}
          </Typography>
        )}
      </Stack>
      {content}
    </Container>
  );
}
