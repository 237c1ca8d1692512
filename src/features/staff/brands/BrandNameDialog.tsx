import { useState } from 'react';
import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_BRAND_NAME } from '../../../../contract/limits';
import { StaffFormDialog } from '../kit/StaffFormDialog';

type BrandNameDialogProps = { name: string; busy: boolean; duplicate: boolean; onCancel: () => void; onSave: (name: string) => void };

/** Renames a brand; a taken name is marked on the field (the toast says it too). */
export function BrandNameDialog({ name: current, busy, duplicate, onCancel, onSave }: BrandNameDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(current);
  const [missing, setMissing] = useState(false);

  const submit = () => {
    const value = name.trim();
    if (!value) {
      setMissing(true);
      document.getElementById('brand-edit-name')?.focus();
      return;
    }
    onSave(value);
  };

  const problem = missing ? t('staff.brands.nameRequired') : duplicate ? t('staff.brands.duplicate') : undefined;
  return (
    <StaffFormDialog title={t('staff.brands.editTitle')} submitLabel={t('staff.brands.save')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <TextField
        id="brand-edit-name"
        label={t('staff.brands.name')}
        autoFocus
        fullWidth
        required
        value={name}
        onChange={(event) => {
          setName(event.target.value);
          setMissing(false);
        }}
        error={problem !== undefined}
        helperText={problem}
        slotProps={{ htmlInput: { maxLength: MAX_BRAND_NAME } }}
        sx={{ mt: 1 }}
      />
    </StaffFormDialog>
  );
}
