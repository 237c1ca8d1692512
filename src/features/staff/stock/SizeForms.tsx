import { useState } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MAX_SIZE_NAME, MAX_STOCK_QUANTITY } from '../../../../contract/limits';
import { Icon } from '../../../components/icons/Icon';
import { wholeNumber } from '../../../components/positiveInteger';
import { addIcon } from '../kit/actionIcons';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import { useAddSizeMutation } from './api';
import { useStaffFailure } from '../kit/useStaffFailure';

/** A new size under the list: its name ("M", "42") and the stock it starts with. */
export function AddSizeForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('stock');
  const [addSize, { isLoading }] = useAddSizeMutation();
  // The server's "that size is there already", on the name.
  const [refused, setRefused] = useState<{ size?: string }>({});
  const form = useStaffForm({
    initial: { size: '', quantity: '0' },
    idPrefix: `size-add-${productId}`,
    check: (values) => {
      const found: FieldProblems<typeof values> = {};
      const count = wholeNumber(values.quantity);
      if (!values.size.trim()) found.size = t('staff.stock.sizeRequired');
      if (count === undefined || count > MAX_STOCK_QUANTITY) found.quantity = t('staff.stock.quantityInvalid');
      return found;
    },
    refused,
  });

  // The check has found the quantity whole before this runs.
  const save = async (values: typeof form.values) => {
    setRefused({});
    const name = values.size.trim();
    try {
      await addSize({ productId, body: { size: name, quantity: wholeNumber(values.quantity)! } }).unwrap();
      enqueueSnackbar(t('staff.stock.sizeAdded', { size: name }), { variant: 'success' });
      form.reset();
    } catch (error) {
      if (failed(error).reason === 'duplicate') setRefused({ size: t('staff.stock.duplicate') });
    }
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={form.submit((values) => void save(values))}
      aria-labelledby={`size-add-title-${productId}`}
      variant="outlined"
      sx={{ p: 2, borderRadius: 2, mt: 2 }}
    >
      <Typography id={`size-add-title-${productId}`} component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('staff.stock.addSizeTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          {...form.field('size')}
          label={t('staff.stock.sizeName')}
          required
          slotProps={{ htmlInput: { maxLength: MAX_SIZE_NAME, autoCapitalize: 'characters' } }}
          sx={{ flex: 1 }}
        />
        <TextField
          {...form.field('quantity')}
          label={t('staff.stock.startQuantity')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
          sx={{ width: { sm: 180 } }}
        />
        <Button type="submit" variant="contained" loading={isLoading} startIcon={<Icon path={addIcon} size={20} />} sx={{ minHeight: 56 }}>
          {t('staff.stock.addSize')}
        </Button>
      </Stack>
    </Paper>
  );
}

type RenameSizeDialogProps = { size: string; busy: boolean; duplicate: boolean; onCancel: () => void; onSave: (size: string) => void };

/** A size's new name; a taken one is marked on the field. */
export function RenameSizeDialog({ size, busy, duplicate, onCancel, onSave }: RenameSizeDialogProps) {
  const { t } = useTranslation();
  const form = useStaffForm({
    initial: { size },
    idPrefix: 'size-rename',
    check: (values) => (values.size.trim() ? {} : { size: t('staff.stock.sizeRequired') }),
    refused: duplicate ? { size: t('staff.stock.duplicate') } : {},
  });
  return (
    <StaffFormDialog
      dirty={form.dirty}
      title={t('staff.stock.renameTitle')}
      submitLabel={t('staff.stock.apply')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={form.submit((values) => onSave(values.size.trim()))}
    >
      <TextField
        {...form.field('size')}
        label={t('staff.stock.sizeName')}
        required
        autoFocus
        fullWidth
        slotProps={{ htmlInput: { maxLength: MAX_SIZE_NAME } }}
        sx={{ mt: 1 }}
      />
    </StaffFormDialog>
  );
}
