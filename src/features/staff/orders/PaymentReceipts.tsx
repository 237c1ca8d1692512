import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PaymentReceipt, ReceiptState } from '../../../../contract/staff-orders';
import { useOrderDates } from '../../orders/useOrderDates';

const stateColors: Record<ReceiptState, 'default' | 'info' | 'warning' | 'success' | 'error'> = {
  WAITING: 'default',
  SENT: 'info',
  RETRYING: 'warning',
  CONFIRMED: 'success',
  FAILED: 'error',
};

/** One receipt: what it is and where it stands in words (the chip's colour only repeats them), and what to know next. */
function ReceiptLine({ receipt }: { receipt: PaymentReceipt }) {
  const { t } = useTranslation();
  const dates = useOrderDates();
  const showAttempts = receipt.state !== 'CONFIRMED' && receipt.attempts !== null && receipt.maxAttempts !== null && receipt.attempts > 0;
  return (
    <Box component="li" sx={{ fontSize: 13 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography component="span" sx={{ fontSize: 13 }}>
          {t(`staff.orders.receipts.type.${receipt.type}`)}:
        </Typography>
        <Chip size="small" color={stateColors[receipt.state]} variant={receipt.state === 'CONFIRMED' || receipt.state === 'FAILED' ? 'filled' : 'outlined'} label={t(`staff.orders.receipts.state.${receipt.state}`)} />
        {receipt.url && (
          <Link href={receipt.url} target="_blank" rel="noopener noreferrer" underline="always" sx={{ fontSize: 13 }}>
            {t('staff.orders.receipts.open')}
          </Link>
        )}
      </Stack>
      {receipt.reason && (
        <Typography sx={{ fontSize: 13, color: receipt.state === 'FAILED' ? 'error.main' : 'text.secondary', overflowWrap: 'anywhere' }}>
          {t('staff.orders.receipts.reason', { reason: receipt.reason })}
        </Typography>
      )}
      {(showAttempts || (receipt.state === 'RETRYING' && receipt.nextAttemptAt)) && (
        <Typography sx={{ fontSize: 13, color: 'text.secondary' }}>
          {showAttempts && t('staff.orders.attempt', { attempts: receipt.attempts, max: receipt.maxAttempts })}
          {showAttempts && receipt.state === 'RETRYING' && receipt.nextAttemptAt && ' · '}
          {receipt.state === 'RETRYING' && receipt.nextAttemptAt && t('staff.orders.nextAttempt', { date: dates.dateTime(receipt.nextAttemptAt) })}
        </Typography>
      )}
    </Box>
  );
}

/** A payment's fiscal receipts (its own and, after a refund, the refund's); nothing for a payment that has none. */
export function PaymentReceipts({ receipts }: { receipts: PaymentReceipt[] }) {
  if (receipts.length === 0) return null;
  return (
    <Stack component="ul" spacing={0.75} sx={{ m: 0, mt: 0.75, p: 0, listStyle: 'none' }}>
      {receipts.map((receipt) => (
        <ReceiptLine key={receipt.type} receipt={receipt} />
      ))}
    </Stack>
  );
}
