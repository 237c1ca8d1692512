import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

type RejectOrderDialogProps = { orderNumber: string; paid: boolean; busy: boolean; onCancel: () => void; onConfirm: () => void };

/** Rejecting cannot be undone (a paid order is refunded), so it is confirmed first; "keep" has the focus. */
export function RejectOrderDialog({ orderNumber, paid, busy, onCancel, onConfirm }: RejectOrderDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="reject-order-title" aria-describedby="reject-order-text" maxWidth="xs" fullWidth>
      <DialogTitle id="reject-order-title">{t('staff.reject.title', { number: orderNumber })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="reject-order-text">{paid ? t('staff.reject.messagePaid') : t('staff.reject.message')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit" disabled={busy} autoFocus>
          {t('staff.reject.keep')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={busy}>
          {t('staff.reject.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
