import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_NAME_LENGTH } from '../../../../contract/limits';
import { DEFAULT_GENDER, todayInTashkent, type Gender } from '../../../../machines/accountValidation';
import { BirthDateField, GenderField } from '../../../components/PersonFields';
import { PasswordField } from './PasswordField';
import { StepForm } from './StepForm';
import { useFieldFeedback } from './useFieldFeedback';
import type { StepProps } from './stepProps';

/** The last sign-up step: who the shopper is. The phone was verified already, so it is shown read-only. */
export function DetailsStep({ context, busy, send }: StepProps) {
  const { t } = useTranslation();
  const feedback = useFieldFeedback(context.fieldErrors);
  const [fullName, setFullName] = useState('');
  const [birthDate, setBirthDate] = useState('');
  const [password, setPassword] = useState('');
  const [gender, setGender] = useState<Gender>(DEFAULT_GENDER);

  return (
    <StepForm
      intro={t('account.register.detailsIntro')}
      notice={context.notice}
      fieldErrors={context.fieldErrors}
      busy={busy}
      submitLabel={t('account.register.submit')}
      onSubmit={() => send({ type: 'SUBMIT_DETAILS', fullName, birthDate, password, gender, today: todayInTashkent(new Date()) })}
    >
      <TextField
        autoFocus
        label={t('account.fields.fullName')}
        autoComplete="name"
        fullWidth
        value={fullName}
        onChange={(event) => setFullName(event.target.value)}
        slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
        {...feedback('fullName')}
      />
      <TextField
        label={t('account.fields.phone')}
        value={context.phoneNumber}
        fullWidth
        helperText={t('account.hints.phoneReadOnly')}
        slotProps={{ htmlInput: { readOnly: true } }}
      />
      <BirthDateField label={t('account.fields.birthDate')} fullWidth value={birthDate} onChange={setBirthDate} {...feedback('birthDate')} />
      <PasswordField
        label={t('account.fields.password')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        {...feedback('password', t('account.hints.password'))}
      />
      <GenderField
        label={t('account.fields.gender')}
        optionLabel={(option) => t(`account.gender.${option}`)}
        value={gender}
        onChange={setGender}
        {...feedback('gender')}
      />
    </StepForm>
  );
}
