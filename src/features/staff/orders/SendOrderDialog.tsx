import { DialogContentText, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_TRACKING_NUMBER } from '../../../../contract/limits';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';

type SendOrderDialogProps = { orderNumber: string; busy: boolean; onCancel: () => void; onConfirm: (postTrackingNumber: string) => void };

/** Sending needs the post's tracking number, which the customer then sees with the order. */
export function SendOrderDialog({ orderNumber, busy, onCancel, onConfirm }: SendOrderDialogProps) {
  const { t } = useTranslation();
  const form = useStaffForm({
    initial: { tracking: '' },
    idPrefix: 'staff',
    check: (values) => (values.tracking.trim() ? {} : { tracking: t('staff.send.trackingRequired') }),
  });

  return (
    <StaffFormDialog
      dirty={form.dirty}
      title={t('staff.send.title', { number: orderNumber })}
      submitLabel={t('staff.send.confirm')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={form.submit((values) => onConfirm(values.tracking.trim()))}
      describedBy="send-order-text"
    >
      <DialogContentText id="send-order-text" sx={{ mb: 2 }}>
        {t('staff.send.message')}
      </DialogContentText>
      <TextField
        {...form.field('tracking')}
        label={t('staff.send.tracking')}
        autoFocus
        fullWidth
        required
        slotProps={{ htmlInput: { maxLength: MAX_TRACKING_NUMBER, autoCapitalize: 'characters' } }}
      />
    </StaffFormDialog>
  );
}
