import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

type Props = { name: string; busy: boolean; onCancel: () => void; onConfirm: () => void };

/** Asks before deleting; a product some order, review or look names is only taken off sale (the answer says which). */
export function DeleteProductDialog({ name, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="delete-product-title" aria-describedby="delete-product-message">
      <DialogTitle id="delete-product-title">{t('staff.products.remove.title', { name })}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-product-message">{t('staff.products.remove.message')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy} autoFocus>
          {t('staff.cancel')}
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} loading={busy}>
          {t('staff.products.remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
