import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CategoryBlockType, StaffCategoryBlock } from '../../../../contract/taxonomy';
import { CATEGORY_BLOCK_TYPES } from '../../../../contract/limits';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';
import { parsePlacement } from './menuPlacement';

type MenuBlockDialogProps = {
  block: StaffCategoryBlock;
  name: string;
  busy: boolean;
  onCancel: () => void;
  onSave: (change: { categoryBlockType: CategoryBlockType; placementNumber: number }) => void;
};

/** A menu entry's placement, or the other menu. */
export function MenuBlockDialog({ block, name, busy, onCancel, onSave }: MenuBlockDialogProps) {
  const { t } = useTranslation();
  const form = useStaffForm({
    initial: { menu: block.categoryBlockType, placement: String(block.placementNumber) },
    idPrefix: 'menu-block',
    check: (values) => (parsePlacement(values.placement) === undefined ? { placement: t('staff.categories.menus.placementInvalid') } : {}),
  });
  const submit = form.submit((values) => onSave({ categoryBlockType: values.menu, placementNumber: parsePlacement(values.placement)! }));

  return (
    <StaffFormDialog dirty={form.dirty} title={`${t('staff.categories.menus.editTitle')}: ${name}`} submitLabel={t('staff.categories.menus.save')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select id="menu-block-menu" label={t('staff.categories.menus.menu')} value={form.values.menu} onChange={(event) => form.set('menu', event.target.value as CategoryBlockType)}>
          {CATEGORY_BLOCK_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`staff.categories.menus.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...form.field('placement', t('staff.categories.menus.placementHelp'))}
          label={t('staff.categories.menus.placement')}
          autoFocus
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
      </Stack>
    </StaffFormDialog>
  );
}
