import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { normalizePhone, phoneError } from '../../../../machines/accountValidation';
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH } from '../../../../contract/limits';
import { PasswordField } from '../../account/components/PasswordField';
import { PhoneField } from '../../account/components/PhoneField';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import type { NewStaffAccount, StaffAccount, StaffRoleName } from './types';

const roles: StaffRoleName[] = ['MANAGER', 'ADMIN'];

type Problems = Partial<Record<'fullName' | 'phoneNumber' | 'password', string>>;

type Props = {
  /** The account edited; none: a new one (with phone and password). */
  account?: StaffAccount;
  busy: boolean;
  /** Problems the server found (a taken phone), shown on their fields. */
  serverProblems?: Problems;
  onCancel: () => void;
  onSave: (values: NewStaffAccount) => void;
};

/** Adds a staff account (name, phone, role, password) or edits one's name and role; checked as the server checks. */
export function AccountFormDialog({ account, busy, serverProblems = {}, onCancel, onSave }: Props) {
  const { t } = useTranslation();
  const [fullName, setFullName] = useState(account?.fullName ?? '');
  const [phoneNumber, setPhoneNumber] = useState('+998 ');
  const [role, setRole] = useState<StaffRoleName>(account?.role ?? 'MANAGER');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const adding = account === undefined;
  const shown = { ...serverProblems, ...problems };

  const submit = () => {
    const found: Problems = {};
    if (!fullName.trim()) found.fullName = t('staff.accounts.form.nameRequired');
    if (adding && phoneError(phoneNumber)) found.phoneNumber = t('staff.accounts.form.phoneInvalid');
    if (adding && password.length < MIN_PASSWORD_LENGTH) found.password = t('staff.accounts.form.passwordShort', { min: MIN_PASSWORD_LENGTH });
    setProblems(found);
    const first = (['fullName', 'phoneNumber', 'password'] as const).find((field) => found[field]);
    if (first) {
      document.getElementById(`account-${first}`)?.focus();
      return;
    }
    onSave({ fullName: fullName.trim(), phoneNumber: normalizePhone(phoneNumber), role, password });
  };

  const clear = (field: keyof Problems) => setProblems(({ [field]: _gone, ...rest }) => rest);
  return (
    <StaffFormDialog title={t(adding ? 'staff.accounts.form.addTitle' : 'staff.accounts.form.editTitle')} submitLabel={t(adding ? 'staff.accounts.form.add' : 'staff.accounts.form.save')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          id="account-fullName"
          label={t('staff.accounts.form.name')}
          autoFocus
          fullWidth
          required
          value={fullName}
          onChange={(event) => {
            setFullName(event.target.value);
            clear('fullName');
          }}
          error={Boolean(shown.fullName)}
          helperText={shown.fullName}
          slotProps={{ htmlInput: { maxLength: MAX_NAME_LENGTH } }}
        />
        {adding && (
          <PhoneField
            id="account-phoneNumber"
            required
            value={phoneNumber}
            onChange={(event) => {
              setPhoneNumber(event.target.value);
              clear('phoneNumber');
            }}
            error={Boolean(shown.phoneNumber)}
            helperText={shown.phoneNumber}
          />
        )}
        <TextField id="account-role" select label={t('staff.accounts.form.role')} value={role} onChange={(event) => setRole(event.target.value as StaffRoleName)} fullWidth>
          {roles.map((known) => (
            <MenuItem key={known} value={known}>
              {t(`staff.roles.${known}`)}
            </MenuItem>
          ))}
        </TextField>
        {adding && (
          <PasswordField
            id="account-password"
            label={t('staff.accounts.form.password')}
            autoComplete="new-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              clear('password');
            }}
            error={Boolean(shown.password)}
            helperText={shown.password ?? t('staff.accounts.form.passwordHint', { min: MIN_PASSWORD_LENGTH })}
          />
        )}
      </Stack>
    </StaffFormDialog>
  );
}
