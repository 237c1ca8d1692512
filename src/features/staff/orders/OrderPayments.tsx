import { Box, Chip, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { OrderPayment } from '../../../../contract/staff-orders';
import { useFormatPrice } from '../../../components/Price';
import { useOrderDates } from '../../orders/useOrderDates';
import { PaymentReceipts } from './PaymentReceipts';

const outcomeColors = { CREATED: 'default', PERFORMED: 'success', CANCELLED: 'default', REFUNDED: 'warning' } as const;

/** The order's payment transactions, oldest first: provider, how it ended, the amount, when, and its fiscal receipts. */
export function OrderPayments({ payments }: { payments: OrderPayment[] }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const dates = useOrderDates();
  if (payments.length === 0) return <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('staff.orders.noPayments')}</Typography>;
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {payments.map((payment) => (
        <Box component="li" key={payment.id} sx={{ fontSize: 14 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {t(`orders.providers.${payment.provider}.name`)}
            </Typography>
            <Chip size="small" variant="outlined" color={outcomeColors[payment.outcome]} label={t(`staff.orders.outcome.${payment.outcome}`)} />
            <Typography component="span" sx={{ ml: 'auto !important', fontWeight: 600, whiteSpace: 'nowrap' }}>
              {formatPrice(payment.amount)}
            </Typography>
          </Stack>
          <Typography sx={{ fontSize: 13, color: 'text.secondary', overflowWrap: 'anywhere' }}>
            {t('staff.orders.transaction', { id: payment.providerTransactionId })}
            {' · '}
            {dates.dateTime(payment.createdAt)}
          </Typography>
          {payment.performedAt && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('staff.orders.performedAt', { date: dates.dateTime(payment.performedAt) })}</Typography>}
          {payment.cancelledAt && <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>{t('staff.orders.cancelledAt', { date: dates.dateTime(payment.cancelledAt) })}</Typography>}
          <PaymentReceipts receipts={payment.receipts} />
        </Box>
      ))}
    </Stack>
  );
}
