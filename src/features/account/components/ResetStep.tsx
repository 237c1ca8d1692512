import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeField } from './CodeField';
import { PasswordField } from './PasswordField';
import { StepForm } from './StepForm';
import { useFieldFeedback } from './useFieldFeedback';
import type { StepProps } from './stepProps';

/** Password reset: the code sent to the phone and the new password, typed twice. */
export function ResetStep({ context, busy, send }: StepProps) {
  const { t } = useTranslation();
  const feedback = useFieldFeedback(context.fieldErrors);
  const [verifyCode, setVerifyCode] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');

  return (
    <StepForm
      intro={t('account.forgot.resetIntro', { phone: context.phoneNumber })}
      notice={context.notice}
      fieldErrors={context.fieldErrors}
      busy={busy}
      submitLabel={t('account.forgot.submit')}
      onSubmit={() => send({ type: 'SUBMIT_RESET', newPassword, confirmPassword, verifyCode })}
    >
      <CodeField
        autoFocus
        value={verifyCode}
        onChange={(event) => setVerifyCode(event.target.value)}
        {...feedback('verifyCode', t('account.hints.code'))}
      />
      <PasswordField
        label={t('account.fields.newPassword')}
        autoComplete="new-password"
        value={newPassword}
        onChange={(event) => setNewPassword(event.target.value)}
        {...feedback('newPassword', t('account.hints.password'))}
      />
      <PasswordField
        label={t('account.fields.confirmPassword')}
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        {...feedback('confirmPassword')}
      />
    </StepForm>
  );
}
