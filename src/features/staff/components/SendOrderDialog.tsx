import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_TRACKING_NUMBER } from '../../../../contract/limits';


type SendOrderDialogProps = { orderNumber: string; busy: boolean; onCancel: () => void; onConfirm: (postTrackingNumber: string) => void };

/** Sending needs the post's tracking number, which the customer then sees with the order. */
export function SendOrderDialog({ orderNumber, busy, onCancel, onConfirm }: SendOrderDialogProps) {
  const { t } = useTranslation();
  const [tracking, setTracking] = useState('');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = tracking.trim();
    if (!value) {
      setMissing(true);
      document.getElementById('staff-tracking')?.focus();
      return;
    }
    onConfirm(value);
  };

  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="send-order-title" aria-describedby="send-order-text" maxWidth="xs" fullWidth>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogTitle id="send-order-title">{t('staff.send.title', { number: orderNumber })}</DialogTitle>
        <DialogContent>
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
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onCancel} color="inherit" disabled={busy}>
            {t('staff.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {t('staff.send.confirm')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
