import { useState, type FormEvent } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { saveSession } from '../../../app/sessionCookies';
import { toServerFailure } from '../../../../machines/serverFailure';
import { PasswordField } from '../../account/components/PasswordField';
import { useEditCustomerPasswordMutation } from '../api';
import { failureMessage } from '../../../components/failureMessage';
import {
  serverPasswordProblems,
  validatePasswordChange,
  type PasswordChange,
  type PasswordField as PasswordFieldName,
  type PasswordProblems,
} from '../passwordRules';
import { errorToast } from '../../../components/errorToast';

type ChangePasswordDialogProps = { customerId: number; open: boolean; onClose: () => void };

const emptyForm: PasswordChange = { oldPassword: '', newPassword: '', confirmPassword: '' };
const fieldOrder: PasswordFieldName[] = ['oldPassword', 'newPassword', 'confirmPassword'];

/** The current password, a new one of at least 6 characters, and the same again. */
export function ChangePasswordDialog({ customerId, open, onClose }: ChangePasswordDialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [changePassword, { isLoading }] = useEditCustomerPasswordMutation();
  const [values, setValues] = useState<PasswordChange>(emptyForm);
  const [problems, setProblems] = useState<PasswordProblems>({});
  const [submitted, setSubmitted] = useState(false);

  function close() {
    setValues(emptyForm);
    setProblems({});
    setSubmitted(false);
    onClose();
  }

  function focusFirstProblem(found: PasswordProblems) {
    const first = fieldOrder.find((field) => found[field]);
    if (first) document.getElementById(`password-${first}`)?.focus();
  }

  function change(field: PasswordFieldName, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    // After a first attempt the messages follow the typing, so the shopper sees a fix take effect.
    if (submitted) setProblems(validatePasswordChange(next));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    const found = validatePasswordChange(values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      focusFirstProblem(found);
      return;
    }
    try {
      // The server ended every earlier token, this device's too: the answer's token keeps it signed in.
      saveSession(await changePassword({ customerId, ...values }).unwrap());
      enqueueSnackbar(t('profile.password.changed'), { variant: 'success' });
      close();
    } catch (error) {
      const fromServer = serverPasswordProblems(toServerFailure(error));
      if (fromServer.oldPassword) {
        setProblems(fromServer);
        focusFirstProblem(fromServer);
        errorToast(t(`profile.password.problems.${fromServer.oldPassword}`));
      } else {
        errorToast(failureMessage(error, t));
      }
    }
  }

  const field = (name: PasswordFieldName) => {
    const problem = problems[name];
    return {
      id: `password-${name}`,
      value: values[name],
      onChange: (event: { target: { value: string } }) => change(name, event.target.value),
      error: Boolean(problem),
      helperText: problem ? t(`profile.password.problems.${problem}`) : name === 'newPassword' ? t('profile.password.hint') : undefined,
    };
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-password-title"
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <DialogTitle id="change-password-title">{t('profile.password.dialogTitle')}</DialogTitle>
      <DialogContent>
        <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('profile.password.dialogIntro')}</Typography>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <PasswordField autoFocus label={t('profile.password.current')} autoComplete="current-password" {...field('oldPassword')} />
          <PasswordField label={t('profile.password.new')} autoComplete="new-password" {...field('newPassword')} />
          <PasswordField label={t('profile.password.confirm')} autoComplete="new-password" {...field('confirmPassword')} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} color="inherit">
          {t('profile.password.cancel')}
        </Button>
        <Button type="submit" variant="contained" disabled={isLoading}>
          {isLoading ? t('profile.details.saving') : t('profile.password.submit')}
        </Button>
      </DialogActions>
      </Box>
    </Dialog>
  );
}
