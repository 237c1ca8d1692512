import { DialogContentText, MenuItem, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';
import type { StaffColour } from './types';

type Props = {
  /** The colours this item has no row in yet: at least one, or the dialog is not offered. */
  free: StaffColour[];
  busy: boolean;
  onCancel: () => void;
  onAdd: (colourId: number) => void;
};

/** Which colour the new row of this item gets; everything else is copied from the row it is made from. */
export function AddColourDialog({ free, busy, onCancel, onAdd }: Props) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = useStaffForm({
    initial: { colourId: '' },
    idPrefix: 'add-colour',
    check: ({ colourId }) => (colourId === '' ? { colourId: t('staff.products.errors.pick') } : {}),
  });
  return (
    <StaffFormDialog
      dirty={form.dirty}
      title={t('staff.products.colours.addTitle')}
      submitLabel={t('staff.products.colours.confirm')}
      busy={busy}
      onCancel={onCancel}
      onSubmit={form.submit(({ colourId }) => onAdd(Number(colourId)))}
      describedBy="add-colour-message"
    >
      <DialogContentText id="add-colour-message" sx={{ mb: 2 }}>
        {t('staff.products.colours.addMessage')}
      </DialogContentText>
      <TextField select fullWidth label={t('staff.products.fields.colour')} {...form.field('colourId')}>
        {free.map((colour) => (
          <MenuItem key={colour.id} value={String(colour.id)}>
            {localizedName(colour, language)}
          </MenuItem>
        ))}
      </TextField>
    </StaffFormDialog>
  );
}
