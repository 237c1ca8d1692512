import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { errorToast } from '../../../components/errorToast';
import { failureMessage } from '../../../components/failureMessage';
import { useUnlinkTelegramMutation } from '../api';

type UnlinkTelegramDialogProps = { customerId: number; name: string; onClose: () => void };

/** Unlinking asks first: it ends signing in by that Telegram account, and the bot's messages go back to SMS. */
export function UnlinkTelegramDialog({ customerId, name, onClose }: UnlinkTelegramDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [unlink, { isLoading }] = useUnlinkTelegramMutation();

  async function confirm() {
    try {
      await unlink(customerId).unwrap();
      enqueueSnackbar(t('profile.telegram.unlinked'), { variant: 'success' });
      onClose();
    } catch (error) {
      errorToast(failureMessage(error, t));
    }
  }

  return (
    <Dialog open onClose={onClose} aria-labelledby="unlink-telegram-title" aria-describedby="unlink-telegram-text" maxWidth="xs" fullWidth>
      <DialogTitle id="unlink-telegram-title">{t('profile.telegram.unlinkDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="unlink-telegram-text">{t('profile.telegram.unlinkDialog.message', { name })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" autoFocus>
          {t('profile.telegram.unlinkDialog.cancel')}
        </Button>
        <Button onClick={() => void confirm()} variant="contained" color="error" disabled={isLoading}>
          {t('profile.telegram.unlinkDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
