import { useState } from 'react';
import { Button, Container, Link, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LocalMallOutlinedIcon from '@mui/icons-material/LocalMallOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { skipToken } from '@reduxjs/toolkit/query';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useSession } from '../../app/session';
import { QueryView } from '../../components/QueryView';
import { StatusMessage } from '../../components/StatusMessage';
import { openAccountPanel } from '../account/openAccountPanel';
import { useGetCartItemsQuery } from '../cart/api';
import type { PaymentStart } from '../orders/types';
import { CheckoutForm } from './CheckoutForm';
import { checkoutLines, parseItemIds } from './checkoutRules';
import { CheckoutSkeleton } from './components/CheckoutSkeleton';

/**
 * /checkout?items=1,2,3: the cart's chosen lines become an order. The lines come from the cart on every
 * load, so a reload works and lines sold out meanwhile are left out; a visitor is asked to log in.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const session = useSession();
  const [params] = useSearchParams();
  const cartRead = useGetCartItemsQuery(session?.customerId ?? skipToken);
  const [leaving, setLeaving] = useState<PaymentStart | null>(null);

  const content = (() => {
    if (!session) {
      return (
        <StatusMessage
          icon={<LockOutlinedIcon />}
          message={t('checkout.visitor')}
          action={
            <Button variant="contained" onClick={() => openAccountPanel(dispatch, { stayOnPage: true })} aria-haspopup="dialog">
              {t('checkout.login')}
            </Button>
          }
        />
      );
    }
    if (leaving) {
      return (
        <StatusMessage
          icon={<PaymentsOutlinedIcon />}
          message={t('checkout.leaving', { number: leaving.orderNumber })}
          action={<Link href={leaving.paymentUrl}>{t('checkout.leavingLink')}</Link>}
        />
      );
    }
    return (
      <QueryView query={cartRead} loading={<CheckoutSkeleton />} failure={t('checkout.error')}>
        {(cart) => {
          const { lines, leftOut } = checkoutLines(cart, parseItemIds(params.get('items')));
          if (lines.length === 0) {
            return (
              <StatusMessage
                icon={<LocalMallOutlinedIcon />}
                message={leftOut > 0 ? t('checkout.nothingLeft') : t('checkout.empty')}
                action={
                  <Button variant="contained" component={RouterLink} to="/cart">
                    {t('checkout.toCart')}
                  </Button>
                }
              />
            );
          }
          return <CheckoutForm customerId={session.customerId} lines={lines} leftOut={leftOut} onPlaced={setLeaving} />;
        }}
      </QueryView>
    );
  })();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <title>{`${t('checkout.title')} — ${t('app.name')}`}</title>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: { xs: 2, md: 3 } }}>
        <Button component={RouterLink} to="/cart" color="inherit" startIcon={<ArrowBackIcon />} sx={{ px: 1, ml: -1 }}>
          {t('checkout.backToCart')}
        </Button>
      </Stack>
      <Typography id="checkout-heading" variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: { xs: 2, md: 3 } }}>
        {t('checkout.title')}
      </Typography>
      {content}
    </Container>
  );
}
