import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

type DeleteSelectedDialogProps = {
  open: boolean;
  count: number;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** Several lines go at once, so the shopper confirms first. */
export function DeleteSelectedDialog({ open, count, deleting, onCancel, onConfirm }: DeleteSelectedDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="delete-selected-title" aria-describedby="delete-selected-text" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-selected-title">{t('cart.confirmDelete.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-selected-text">{t('cart.confirmDelete.message', { count })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} color="inherit">
          {t('cart.confirmDelete.cancel')}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" loading={deleting}>
          {t('cart.confirmDelete.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
