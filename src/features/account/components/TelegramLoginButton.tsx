import { useEffect, useRef } from 'react';
import { Button, CircularProgress, Divider } from '@mui/material';
import TelegramIcon from '@mui/icons-material/Telegram';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './stepProps';

type TelegramLoginButtonProps = Pick<StepProps, 'busy' | 'send'> & {
  /** Telegram's window is open or its sign-in runs: the spinner is this button's, not the form's. */
  pending: boolean;
};

/** "or", then "Log in with Telegram": the other way in, under the phone's. */
export function TelegramLoginButton({ busy, pending, send }: TelegramLoginButtonProps) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const wasPending = useRef(pending);
  useEffect(() => {
    // Disabled while Telegram's window was open, the button dropped the focus: it gets it back when the shopper is
    // back on this step (window closed, sign-in refused), so a keyboard is not sent back to the page's top.
    const dropped = document.activeElement === null || document.activeElement === document.body;
    if (wasPending.current && !pending && dropped) button.current?.focus();
    wasPending.current = pending;
  }, [pending]);
  return (
    <>
      <Divider sx={{ color: 'text.secondary', typography: 'body2' }}>{t('account.telegram.or')}</Divider>
      <Button
        ref={button}
        variant="outlined"
        size="large"
        fullWidth
        disabled={busy}
        // The machine opens Telegram's window within this click, where the browser allows a new window.
        onClick={() => send({ type: 'LOGIN_WITH_TELEGRAM' })}
        startIcon={pending ? <CircularProgress size={18} color="inherit" aria-label={t('account.busy')} /> : <TelegramIcon />}
      >
        {t('account.telegram.login')}
      </Button>
    </>
  );
}
