import { DialogContentText, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffReturnRequest } from '../../../../contract/returns';
import { MAX_RETURN_DECISION_NOTE, MAX_RETURN_TRACKING_NUMBER } from '../../../../contract/limits';
import { useLanguage } from '../../../i18n/useLanguage';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';
import { lineName } from './returnsView';

const noteLimit = MAX_RETURN_DECISION_NOTE;
const trackingLimit = MAX_RETURN_TRACKING_NUMBER;

type DialogProps = { request: StaffReturnRequest; busy: boolean; onCancel: () => void };

/**
 * Approving (a note is optional) or rejecting (the reason is required: the shopper reads it). Approving an exchange
 * reserves the size it asks for.
 */
export function DecisionDialog({ request, decision, busy, onCancel, onConfirm }: DialogProps & { decision: 'approve' | 'reject'; onConfirm: (note: string) => void }) {
  const { t } = useTranslation();
  const rejecting = decision === 'reject';
  const form = useStaffForm({
    initial: { note: '' },
    idPrefix: `return-${decision}`,
    check: (values) => (rejecting && !values.note.trim() ? { note: t('staff.returns.reject.required') } : {}),
  });
  const text = rejecting
    ? t('staff.returns.reject.text')
    : request.kind === 'EXCHANGE'
      ? t('staff.returns.approve.textExchange', { size: request.exchange?.size ?? '—' })
      : t('staff.returns.approve.text');
  return (
    <StaffFormDialog
      dirty={form.dirty}
      title={t(`staff.returns.${decision}.title`, { id: request.id })}
      submitLabel={t(`staff.returns.${decision}.confirm`)}
      busy={busy}
      onCancel={onCancel}
      onSubmit={form.submit((values) => onConfirm(values.note.trim()))}
      describedBy={`return-${decision}-text`}
      maxWidth="sm"
    >
      <DialogContentText id={`return-${decision}-text`} sx={{ mb: 2 }}>
        {text}
      </DialogContentText>
      <TextField
        {...form.field('note')}
        label={t(`staff.returns.${decision}.note`)}
        autoFocus
        fullWidth
        multiline
        minRows={2}
        required={rejecting}
        slotProps={{ htmlInput: { maxLength: noteLimit } }}
      />
    </StaffFormDialog>
  );
}

/** An exchange's new size leaves as a new shipment of the same order: the post's tracking number, which the shopper sees. */
export function SendExchangeDialog({ request, busy, onCancel, onConfirm }: DialogProps & { onConfirm: (trackingNumber: string) => void }) {
  const { t } = useTranslation();
  const form = useStaffForm({
    initial: { tracking: '' },
    idPrefix: 'return-send',
    check: (values) => (values.tracking.trim() ? {} : { tracking: t('staff.returns.sendExchange.required') }),
  });
  return (
    <StaffFormDialog
      dirty={form.dirty}
      title={t('staff.returns.sendExchange.title', { id: request.id })}
      submitLabel={t('staff.returns.sendExchange.confirm')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={form.submit((values) => onConfirm(values.tracking.trim()))}
      describedBy="return-send-text"
    >
      <DialogContentText id="return-send-text" sx={{ mb: 2 }}>
        {t('staff.returns.sendExchange.text', { size: request.exchange?.size ?? '—', number: request.orderNumber })}
      </DialogContentText>
      <TextField
        {...form.field('tracking')}
        label={t('staff.returns.sendExchange.tracking')}
        autoFocus
        fullWidth
        required
        slotProps={{ htmlInput: { maxLength: trackingLimit, autoCapitalize: 'characters' } }}
      />
    </StaffFormDialog>
  );
}

/** A step with nothing to type, confirmed: the parcel received (its units back to stock), or the money paid back by hand. */
export function ConfirmStepDialog({ request, step, amount, busy, onCancel, onConfirm }: DialogProps & { step: 'receive' | 'refundedByHand'; amount: string; onConfirm: () => void }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  return (
    <StaffFormDialog
      title={t(`staff.returns.${step}.title`, { id: request.id })}
      submitLabel={t(`staff.returns.${step}.confirm`)}
      busy={busy}
      onCancel={onCancel}
      onSubmit={onConfirm}
      describedBy={`return-${step}-text`}
    >
      <DialogContentText id={`return-${step}-text`}>
        {t(`staff.returns.${step}.text`, { count: request.quantity, name: lineName(request, language), size: request.size, amount })}
      </DialogContentText>
    </StaffFormDialog>
  );
}
