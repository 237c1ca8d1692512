import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { phoneError, normalizePhone } from '../../../../machines/accountValidation';
import { PasswordField } from '../../account/components/PasswordField';
import { PhoneField } from '../../account/components/PhoneField';
import { orderFailure } from '../../orders/orderFailure';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import { useStaffLoginMutation } from '../api';
import { saveStaffSession } from '../staffSession';
import { errorToast } from '../../../components/errorToast';

/** The staff sign-in (POST /api/auth/loginUser): its token is kept apart from any customer's session. */
export function StaffLogin() {
  const { t } = useTranslation();
  const [login, { isLoading }] = useStaffLoginMutation();
  const form = useStaffForm({
    initial: { phone: '+998 ', password: '' },
    idPrefix: 'staff',
    check: (values) => {
      const found: FieldProblems<typeof values> = {};
      if (phoneError(values.phone)) found.phone = t('staff.login.phoneInvalid');
      if (!values.password) found.password = t('staff.login.passwordRequired');
      return found;
    },
  });

  const signIn = async ({ phone, password }: typeof form.values) => {
    const phoneNumber = normalizePhone(phone);
    try {
      const answer = await login({ phoneNumber, password }).unwrap();
      saveStaffSession({ accessToken: answer.accessToken, role: answer.role, phoneNumber });
    } catch (error) {
      const { reason } = orderFailure(error);
      // A wrong pair is a 401 here, not an expired session.
      errorToast(t(reason === 'sessionExpired' || reason === 'checkFields' ? 'staff.login.wrong' : `orders.errors.${reason}`));
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 }, borderRadius: 2, maxWidth: 440, mx: 'auto', mt: { xs: 1, md: 4 } }}>
      <Stack component="form" noValidate onSubmit={form.submit((values) => void signIn(values))} spacing={2.5} aria-labelledby="staff-login-title">
        <Typography id="staff-login-title" variant="h1" sx={{ fontSize: { xs: 22, md: 24 } }}>
          {t('staff.login.title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 14 }}>{t('staff.login.intro')}</Typography>
        <PhoneField {...form.field('phone')} />
        <PasswordField {...form.field('password')} label={t('staff.login.password')} autoComplete="current-password" />
        <Button type="submit" variant="contained" size="large" loading={isLoading}>
          {t('staff.login.submit')}
        </Button>
      </Stack>
    </Paper>
  );
}
