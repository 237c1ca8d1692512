import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CodeField } from './CodeField';
import { StepForm } from './StepForm';
import { useFieldFeedback } from './useFieldFeedback';
import type { StepProps } from './stepProps';

/** The sign-up code sent by the check call, with a resend once the server's one-minute gap has passed. */
export function CodeStep({ context, busy, send }: StepProps) {
  const { t } = useTranslation();
  const feedback = useFieldFeedback(context.fieldErrors);
  const [verifyCode, setVerifyCode] = useState('');
  const canResend = context.resendAvailable && !busy;

  return (
    <StepForm
      intro={t('account.register.codeSentTo', { phone: context.phoneNumber })}
      notice={context.notice}
      fieldErrors={context.fieldErrors}
      busy={busy}
      submitLabel={t('account.register.verify')}
      onSubmit={() => send({ type: 'SUBMIT_CODE', verifyCode })}
      footer={
        <Stack spacing={0.5} sx={{ alignItems: 'center' }}>
          <Button variant="text" disabled={!canResend} onClick={() => send({ type: 'RESEND_CODE' })}>
            {t('account.register.resend')}
          </Button>
          {!context.resendAvailable && (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('account.register.resendLater')}
            </Typography>
          )}
        </Stack>
      }
    >
      <CodeField
        autoFocus
        value={verifyCode}
        onChange={(event) => setVerifyCode(event.target.value)}
        {...feedback('verifyCode', t('account.hints.code'))}
      />
    </StepForm>
  );
}
