import { Box, Chip, Paper, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { PaymentState, StaffPayment } from '../../../../contract/staffPayments';
import { useFormatPrice } from '../../../components/Price';
import { shopMoment } from '../../../components/shopTime';
import { staffOrderPath } from '../kit/staffPaths';

const chipColours: Record<PaymentState, 'default' | 'success' | 'warning' | 'info'> = {
  created: 'info',
  paid: 'success',
  cancelled: 'default',
  refunded: 'warning',
};

function StateChip({ state }: { state: PaymentState }) {
  const { t } = useTranslation();
  return <Chip size="small" color={chipColours[state]} variant={state === 'cancelled' ? 'outlined' : 'filled'} label={t(`staff.payments.states.${state}`)} />;
}

function OrderLink({ payment }: { payment: StaffPayment }) {
  const { t } = useTranslation();
  return (
    <Link to={staffOrderPath(payment.orderId)} aria-label={t('staff.payments.orderLabel', { number: payment.orderNumber })} style={{ color: 'inherit', fontWeight: 600 }}>
      {payment.orderNumber}
    </Link>
  );
}

const columns = ['created', 'provider', 'transaction', 'order', 'amount', 'state', 'performed', 'cancelled'] as const;

/** The wide screen's table. */
export function PaymentTable({ payments }: { payments: StaffPayment[] }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  return (
    <TableContainer component={Paper} variant="outlined">
      {/* Eight columns: narrower padding keeps them within a 1280 px screen beside the navigation. */}
      <Table size="small" aria-label={t('staff.payments.listLabel')} sx={{ '& td, & th': { px: 1 } }}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} align={column === 'amount' ? 'right' : 'left'}>
                {t(`staff.payments.columns.${column}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {payments.map((payment) => (
            <TableRow key={payment.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{shopMoment(payment.createdAt)}</TableCell>
              <TableCell>{t(`staff.payments.providers.${payment.provider}`)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', maxWidth: 200 }}>{payment.providerTransactionId}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                <OrderLink payment={payment} />
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatPrice(payment.amount)}
              </TableCell>
              <TableCell>
                <StateChip state={payment.state} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{shopMoment(payment.performedAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{shopMoment(payment.cancelledAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** A phone's list: one card a transaction; the order number links to the order. */
export function PaymentCards({ payments }: { payments: StaffPayment[] }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const time = (label: string, iso: string | null) =>
    iso && (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}: {shopMoment(iso)}
      </Typography>
    );
  return (
    <Stack component="ul" aria-label={t('staff.payments.listLabel')} spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {payments.map((payment) => (
        <Paper component="li" key={payment.id} variant="outlined" sx={{ p: 1.5, borderRadius: 2 }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>{formatPrice(payment.amount)}</Typography>
            <StateChip state={payment.state} />
          </Stack>
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t(`staff.payments.providers.${payment.provider}`)} · <OrderLink payment={payment} />
          </Typography>
          <Box sx={{ fontFamily: 'monospace', fontSize: '0.8125rem', color: 'text.secondary', overflowWrap: 'anywhere' }}>{payment.providerTransactionId}</Box>
          {time(t('staff.payments.columns.created'), payment.createdAt)}
          {time(t('staff.payments.columns.performed'), payment.performedAt)}
          {time(t('staff.payments.columns.cancelled'), payment.cancelledAt)}
        </Paper>
      ))}
    </Stack>
  );
}
