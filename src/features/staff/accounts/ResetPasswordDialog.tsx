import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, FormControlLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MIN_PASSWORD_LENGTH } from '../../../../contract/limits';
import { PasswordField } from '../../account/components/PasswordField';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';

type Props = {
  name: string;
  busy: boolean;
  /** The password the server made, once it answered: shown this one time. */
  generated?: string;
  onCancel: () => void;
  onReset: (password: string | undefined) => void;
};

/** A new password for a staff member: typed by the admin, or made by the server and shown once to pass on. */
export function ResetPasswordDialog({ name, busy, generated, onCancel, onReset }: Props) {
  const { t } = useTranslation();
  const form = useStaffForm({
    initial: { mode: 'generate' as 'generate' | 'type', password: '' },
    idPrefix: 'reset',
    check: (values) => (values.mode === 'type' && values.password.length < MIN_PASSWORD_LENGTH ? { password: t('staff.accounts.form.passwordShort', { min: MIN_PASSWORD_LENGTH }) } : {}),
  });
  const { mode } = form.values;
  const submit = form.submit((values) => onReset(values.mode === 'type' ? values.password : undefined));

  if (generated !== undefined) {
    return (
      <Dialog open onClose={onCancel} aria-labelledby="reset-title" maxWidth="xs" fullWidth>
        <DialogTitle id="reset-title">{t('staff.accounts.reset.doneTitle')}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" sx={{ mb: 2 }}>
            {t('staff.accounts.reset.showOnce', { name })}
          </Alert>
          <TextField
            label={t('staff.accounts.reset.generated')}
            value={generated}
            fullWidth
            autoFocus
            onFocus={(event) => event.target.select()}
            slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace', fontSize: 20 } } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => void navigator.clipboard?.writeText(generated)}>{t('staff.accounts.reset.copy')}</Button>
          <Button onClick={onCancel} variant="contained">
            {t('staff.accounts.reset.close')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }
  return (
    <StaffFormDialog dirty={form.dirty} title={t('staff.accounts.reset.title')} submitLabel={t('staff.accounts.reset.submit')} busy={busy} onCancel={onCancel} onSubmit={submit} describedBy="reset-text">
      <DialogContentText id="reset-text">{t('staff.accounts.reset.text', { name })}</DialogContentText>
      <RadioGroup value={mode} onChange={(event) => form.set('mode', event.target.value as 'generate' | 'type')} aria-label={t('staff.accounts.reset.how')} sx={{ my: 1 }}>
        <FormControlLabel value="generate" control={<Radio />} label={t('staff.accounts.reset.generate')} />
        <FormControlLabel value="type" control={<Radio />} label={t('staff.accounts.reset.type')} />
      </RadioGroup>
      {mode === 'type' && (
        <PasswordField
          {...form.field('password', t('staff.accounts.form.passwordHint', { min: MIN_PASSWORD_LENGTH }))}
          label={t('staff.accounts.form.password')}
          autoComplete="new-password"
          autoFocus
        />
      )}
    </StaffFormDialog>
  );
}
