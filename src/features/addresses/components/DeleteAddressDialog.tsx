import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { failureMessage } from '../../../components/failureMessage';
import { useDeleteAddressMutation } from '../api';
import type { Address } from '../types';
import { useAddressText } from '../useAddressText';
import { errorToast } from '../../../components/errorToast';

type DeleteAddressDialogProps = { customerId: number; address: Address; onClose: () => void };

/** Deleting asks first; orders placed with the address keep their own copy, which the text says. */
export function DeleteAddressDialog({ customerId, address, onClose }: DeleteAddressDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const text = useAddressText()(address);
  const [deleteAddress, { isLoading }] = useDeleteAddressMutation();

  async function confirm() {
    try {
      await deleteAddress({ id: address.id, customerId }).unwrap();
      enqueueSnackbar(t('profile.address.deleted'), { variant: 'success' });
      onClose();
    } catch (error) {
      errorToast(failureMessage(error, t));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="delete-address-title" aria-describedby="delete-address-text" maxWidth="xs" fullWidth>
      <DialogTitle id="delete-address-title">{t('profile.address.deleteDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-address-text">
          {t('profile.address.deleteDialog.message', { address: `${text.place}, ${text.delivery}` })}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" autoFocus>
          {t('profile.address.cancel')}
        </Button>
        <Button onClick={() => void confirm()} variant="contained" color="error" disabled={isLoading}>
          {t('profile.address.deleteDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
