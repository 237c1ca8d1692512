import { Alert, Link as MuiLink, Stack, Typography, type AlertColor } from '@mui/material';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { StaffReturnRequest } from '../../../../contract/returns';
import { useFormatPrice } from '../../../components/Price';

type Words = { text: string; severity: AlertColor; hint?: string };

/**
 * The money's step in words (docs/api.md "Refunds per provider"): what staff do in a cabinet or by hand, what Click
 * does by itself, or that no money moves. The cabinet's amount is the whole payment: PayMe and Uzum refund only that.
 */
function stepWords(request: StaffReturnRequest, t: TFunction, price: (amount: number) => string): Words {
  const provider = t(`staff.payments.providers.${request.refundProvider}`);
  const amount = price(request.refundAmount);
  if (request.status === 'REFUNDED') return { text: t('staff.returns.step.refunded', { amount, provider }), severity: 'success' };
  switch (request.refundStep) {
    case 'PAYME_CABINET':
    case 'UZUM_CABINET':
      return {
        text: t('staff.returns.step.cabinet', { amount: price(request.cabinetAmount), provider, number: request.orderNumber }),
        severity: 'warning',
        hint: t('staff.returns.step.cabinetHint', { provider }),
      };
    case 'CLICK_REVERSAL':
      return {
        text: t('staff.returns.step.click', { amount }),
        severity: request.refundState === 'FAILED' ? 'error' : 'info',
        hint: request.refundState ? t(`staff.returns.refundStates.${request.refundState}`) : undefined,
      };
    case 'BY_HAND':
      return { text: t('staff.returns.step.byHand', { amount }), severity: 'warning', hint: t('staff.returns.step.byHandHint', { provider }) };
    case 'NONE':
      if (request.kind === 'EXCHANGE') return { text: t('staff.returns.step.exchange'), severity: 'info' };
      if (request.status === 'REQUESTED' || request.status === 'APPROVED') return { text: t('staff.returns.step.afterReceipt', { amount, provider }), severity: 'info' };
      return { text: t('staff.returns.step.none'), severity: 'info' };
  }
}

/** What the staff's step about this request's money is, and the refund's receipt once the provider sent it. */
export function RefundStep({ request }: { request: StaffReturnRequest }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const { text, severity, hint } = stepWords(request, t, formatPrice);
  return (
    <Stack spacing={1}>
      <Alert severity={severity} role="note" aria-label={t('staff.returns.step.label')}>
        <Typography sx={{ fontWeight: 600 }}>{text}</Typography>
        {hint && <Typography variant="body2">{hint}</Typography>}
      </Alert>
      {request.refundReceiptUrl && (
        <MuiLink href={request.refundReceiptUrl} target="_blank" rel="noopener noreferrer">
          {t('staff.returns.receipt')}
        </MuiLink>
      )}
    </Stack>
  );
}
