import { useState, type FormEvent } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { REFERENCE_PATTERN } from './productForm';

type Props = {
  current: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (referenceNumber: string) => void;
};

/** A stored product's new reference number (editRefnumber); only this colour's row takes it. */
export function ReferenceDialog({ current, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  const [value, setValue] = useState(current);
  const [checked, setChecked] = useState(false);
  const trimmed = value.trim();
  const error = trimmed === '' ? 'required' : trimmed.length > 40 || !REFERENCE_PATTERN.test(trimmed) ? 'reference' : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (error === null && trimmed !== current) onConfirm(trimmed);
    else if (error === null) onCancel();
  };
  return (
    <Dialog open onClose={busy ? undefined : onCancel} aria-labelledby="reference-title">
      <form onSubmit={submit} noValidate>
      <DialogTitle id="reference-title">{t('staff.products.reference.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('staff.products.reference.message')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          label={t('staff.products.fields.referenceNumber')}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={checked && error !== null}
          helperText={checked && error !== null ? t(`staff.products.errors.${error}`) : t('staff.products.hints.referenceNumber')}
          slotProps={{ htmlInput: { maxLength: 40 } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('staff.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {t('staff.products.reference.confirm')}
        </Button>
      </DialogActions>
      </form>
    </Dialog>
  );
}
