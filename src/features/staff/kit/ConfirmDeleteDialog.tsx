import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

type ConfirmDeleteDialogProps = {
  title: string;
  text: string;
  confirm: string;
  /** The focused way out's words, where "Cancel" would read as the change itself (cancelling an order): staff.cancel otherwise. */
  keep?: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Asks before what cannot be undone (a brand or category deleted for good, an order rejected); the way out has the
 * focus. The server still refuses a deletion of what something uses.
 */
export function ConfirmDeleteDialog({ title, text, confirm, keep, busy, onCancel, onConfirm }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text" maxWidth="xs" fullWidth>
      <DialogTitle id="confirm-delete-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-delete-text">{text}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit" disabled={busy} autoFocus>
          {keep ?? t('staff.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={busy}>
          {confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
