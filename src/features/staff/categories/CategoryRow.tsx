import type { ReactNode } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { StaffCategory } from '../../../../contract/taxonomy';
import { Icon } from '../../../components/icons/Icon';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { addIcon, arrowDownIcon, arrowUpIcon, deleteIcon, editIcon } from '../kit/actionIcons';

export type MoveDirection = 'up' | 'down';

/** The id of a row's move button, so the focus can follow the row it moved. */
export const moveButtonId = (id: number, direction: MoveDirection) => `category-move-${direction}-${id}`;

type CategoryRowProps = {
  category: StaffCategory;
  first: boolean;
  last: boolean;
  onMove: (direction: MoveDirection) => void;
  onEdit: () => void;
  onDelete: () => void;
  /** Top-level rows: add a subcategory under this one. */
  onAddChild?: () => void;
  /** The subcategories' list, under the row. */
  children?: ReactNode;
};

/** One category: its names (the reader's language first) and product count, and its moves, edit and delete buttons. */
export function CategoryRow({ category, first, last, onMove, onEdit, onDelete, onAddChild, children }: CategoryRowProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const name = localizedName(category, language);
  const otherName = language === 'ru' ? category.nameUZB : category.nameRUS;
  const top = category.parentId === null;
  return (
    <Box component="li" sx={{ borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5, px: { xs: 1, sm: 2 }, py: 1, pl: top ? undefined : { xs: 3, sm: 5 } }}>
        <Box sx={{ flex: '1 1 180px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: top ? 700 : 500, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
            <span lang={language === 'ru' ? 'uz' : 'ru'}>{otherName}</span> · {t('staff.categories.products', { count: category.productCount })}
          </Typography>
        </Box>
        <Stack direction="row" sx={{ alignItems: 'center' }}>
          <IconButton id={moveButtonId(category.id, 'up')} onClick={() => onMove('up')} disabled={first} aria-label={t('staff.categories.moveUp', { name })}>
            <Icon path={arrowUpIcon} size={20} />
          </IconButton>
          <IconButton id={moveButtonId(category.id, 'down')} onClick={() => onMove('down')} disabled={last} aria-label={t('staff.categories.moveDown', { name })}>
            <Icon path={arrowDownIcon} size={20} />
          </IconButton>
          <IconButton onClick={onEdit} aria-label={t('staff.categories.editLabel', { name })}>
            <Icon path={editIcon} size={20} />
          </IconButton>
          <IconButton onClick={onDelete} aria-label={t('staff.categories.deleteLabel', { name })}>
            <Icon path={deleteIcon} size={20} />
          </IconButton>
          {onAddChild && (
            <Button size="small" onClick={onAddChild} aria-label={t('staff.categories.addSubLabel', { name })} startIcon={<Icon path={addIcon} size={18} />} sx={{ ml: 0.5 }}>
              {t('staff.categories.addSub')}
            </Button>
          )}
        </Stack>
      </Stack>
      {children}
    </Box>
  );
}
