import { useState } from 'react';
import { DialogContentText, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_TRACKING_NUMBER } from '../../../../contract/limits';
import { StaffFormDialog } from '../kit/StaffFormDialog';


type SendOrderDialogProps = { orderNumber: string; busy: boolean; onCancel: () => void; onConfirm: (postTrackingNumber: string) => void };

/** Sending needs the post's tracking number, which the customer then sees with the order. */
export function SendOrderDialog({ orderNumber, busy, onCancel, onConfirm }: SendOrderDialogProps) {
  const { t } = useTranslation();
  const [tracking, setTracking] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = () => {
    const value = tracking.trim();
    if (!value) {
      setMissing(true);
      document.getElementById('staff-tracking')?.focus();
      return;
    }
    onConfirm(value);
  };

  return (
    <StaffFormDialog title={t('staff.send.title', { number: orderNumber })} submitLabel={t('staff.send.confirm')} busy={busy} onCancel={onCancel} onSubmit={submit} describedBy="send-order-text">
      <DialogContentText id="send-order-text" sx={{ mb: 2 }}>
        {t('staff.send.message')}
      </DialogContentText>
      <TextField
        id="staff-tracking"
        label={t('staff.send.tracking')}
        autoFocus
        fullWidth
        required
        value={tracking}
        onChange={(event) => {
          setTracking(event.target.value);
          setMissing(false);
        }}
        error={missing}
        helperText={missing ? t('staff.send.trackingRequired') : undefined}
        slotProps={{ htmlInput: { maxLength: MAX_TRACKING_NUMBER, autoCapitalize: 'characters' } }}
      />
    </StaffFormDialog>
  );
}
