import { useId } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';

type SignInPromptProps = {
  open: boolean;
  /** The phone is shared and the sign-in is being tried again. */
  waiting: boolean;
  onShare: () => void;
  onClose: () => void;
  /** Opens the account panel instead; null when the prompt came up by itself at start. */
  onOtherWay: (() => void) | null;
};

/** Inside Telegram: "share your phone number to sign in", a sheet at the bottom of the phone's screen. */
export function SignInPrompt({ open, waiting, onShare, onClose, onOtherWay }: SignInPromptProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={open}
      onClose={waiting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-end' } }}
      slotProps={{ paper: { sx: { m: 0, width: '100%', borderRadius: '16px 16px 0 0', pb: 'var(--miniapp-inset-bottom, 0px)' } } }}
    >
      <DialogTitle id={titleId}>{t('telegram.miniApp.phone.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{t('telegram.miniApp.phone.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Stack spacing={1} sx={{ width: '100%' }}>
          <Button variant="contained" size="large" fullWidth onClick={onShare} loading={waiting}>
            {waiting ? t('telegram.miniApp.phone.waiting') : t('telegram.miniApp.phone.share')}
          </Button>
          {onOtherWay && (
            <Button fullWidth color="inherit" onClick={onOtherWay} disabled={waiting}>
              {t('telegram.miniApp.phone.otherWay')}
            </Button>
          )}
          <Button fullWidth color="inherit" onClick={onClose} disabled={waiting}>
            {t('telegram.miniApp.phone.notNow')}
          </Button>
        </Stack>
      </DialogActions>
    </Dialog>
  );
}
