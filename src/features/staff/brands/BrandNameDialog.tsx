import { TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_BRAND_NAME } from '../../../../contract/limits';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';

type BrandNameDialogProps = { name: string; busy: boolean; duplicate: boolean; onCancel: () => void; onSave: (name: string) => void };

/** Renames a brand; a taken name is marked on the field (the toast says it too). */
export function BrandNameDialog({ name, busy, duplicate, onCancel, onSave }: BrandNameDialogProps) {
  const { t } = useTranslation();
  const form = useStaffForm({
    initial: { name },
    idPrefix: 'brand-edit',
    check: (values) => (values.name.trim() ? {} : { name: t('staff.brands.nameRequired') }),
    refused: duplicate ? { name: t('staff.brands.duplicate') } : {},
  });

  return (
    <StaffFormDialog dirty={form.dirty} title={t('staff.brands.editTitle')} submitLabel={t('staff.brands.save')} busy={busy} onCancel={onCancel} onSubmit={form.submit((values) => onSave(values.name.trim()))}>
      <TextField
        {...form.field('name')}
        label={t('staff.brands.name')}
        autoFocus
        fullWidth
        required
        slotProps={{ htmlInput: { maxLength: MAX_BRAND_NAME } }}
        sx={{ mt: 1 }}
      />
    </StaffFormDialog>
  );
}
