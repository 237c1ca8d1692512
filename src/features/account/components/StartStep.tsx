import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StepProps } from './stepProps';

export function StartStep({ send }: Pick<StepProps, 'send'>) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography sx={{ color: 'text.secondary' }}>{t('account.start.intro')}</Typography>
      <Button variant="contained" size="large" fullWidth autoFocus onClick={() => send({ type: 'CHOOSE_LOGIN' })}>
        {t('account.start.login')}
      </Button>
      <Button variant="outlined" size="large" fullWidth onClick={() => send({ type: 'CHOOSE_REGISTER' })}>
        {t('account.start.register')}
      </Button>
    </Stack>
  );
}
