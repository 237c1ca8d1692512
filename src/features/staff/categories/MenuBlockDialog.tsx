import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { CategoryBlockType, StaffCategoryBlock } from '../../../../contract/taxonomy';
import { CATEGORY_BLOCK_TYPES } from '../../../../contract/limits';
import { StaffFormDialog } from '../kit/StaffFormDialog';
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
  const [menu, setMenu] = useState<CategoryBlockType>(block.categoryBlockType);
  const [placement, setPlacement] = useState(String(block.placementNumber));
  const [invalid, setInvalid] = useState(false);

  const submit = () => {
    const placementNumber = parsePlacement(placement);
    if (placementNumber === undefined) {
      setInvalid(true);
      document.getElementById('menu-block-placement')?.focus();
      return;
    }
    onSave({ categoryBlockType: menu, placementNumber });
  };

  return (
    <StaffFormDialog title={`${t('staff.categories.menus.editTitle')}: ${name}`} submitLabel={t('staff.categories.menus.save')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField select id="menu-block-menu" label={t('staff.categories.menus.menu')} value={menu} onChange={(event) => setMenu(event.target.value as CategoryBlockType)}>
          {CATEGORY_BLOCK_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {t(`staff.categories.menus.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="menu-block-placement"
          label={t('staff.categories.menus.placement')}
          autoFocus
          required
          value={placement}
          onChange={(event) => {
            setPlacement(event.target.value);
            setInvalid(false);
          }}
          error={invalid}
          helperText={invalid ? t('staff.categories.menus.placementInvalid') : t('staff.categories.menus.placementHelp')}
          slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
        />
      </Stack>
    </StaffFormDialog>
  );
}
