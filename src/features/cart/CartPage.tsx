import { Button, Container, Stack, Typography } from '@mui/material';
import LocalMallOutlinedIcon from '@mui/icons-material/LocalMallOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useSession } from '../../app/session';
import { QueryView } from '../../components/QueryView';
import { StatusMessage } from '../../components/StatusMessage';
import { useIsWideScreen } from '../../components/useIsWideScreen';
import { accountPanelOpened } from '../account/accountPanelSlice';
import { useGetCartItemsQuery } from './api';
import { CartContent } from './components/CartContent';
import { CartSkeleton } from './components/CartSkeleton';

/** /cart: a customer's lines and the preview of the order; a visitor is asked to log in. */
export function CartPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const wide = useIsWideScreen();
  const session = useSession();
  const cartRead = useGetCartItemsQuery(session?.customerId ?? skipToken);
  const lines = cartRead.data;

  const content = (() => {
    if (!session) {
      return (
        <StatusMessage
          icon={<LockOutlinedIcon />}
          message={t('cart.visitor')}
          action={
            <Button variant="contained" onClick={() => dispatch(accountPanelOpened())} aria-haspopup="dialog">
              {t('cart.login')}
            </Button>
          }
        />
      );
    }
    return (
      <QueryView
        query={cartRead}
        loading={<CartSkeleton />}
        failure={t('cart.error')}
        empty={
          <StatusMessage
            icon={<LocalMallOutlinedIcon />}
            message={t('cart.empty')}
            action={
              <Button variant="contained" component={RouterLink} to="/catalogs">
                {t('cart.toCatalogue')}
              </Button>
            }
          />
        }
      >
        {(cartLines) => <CartContent customerId={session.customerId} lines={cartLines} wide={wide} />}
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
        {session && lines && lines.length > 0 && (
          <Typography component="span" sx={{ color: 'text.secondary', fontSize: 15 }}>
            {t('cart.lineCount', { count: lines.length })}
          </Typography>
        )}
      </Stack>
      {content}
    </Container>
  );
}
