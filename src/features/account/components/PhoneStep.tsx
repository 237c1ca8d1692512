import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PhoneField } from './PhoneField';
import { StepForm } from './StepForm';
import { useFieldFeedback } from './useFieldFeedback';
import type { StepProps } from './stepProps';

/** The phone step of sign-up (a check call follows) and of password reset (a code is sent). */
export function PhoneStep({ context, busy, send, purpose }: StepProps & { purpose: 'register' | 'forgot' }) {
  const { t } = useTranslation();
  const feedback = useFieldFeedback(context.fieldErrors);
  const [phoneNumber, setPhoneNumber] = useState(context.phoneNumber);

  return (
    <StepForm
      intro={purpose === 'register' ? t('account.register.phoneIntro') : t('account.forgot.phoneIntro')}
      notice={context.notice}
      fieldErrors={context.fieldErrors}
      busy={busy}
      submitLabel={purpose === 'register' ? t('account.register.continue') : t('account.forgot.sendCode')}
      onSubmit={() => send({ type: 'SUBMIT_PHONE', phoneNumber })}
    >
      <PhoneField
        autoFocus
        value={phoneNumber}
        onChange={(event) => setPhoneNumber(event.target.value)}
        {...feedback('phoneNumber', t('account.hints.phone'))}
      />
    </StepForm>
  );
}
