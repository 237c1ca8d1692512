import { useState } from 'react';
import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_GENDER,
  EARLIEST_BIRTH_DATE,
  MAX_NAME_LENGTH,
  genders,
  isGender,
  todayInTashkent,
  type Gender,
} from '../../../../machines/accountValidation';
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
  const genderError = feedback('gender');

  return (
    <StepForm
      intro={t('account.register.detailsIntro')}
      notice={context.notice}
      fieldErrors={context.fieldErrors}
      busy={busy}
      submitLabel={t('account.register.submit')}
      onSubmit={() => send({ type: 'SUBMIT_DETAILS', fullName, birthDate, password, gender })}
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
      <TextField
        label={t('account.fields.birthDate')}
        type="date"
        autoComplete="bday"
        fullWidth
        value={birthDate}
        onChange={(event) => setBirthDate(event.target.value)}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: EARLIEST_BIRTH_DATE, max: todayInTashkent(new Date()) },
        }}
        {...feedback('birthDate')}
      />
      <PasswordField
        label={t('account.fields.password')}
        autoComplete="new-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        {...feedback('password', t('account.hints.password'))}
      />
      <FormControl component="fieldset" error={genderError.error}>
        <FormLabel component="legend">{t('account.fields.gender')}</FormLabel>
        <RadioGroup
          row
          name="gender"
          value={gender}
          onChange={(event) => {
            if (isGender(event.target.value)) setGender(event.target.value);
          }}
        >
          {genders.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio />} label={t(`account.gender.${option}`)} />
          ))}
        </RadioGroup>
        {genderError.helperText && <FormHelperText>{genderError.helperText}</FormHelperText>}
      </FormControl>
    </StepForm>
  );
}
