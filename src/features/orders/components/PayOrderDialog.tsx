import { useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, useMediaQuery, type Theme } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import { useLanguage } from '../../../i18n/useLanguage';
import { usePayOrderMutation } from '../api';
import { orderFailure } from '../orderFailure';
import { leaveForPayment } from '../paymentNavigation';
import type { Order, PaymentMethod } from '../types';
import { ProviderChoice } from './ProviderChoice';
import { errorToast } from '../../../components/errorToast';

type PayOrderDialogProps = { order: Order; customerId: number; onClose: () => void };

/** Paying an unpaid order again: the provider (the first choice is offered), then off to its page. */
export function PayOrderDialog({ order, customerId, onClose }: PayOrderDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const formatPrice = useFormatPrice();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [method, setMethod] = useState<PaymentMethod>(order.paymentMethod);
  const [payOrder] = usePayOrderMutation();
  // Set at the first click and kept while the browser leaves, so a second tap cannot start a second payment.
  const [leaving, setLeaving] = useState(false);
  const sending = useRef(false);

  async function pay() {
    if (sending.current) return;
    sending.current = true;
    setLeaving(true);
    try {
      leaveForPayment(await payOrder({ orderId: order.id, customerId, paymentMethod: method, language }).unwrap());
    } catch (error) {
      sending.current = false;
      setLeaving(false);
      const { reason } = orderFailure(error);
      errorToast(t(reason === 'conflict' ? 'orders.errors.payConflict' : `orders.errors.${reason}`));
      // The order changed meanwhile (paid or cancelled): the list is read again, so the dialog has no purpose.
      if (reason === 'conflict' || reason === 'notFound') onClose();
    }
  }

  const titleId = `pay-order-${order.id}-title`;
  return (
    <Dialog open onClose={leaving ? undefined : onClose} fullScreen={fullScreen} fullWidth maxWidth="sm" aria-labelledby={titleId} aria-describedby={`${titleId}-text`}>
      <DialogTitle id={titleId}>{t('orders.pay.title', { number: order.orderNumber })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5}>
          <DialogContentText id={`${titleId}-text`}>{t('orders.pay.message', { total: formatPrice(order.total) })}</DialogContentText>
          <ProviderChoice value={method} onChange={setMethod} label={t('orders.pay.provider')} disabled={leaving} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={leaving}>
          {t('orders.pay.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void pay()} loading={leaving} loadingPosition="start">
          {t('orders.pay.submit', { total: formatPrice(order.total) })}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
