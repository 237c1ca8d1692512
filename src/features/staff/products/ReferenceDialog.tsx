import { DialogContentText, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';
import { MAX_REFERENCE_NUMBER } from '../../../../contract/limits';
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
  const form = useStaffForm({
    initial: { referenceNumber: current },
    idPrefix: 'reference',
    check: ({ referenceNumber }) => {
      const trimmed = referenceNumber.trim();
      if (trimmed === '') return { referenceNumber: t('staff.products.errors.required') };
      return trimmed.length > MAX_REFERENCE_NUMBER || !REFERENCE_PATTERN.test(trimmed) ? { referenceNumber: t('staff.products.errors.reference') } : {};
    },
  });
  // The same number again changes nothing: the dialog just closes.
  const save = ({ referenceNumber }: { referenceNumber: string }) => (referenceNumber.trim() === current ? onCancel() : onConfirm(referenceNumber.trim()));
  return (
    <StaffFormDialog dirty={form.dirty} title={t('staff.products.reference.title')} submitLabel={t('staff.products.reference.confirm')} busy={busy} onCancel={onCancel} onSubmit={form.submit(save)} maxWidth="sm">
      <DialogContentText sx={{ mb: 2 }}>{t('staff.products.reference.message')}</DialogContentText>
      <TextField
        {...form.field('referenceNumber', t('staff.products.hints.referenceNumber'))}
        autoFocus
        fullWidth
        label={t('staff.products.fields.referenceNumber')}
        slotProps={{ htmlInput: { maxLength: 40 } }}
      />
    </StaffFormDialog>
  );
}
