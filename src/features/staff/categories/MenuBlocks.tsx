import { useState } from 'react';
import { Box, Button, IconButton, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { CategoryBlockType, StaffCategory, StaffCategoryBlock } from '../../../../contract/taxonomy';
import { CATEGORY_BLOCK_TYPES, MAX_PLACEMENT_NUMBER } from '../../../../contract/limits';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import {
  useAddCategoryBlockMutation,
  useDeleteCategoryBlockMutation,
  useEditCategoryBlockMutation,
  useGetStaffCategoriesQuery,
  useGetStaffMenusQuery,
} from './api';
import { ListSkeleton } from '../kit/ListSkeleton';
import { MenuBlockDialog } from './MenuBlockDialog';
import { parsePlacement } from './menuPlacement';
import { addIcon, deleteIcon, editIcon } from '../kit/actionIcons';
import { useStaffFailure } from '../kit/useStaffFailure';
import { useStaffForm } from '../kit/useStaffForm';

/** "Ayollar › Ko‘ylaklar" for a subcategory, so two "Ko‘ylaklar" under different parents are told apart. */
function useCategoryLabel(categories: StaffCategory[]) {
  const { language } = useLanguage();
  return (category: Pick<StaffCategory, 'id' | 'nameUZB' | 'nameRUS' | 'parentId'>) => {
    const parent = category.parentId === null ? undefined : categories.find((candidate) => candidate.id === category.parentId);
    const name = localizedName(category, language);
    return parent ? `${localizedName(parent, language)} › ${name}` : name;
  };
}

type MenuProps = { type: CategoryBlockType; blocks: StaffCategoryBlock[]; categories: StaffCategory[] };

/** One menu: its categories by placement, each to move or remove, and the form that adds one. */
function Menu({ type, blocks, categories }: MenuProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('categories');
  const labelOf = useCategoryLabel(categories);
  const [addBlock, adding] = useAddCategoryBlockMutation();
  const [editBlock, editing] = useEditCategoryBlockMutation();
  const [deleteBlock] = useDeleteCategoryBlockMutation();
  const [changing, setChanging] = useState<StaffCategoryBlock>();
  const menuName = t(`staff.categories.menus.${type}`);
  const shown = new Set(blocks.map((block) => block.category.id));
  const offered = categories.filter((category) => !shown.has(category.id));
  const nextPlacement = Math.min(MAX_PLACEMENT_NUMBER, blocks.reduce((last, block) => Math.max(last, block.placementNumber), 0) + 1);
  /** The placement typed, or the next one when none is. */
  const placementOf = (placement: string) => (placement.trim() ? parsePlacement(placement) : nextPlacement);
  const form = useStaffForm({
    initial: { category: '', placement: '' },
    idPrefix: `menu-${type}`,
    check: (values) => ({
      ...(values.category ? {} : { category: t('staff.categories.menus.chooseCategory') }),
      ...(placementOf(values.placement) === undefined ? { placement: t('staff.categories.menus.placementInvalid') } : {}),
    }),
  });

  // The check has found a category chosen and the placement good before this runs.
  const add = async (values: typeof form.values) => {
    try {
      await addBlock({ categoryBlockType: type, placementNumber: placementOf(values.placement)!, categoryId: Number(values.category) }).unwrap();
      enqueueSnackbar(t('staff.categories.menus.added'), { variant: 'success' });
      form.reset();
    } catch (error) {
      failed(error);
    }
  };

  const save = async (change: { categoryBlockType: CategoryBlockType; placementNumber: number }) => {
    if (!changing) return;
    try {
      await editBlock({ id: changing.id, categoryId: changing.category.id, ...change }).unwrap();
      enqueueSnackbar(t('staff.categories.menus.saved'), { variant: 'success' });
      setChanging(undefined);
    } catch (error) {
      if (failed(error).reason !== 'duplicate') setChanging(undefined);
    }
  };

  const remove = async (block: StaffCategoryBlock) => {
    try {
      await deleteBlock(block.id).unwrap();
      enqueueSnackbar(t('staff.categories.menus.removed'), { variant: 'success' });
      document.getElementById(`${type}-title`)?.focus();
    } catch (error) {
      failed(error);
    }
  };

  return (
    <Paper component="section" variant="outlined" aria-labelledby={`${type}-title`} sx={{ borderRadius: 2, flex: 1, minWidth: 0 }}>
      <Typography id={`${type}-title`} tabIndex={-1} component="h2" sx={{ fontWeight: 700, fontSize: 18, px: 2, pt: 2, outline: 'none' }}>
        {menuName}
      </Typography>
      {blocks.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', px: 2, py: 1.5 }}>{t('staff.categories.menus.empty')}</Typography>
      ) : (
        <Box component="ol" aria-label={menuName} sx={{ listStyle: 'none', m: 0, p: 0, mt: 1 }}>
          {blocks.map((block) => {
            const name = labelOf(block.category);
            return (
              <Stack component="li" key={block.id} direction="row" spacing={1} sx={{ alignItems: 'center', px: 2, py: 0.5, borderTop: 1, borderColor: 'divider' }}>
                <Typography variant="body2" sx={{ color: 'text.secondary', minWidth: 72 }}>
                  {t('staff.categories.menus.place', { placement: block.placementNumber })}
                </Typography>
                <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Typography>
                <IconButton onClick={() => setChanging(block)} aria-label={t('staff.categories.menus.editLabel', { name })}>
                  <Icon path={editIcon} size={20} />
                </IconButton>
                <IconButton onClick={() => void remove(block)} aria-label={t('staff.categories.menus.removeLabel', { name, menu: menuName })}>
                  <Icon path={deleteIcon} size={20} />
                </IconButton>
              </Stack>
            );
          })}
        </Box>
      )}
      <Box component="form" noValidate onSubmit={form.submit((values) => void add(values))} aria-label={t('staff.categories.menus.addTitle', { menu: menuName })} sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'action.hover' }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
          <TextField
            {...form.field('category')}
            select
            label={t('staff.categories.menus.category')}
            size="small"
            sx={{ flex: 2, minWidth: 0 }}
          >
            {offered.map((category) => (
              <MenuItem key={category.id} value={String(category.id)}>
                {labelOf(category)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            {...form.field('placement')}
            label={t('staff.categories.menus.placement')}
            size="small"
            placeholder={String(nextPlacement)}
            slotProps={{ htmlInput: { inputMode: 'numeric', pattern: '[0-9]*' } }}
            sx={{ flex: 1, minWidth: 96 }}
          />
          <Button type="submit" variant="contained" loading={adding.isLoading} startIcon={<Icon path={addIcon} size={20} />} sx={{ minHeight: 40 }}>
            {t('staff.categories.menus.add')}
          </Button>
        </Stack>
      </Box>
      {changing && (
        <MenuBlockDialog block={changing} name={labelOf(changing.category)} busy={editing.isLoading} onCancel={() => setChanging(undefined)} onSave={(change) => void save(change)} />
      )}
    </Paper>
  );
}

/** The header's two menus (MENU_1, MENU_2), side by side on a wide screen and one above the other on a phone. */
export function MenuBlocks() {
  const { t } = useTranslation();
  const menusRead = useGetStaffMenusQuery();
  const categoriesRead = useGetStaffCategoriesQuery();
  const both = {
    ...menusRead,
    data: menusRead.data && categoriesRead.data ? { blocks: menusRead.data, categories: categoriesRead.data } : undefined,
    isError: menusRead.isError || categoriesRead.isError,
    isFetching: menusRead.isFetching || categoriesRead.isFetching,
    refetch: () => {
      void menusRead.refetch();
      void categoriesRead.refetch();
    },
  };
  return (
    <>
      <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t('staff.categories.menus.intro')}</Typography>
      <QueryView
        query={both}
        loading={<ListSkeleton label={t('staff.categories.menus.loading')} rows={4} />}
        failure={(retry) => <LoadFailure message={t('staff.categories.menus.loadError')} onRetry={retry} />}
        isEmpty={() => false}
      >
        {({ blocks, categories }) => (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
            {CATEGORY_BLOCK_TYPES.map((type) => (
              <Menu key={type} type={type} blocks={blocks.filter((block) => block.categoryBlockType === type)} categories={categories} />
            ))}
          </Stack>
        )}
      </QueryView>
    </>
  );
}
