import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MAX_NAME_LENGTH } from '../../../../contract/limits';
import { birthDateError, isGender, nameError, todayInTashkent, type Gender } from '../../../../machines/accountValidation';
import { toServerFailure } from '../../../../machines/serverFailure';
import { BirthDateField, GenderField } from '../../../components/PersonFields';
import type { Customer } from '../../account/types';
import { useEditCustomerMutation } from '../api';
import { failureMessage } from '../../../components/failureMessage';
import { formatPhone } from '../../../components/formatPhone';
import { SectionHeading } from '../../../components/SectionHeading';
import { errorToast } from '../../../components/errorToast';
import { focusFirstInvalid, ProblemAlert, type Problem } from '../../../components/formProblems';

type DetailsField = 'fullName' | 'birthDate' | 'gender';
type DetailsProblem =
  | 'nameRequired'
  | 'nameTooLong'
  | 'birthDateRequired'
  | 'birthDateInvalid'
  | 'birthDateInFuture'
  | 'birthDateTooEarly'
  | 'genderRequired'
  | 'serverInvalid';
type DetailsProblems = Partial<Record<DetailsField, DetailsProblem>>;

function validateDetails(fullName: string, birthDate: string, gender: string): DetailsProblems {
  const problems: DetailsProblems = {};
  const name = nameError(fullName);
  if (name === 'nameRequired' || name === 'nameTooLong') problems.fullName = name;
  const date = birthDateError(birthDate, todayInTashkent(new Date()));
  if (date === 'birthDateRequired' || date === 'birthDateInvalid' || date === 'birthDateInFuture' || date === 'birthDateTooEarly') {
    problems.birthDate = date;
  }
  if (!isGender(gender)) problems.gender = 'genderRequired';
  return problems;
}

function isDetailsField(name: string): name is DetailsField {
  return name === 'fullName' || name === 'birthDate' || name === 'gender';
}

/** Name, birth date and gender; the phone is the login and is shown, not edited. */
export function ProfileDetailsForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [editCustomer, { isLoading: saving }] = useEditCustomerMutation();
  const [fullName, setFullName] = useState(customer.fullName);
  const [birthDate, setBirthDate] = useState(customer.birthDate);
  const [gender, setGender] = useState<Gender>(customer.gender);
  const [problems, setProblems] = useState<DetailsProblems>({});
  // A refused save is heard (components/formProblems.tsx) and lands on its first problem, after the render that marks it.
  const [refused, setRefused] = useState<{ problems: Problem[]; attempt: number }>({ problems: [], attempt: 0 });
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (refused.attempt > 0) focusFirstInvalid(form.current);
  }, [refused.attempt]);

  const unchanged = fullName.trim() === customer.fullName && birthDate === customer.birthDate && gender === customer.gender;
  const feedback = (field: DetailsField) => {
    const problem = problems[field];
    return problem ? { error: true, helperText: t(`profile.validation.${problem}`) } : {};
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    const found = validateDetails(fullName, birthDate, gender);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      const order: DetailsField[] = ['fullName', 'birthDate', 'gender'];
      setRefused(({ attempt }) => ({
        problems: order.flatMap((field) => (found[field] ? [{ field: t(`profile.details.${field}`), text: t(`profile.validation.${found[field]}`) }] : [])),
        attempt: attempt + 1,
      }));
      return;
    }
    try {
      await editCustomer({ customerId: customer.id, fullName: fullName.trim(), birthDate, gender }).unwrap();
      setFullName((name) => name.trim());
      enqueueSnackbar(t('profile.details.saved'), { variant: 'success' });
    } catch (error) {
      const failure = toServerFailure(error);
      const fields = Object.keys(failure.fields ?? {}).filter(isDetailsField);
      if (failure.status === 400 && fields.length > 0) {
        setProblems(Object.fromEntries(fields.map((field) => [field, 'serverInvalid'])));
      }
      errorToast(fields.length > 0 ? t('profile.details.checkFields') : failureMessage(error, t));
    }
  }

  return (
    <Box component="form" ref={form} noValidate onSubmit={save} aria-labelledby="profile-details-heading">
      <ProblemAlert problems={refused.problems} attempt={refused.attempt} />
      <SectionHeading id="profile-details-heading">{t('profile.details.heading')}</SectionHeading>
      <Stack spacing={2.5} sx={{ maxWidth: 520 }}>
        <TextField
          label={t('profile.details.fullName')}
          autoComplete="name"
          value={fullName}
          onChange={(event) => setFullName(event.target.value)}
          slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
          {...feedback('fullName')}
        />
        <TextField
          label={t('profile.details.phone')}
          value={formatPhone(customer.phoneNumber)}
          helperText={t('profile.details.phoneHint')}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
        <BirthDateField label={t('profile.details.birthDate')} value={birthDate} onChange={setBirthDate} {...feedback('birthDate')} />
        <GenderField
          label={t('profile.details.gender')}
          optionLabel={(option) => t(`profile.details.genders.${option}`)}
          value={gender}
          onChange={setGender}
          {...feedback('gender')}
        />
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={saving || unchanged}>
            {saving ? t('profile.details.saving') : t('profile.details.save')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
