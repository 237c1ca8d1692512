import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { TelegramLoginButton } from './TelegramLoginButton';
import type { StepProps } from './stepProps';

export function StartStep({ busy, send }: Pick<StepProps, 'busy' | 'send'>) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} aria-busy={busy}>
      <Typography sx={{ color: 'text.secondary' }}>{t('account.start.intro')}</Typography>
      <Button variant="contained" size="large" fullWidth autoFocus disabled={busy} onClick={() => send({ type: 'CHOOSE_LOGIN' })}>
        {t('account.start.login')}
      </Button>
      <Button variant="outlined" size="large" fullWidth disabled={busy} onClick={() => send({ type: 'CHOOSE_REGISTER' })}>
        {t('account.start.register')}
      </Button>
      {/* The start is busy only while Telegram's sign-in runs. */}
      <TelegramLoginButton busy={busy} pending={busy} send={send} />
    </Stack>
  );
}
