import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, Stack } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import CloseIcon from '@mui/icons-material/Close';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'react-redux';
import { Link as RouterLink } from 'react-router-dom';
import { fromPromise, type InspectionEvent, type PromiseActorLogic } from 'xstate';
import { paymentResultMachine, type OrderPayment, type PaymentResultSnapshot } from '../../../machines/paymentResult';
import { readLastOrderId } from '../../app/session';
import { clearLastOrderId } from '../../app/sessionCookies';
import type { AppStore } from '../../app/store';
import { devMachineInspect } from '../../components/devtools/machineInspection';
import { paymentApi } from './api';

const useAppStore = useStore.withTypes<AppStore>();

type Outcome = 'paid' | 'unpaid' | 'unknown';

type GetOrder = PromiseActorLogic<OrderPayment, { orderId: string }>;

type PaymentResultDialogProps = {
  /** Tests replace the order call; the app reads the order through RTK Query. */
  getOrder?: GetOrder;
  inspect?: (inspection: InspectionEvent) => void;
};

function outcomeOf(snapshot: PaymentResultSnapshot): Outcome | null {
  if (snapshot.matches({ result: 'paid' })) return 'paid';
  if (snapshot.matches({ result: 'unpaid' })) return 'unpaid';
  if (snapshot.matches({ result: 'unknown' })) return 'unknown';
  return null;
}

const outcomeIcons = {
  paid: <CheckCircleOutlineIcon color="success" />,
  unpaid: <ErrorOutlineIcon color="error" />,
  unknown: <InfoOutlinedIcon color="action" />,
} satisfies Record<Outcome, ReactNode>;

function useGetOrderFromApi(): GetOrder {
  const store = useAppStore();
  return useMemo(
    () =>
      fromPromise(async ({ input, signal }) => {
        // A one-off read: fresh (the payment just happened) and not kept subscribed in the cache.
        const request = store.dispatch(paymentApi.endpoints.getOrderById.initiate(input.orderId, { subscribe: false, forceRefetch: true }));
        signal.addEventListener('abort', () => request.abort(), { once: true });
        const order = await request.unwrap();
        return { paid: order.paid };
      }),
    [store],
  );
}

/**
 * The pop-up after returning from a payment provider. On mount it hands the stored
 * lastOrderId to the machine, which checks the order, shows the result once, and clears the id.
 */
export function PaymentResultDialog({ getOrder, inspect }: PaymentResultDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const getOrderFromApi = useGetOrderFromApi();
  const [snapshot, send] = useMachine(
    paymentResultMachine.provide({ actors: { getOrder: getOrder ?? getOrderFromApi }, actions: { clearLastOrderId } }),
    { inspect: inspect ?? devMachineInspect('paymentResult') },
  );

  useEffect(() => {
    send({ type: 'START', orderId: readLastOrderId() });
  }, [send]);

  const outcome = outcomeOf(snapshot);
  // The texts stay while the dialog fades out after CLOSE, when the machine has no outcome any more.
  const [shown, setShown] = useState<Outcome | null>(null);
  if (outcome && outcome !== shown) setShown(outcome);

  const close = () => send({ type: 'CLOSE' });

  if (!shown) return null;
  return (
    <Dialog open={outcome !== null} onClose={close} aria-labelledby={titleId} aria-describedby={messageId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId} sx={{ pr: 6 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {outcomeIcons[shown]}
          <span>{t(`payment.${shown}.title`)}</span>
        </Stack>
      </DialogTitle>
      <IconButton aria-label={t('payment.close')} onClick={close} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <DialogContentText id={messageId}>{t(`payment.${shown}.message`)}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {shown === 'paid' ? (
          <Button variant="contained" onClick={close} autoFocus>
            {t('payment.close')}
          </Button>
        ) : (
          <Button component={RouterLink} to="/profile?tab=my-orders" variant="contained" onClick={close} autoFocus>
            {t('payment.myOrders')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
