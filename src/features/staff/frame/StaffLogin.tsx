import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { phoneError, normalizePhone } from '../../../../machines/accountValidation';
import { PasswordField } from '../../account/components/PasswordField';
import { PhoneField } from '../../account/components/PhoneField';
import { orderFailure } from '../../orders/orderFailure';
import { useStaffLoginMutation } from '../api';
import { saveStaffSession } from '../staffSession';
import { errorToast } from '../../../components/errorToast';

type Problems = { phoneNumber?: string; password?: string };

/** The staff sign-in (POST /api/auth/loginUser): its token is kept apart from any customer's session. */
export function StaffLogin() {
  const { t } = useTranslation();
  const [login, { isLoading }] = useStaffLoginMutation();
  const [phoneNumber, setPhoneNumber] = useState('+998 ');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  async function submit(event: FormEvent) {
    event.preventDefault();
    const found: Problems = {};
    if (phoneError(phoneNumber)) found.phoneNumber = t('staff.login.phoneInvalid');
    if (!password) found.password = t('staff.login.passwordRequired');
    setProblems(found);
    if (found.phoneNumber || found.password) {
      document.getElementById(found.phoneNumber ? 'staff-phone' : 'staff-password')?.focus();
      return;
    }
    try {
      const answer = await login({ phoneNumber: normalizePhone(phoneNumber), password }).unwrap();
      saveStaffSession({ accessToken: answer.accessToken, role: answer.role, phoneNumber: normalizePhone(phoneNumber) });
    } catch (error) {
      const { reason } = orderFailure(error);
      // A wrong pair is a 401 here, not an expired session.
      errorToast(t(reason === 'sessionExpired' || reason === 'checkFields' ? 'staff.login.wrong' : `orders.errors.${reason}`));
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 2, maxWidth: 440, mx: 'auto', mt: { xs: 1, md: 4 } }}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2.5} aria-labelledby="staff-login-title">
        <Typography id="staff-login-title" variant="h1" sx={{ fontSize: { xs: 22, md: 24 } }}>
          {t('staff.login.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('staff.login.intro')}</Typography>
        <PhoneField
          id="staff-phone"
          value={phoneNumber}
          onChange={(event) => setPhoneNumber(event.target.value)}
          error={Boolean(problems.phoneNumber)}
          helperText={problems.phoneNumber}
        />
        <PasswordField
          id="staff-password"
          label={t('staff.login.password')}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(problems.password)}
          helperText={problems.password}
        />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('staff.login.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
