import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import TelegramIcon from '@mui/icons-material/Telegram';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { errorToast } from '../../../components/errorToast';
import { SectionHeading } from '../../../components/SectionHeading';
import type { Customer } from '../../account/types';
import { useTelegramLogin } from '../../telegram/login/useTelegramLogin';
import { useLinkTelegramMutation } from '../api';
import { telegramLinkFailure } from './telegramLinkFailure';
import { UnlinkTelegramDialog } from './UnlinkTelegramDialog';

/** Telegram's window, then the link with what it answered; closing the window is a change of mind, said nowhere. */
function useLinkTelegram(customerId: number) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const openTelegram = useTelegramLogin();
  const [linkTelegram] = useLinkTelegramMutation();
  const [linking, setLinking] = useState(false);
  const abort = useRef<AbortController | null>(null);

  // Leaving the page closes Telegram's window: nobody is left to hear its answer.
  useEffect(() => () => abort.current?.abort(), []);

  async function link() {
    abort.current = new AbortController();
    setLinking(true);
    try {
      // Called before anything is awaited: the window opens within the click, where browsers allow one.
      const result = await openTelegram(abort.current.signal);
      if (result.status === 'blocked') errorToast(t('telegram.login.popupBlocked'));
      if (result.status !== 'authorized' || abort.current.signal.aborted) return;
      await linkTelegram({ customerId, ...result.fields }).unwrap();
      enqueueSnackbar(t('profile.telegram.linked'), { variant: 'success' });
    } catch (error) {
      errorToast(telegramLinkFailure(error, t));
    } finally {
      setLinking(false);
    }
  }

  return { link, linking };
}

/** The Telegram account linked to the customer (docs/api.md "Telegram"): link one, or unlink it after a question. */
export function TelegramLinkCard({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { link, linking } = useLinkTelegram(customer.id);
  const [unlinking, setUnlinking] = useState(false);
  const linked = customer.telegram ?? null;
  const name = linked ? (linked.username ? `@${linked.username}` : linked.firstName) : '';

  return (
    <Box component="section" aria-labelledby="profile-telegram-heading">
      <SectionHeading id="profile-telegram-heading">{t('profile.telegram.heading')}</SectionHeading>
      {linked ? (
        <>
          <Typography sx={{ mb: 2 }}>{t('profile.telegram.linkedAs', { name })}</Typography>
          <Button variant="outlined" color="error" startIcon={<LinkOffIcon />} aria-haspopup="dialog" onClick={() => setUnlinking(true)}>
            {t('profile.telegram.unlink')}
          </Button>
          {unlinking && <UnlinkTelegramDialog customerId={customer.id} name={name} onClose={() => setUnlinking(false)} />}
        </>
      ) : (
        <>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('profile.telegram.intro')}</Typography>
          <Button variant="outlined" startIcon={<TelegramIcon />} disabled={linking} onClick={() => void link()}>
            {linking ? t('profile.telegram.linking') : t('profile.telegram.link')}
          </Button>
        </>
      )}
    </Box>
  );
}
