import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PasswordField } from './PasswordField';
import { PhoneField } from './PhoneField';
import { StepForm } from './StepForm';
import { TelegramLoginButton } from './TelegramLoginButton';
import { useFieldFeedback } from './useFieldFeedback';
import type { StepProps } from './stepProps';

/** `telegramBusy`: the busy call is Telegram's sign-in, whose button shows it. */
export function LoginStep({ context, busy, send, telegramBusy }: StepProps & { telegramBusy: boolean }) {
  const { t } = useTranslation();
  const feedback = useFieldFeedback(context.fieldErrors);
  const [phoneNumber, setPhoneNumber] = useState(context.phoneNumber);
  const [password, setPassword] = useState('');

  return (
    <StepForm
      notice={context.notice}
      fieldErrors={context.fieldErrors}
      busy={busy}
      submitPending={busy && !telegramBusy}
      submitLabel={t('account.login.submit')}
      onSubmit={() => send({ type: 'SUBMIT_LOGIN', phoneNumber, password })}
      footer={
        <>
          <Button variant="text" onClick={() => send({ type: 'FORGOT_PASSWORD', phoneNumber })} disabled={busy} sx={{ alignSelf: 'center' }}>
            {t('account.login.forgot')}
          </Button>
          <TelegramLoginButton busy={busy} pending={telegramBusy} send={send} />
        </>
      }
    >
      <PhoneField
        autoFocus
        value={phoneNumber}
        onChange={(event) => setPhoneNumber(event.target.value)}
        {...feedback('phoneNumber')}
      />
      <PasswordField
        label={t('account.fields.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        {...feedback('password')}
      />
    </StepForm>
  );
}
