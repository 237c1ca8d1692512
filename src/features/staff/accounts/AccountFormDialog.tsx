import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { normalizePhone, phoneError } from '../../../../machines/accountValidation';
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../../../../contract/limits';
import { PasswordField } from '../../account/components/PasswordField';
import { PhoneField } from '../../account/components/PhoneField';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';
import type { AddStaffBody } from '../../../../contract/staff';
import type { StaffAccount, StaffRoleName } from './types';

const roles: StaffRoleName[] = ['MANAGER', 'ADMIN'];

type Problems = Partial<Record<'fullName' | 'phoneNumber' | 'password', string>>;

type Props = {
  /** The account edited; none: a new one (with phone and password). */
  account?: StaffAccount;
  busy: boolean;
  /** Problems the server found (a taken phone), shown on their fields. */
  serverProblems?: Problems;
  onCancel: () => void;
  onSave: (values: AddStaffBody) => void;
};

/** Adds a staff account (name, phone, role, password) or edits one's name and role; checked as the server checks. */
export function AccountFormDialog({ account, busy, serverProblems = {}, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const adding = account === undefined;
  const form = useStaffForm({
    initial: { fullName: account?.fullName ?? '', phoneNumber: '+998 ', role: account?.role ?? ('MANAGER' as StaffRoleName), password: '' },
    idPrefix: 'account',
    check: (values) => {
      const found: Problems = {};
      if (!values.fullName.trim()) found.fullName = t('staff.accounts.form.nameRequired');
      if (adding && phoneError(values.phoneNumber)) found.phoneNumber = t('staff.accounts.form.phoneInvalid');
      if (adding && values.password.length < MIN_PASSWORD_LENGTH) found.password = t('staff.accounts.form.passwordShort', { min: MIN_PASSWORD_LENGTH });
      return found;
    },
    refused: serverProblems,
  });
  const submit = form.submit((values) => onSave({ ...values, fullName: values.fullName.trim(), phoneNumber: normalizePhone(values.phoneNumber) }));

  return (
    <StaffFormDialog dirty={form.dirty} title={t(adding ? 'staff.accounts.form.addTitle' : 'staff.accounts.form.editTitle')} submitLabel={t(adding ? 'staff.accounts.form.add' : 'staff.accounts.form.save')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          {...form.field('fullName')}
          label={t('staff.accounts.form.name')}
          autoFocus
          fullWidth
          required
          slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
        />
        {adding && (
          <PhoneField
            {...form.field('phoneNumber')}
            required
          />
        )}
        <TextField id="account-role" select label={t('staff.accounts.form.role')} value={form.values.role} onChange={(event) => form.set('role', event.target.value as StaffRoleName)} fullWidth>
          {roles.map((known) => (
            <MenuItem key={known} value={known}>
              {t(`staff.roles.${known}`)}
            </MenuItem>
          ))}
        </TextField>
        {adding && (
          <PasswordField
            {...form.field('password', t('staff.accounts.form.passwordHint', { min: MIN_PASSWORD_LENGTH }))}
            label={t('staff.accounts.form.password')}
            autoComplete="new-password"
            required
          />
        )}
      </Stack>
    </StaffFormDialog>
  );
}
