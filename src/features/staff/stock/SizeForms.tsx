import { useState, type FormEvent } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { MAX_SIZE_NAME, MAX_STOCK_QUANTITY } from '../../../../contract/limits';
import { Icon } from '../../../components/icons/Icon';
import { addIcon } from '../kit/actionIcons';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';
import { useAddSizeMutation } from './api';
import { useStaffFailure } from '../kit/useStaffFailure';

/** A new size under the list: its name ("M", "42") and the stock it starts with. */
export function AddSizeForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('stock');
  const [addSize, { isLoading }] = useAddSizeMutation();
  const [size, setSize] = useState('');
  const [quantity, setQuantity] = useState('0');
  const [problems, setProblems] = useState<{ size?: string; quantity?: string }>({});
  const nameId = `size-add-name-${productId}`;
  const quantityId = `size-add-quantity-${productId}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = size.trim();
    const count = /^\d+$/.test(quantity.trim()) ? Number(quantity.trim()) : undefined;
    const found: typeof problems = {};
    if (!name) found.size = t('staff.stock.sizeRequired');
    if (count === undefined || count > MAX_STOCK_QUANTITY) found.quantity = t('staff.stock.quantityInvalid');
    setProblems(found);
    if (found.size || found.quantity) {
      document.getElementById(found.size ? nameId : quantityId)?.focus();
      return;
    }
    try {
      await addSize({ productId, body: { size: name, quantity: count } }).unwrap();
      enqueueSnackbar(t('staff.stock.sizeAdded', { size: name }), { variant: 'success' });
      setSize('');
      setQuantity('0');
    } catch (error) {
      if (failed(error).reason === 'duplicate') setProblems({ size: t('staff.stock.duplicate') });
    }
  };

  return (
    <Paper component="form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby={`size-add-title-${productId}`} variant="outlined" sx={{ p: 2, borderRadius: 2, mt: 2 }}>
      <Typography id={`size-add-title-${productId}`} component="h3" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('staff.stock.addSizeTitle')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          id={nameId}
          label={t('staff.stock.sizeName')}
          required
          value={size}
          onChange={(event) => {
            setSize(event.target.value);
            setProblems((current) => ({ ...current, size: undefined }));
          }}
          error={problems.size !== undefined}
          helperText={problems.size}
          slotProps={{ htmlInput: { maxLength: MAX_SIZE_NAME, autoCapitalize: 'characters' } }}
          sx={{ flex: 1 }}
        />
        <TextField
          id={quantityId}
          label={t('staff.stock.startQuantity')}
          value={quantity}
          onChange={(event) => {
            setQuantity(event.target.value);
            setProblems((current) => ({ ...current, quantity: undefined }));
          }}
          error={problems.quantity !== undefined}
          helperText={problems.quantity}
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
