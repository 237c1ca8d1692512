import { useEffect, useRef, useState } from 'react';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import type { StaffCategory } from '../../../../contract/taxonomy';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { categoriesIcon } from '../kit/staffIcons';
import {
  useAddCategoryMutation,
  useDeleteCategoryMutation,
  useEditCategoryMutation,
  useGetStaffCategoriesQuery,
  useReorderCategoriesMutation,
} from './api';
import { CategoryDialog, type CategoryDraft } from './CategoryDialog';
import { CategoryRow, moveButtonId, type MoveDirection } from './CategoryRow';
import { ConfirmDeleteDialog } from '../kit/ConfirmDeleteDialog';
import { ListSkeleton } from '../kit/ListSkeleton';
import { addIcon } from '../kit/actionIcons';
import { useStaffFailure } from '../kit/useStaffFailure';

type Editing = { category?: StaffCategory; parentId?: number | null };

/** The ids of one parent's categories with `id` moved one place up or down. */
function movedOrder(siblings: StaffCategory[], id: number, direction: MoveDirection): number[] {
  const ids = siblings.map((sibling) => sibling.id);
  const from = ids.indexOf(id);
  const to = direction === 'up' ? from - 1 : from + 1;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return ids;
}

/** The categories as the shop has them: each top-level category with its subcategories, in order; add, edit, move, delete. */
export function CategoryTree() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const failed = useStaffFailure('categories');
  const categoriesRead = useGetStaffCategoriesQuery();
  const [addCategory, adding] = useAddCategoryMutation();
  const [editCategory, editingCall] = useEditCategoryMutation();
  const [reorder, reordering] = useReorderCategoriesMutation();
  const [deleteCategory, deleting] = useDeleteCategoryMutation();
  const [editing, setEditing] = useState<Editing>();
  const [removing, setRemoving] = useState<StaffCategory>();
  const [announcement, setAnnouncement] = useState('');
  const categories = categoriesRead.data ?? [];
  // The move button to focus once the moved rows are drawn (they move at once: categoriesApi's reorder patches the list).
  const focusAfterMove = useRef<string>(undefined);
  useEffect(() => {
    if (!focusAfterMove.current) return;
    document.getElementById(focusAfterMove.current)?.focus();
    focusAfterMove.current = undefined;
  }, [categoriesRead.data]);

  const save = async (draft: CategoryDraft) => {
    const category = editing?.category;
    try {
      if (category) {
        await editCategory({ id: category.id, ...draft }).unwrap();
        enqueueSnackbar(t('staff.categories.saved'), { variant: 'success' });
      } else {
        const added = await addCategory(draft).unwrap();
        enqueueSnackbar(t('staff.categories.added', { name: localizedName(added, language) }), { variant: 'success' });
      }
      setEditing(undefined);
    } catch (error) {
      // A wrong parent or a taken place stays in the dialog to fix; a category gone meanwhile closes it.
      if (failed(error).reason === 'notFound') setEditing(undefined);
    }
  };

  const move = async (category: StaffCategory, siblings: StaffCategory[], direction: MoveDirection) => {
    // One move at a time: the next starts from the order the last one made.
    if (reordering.isLoading) return;
    const ids = movedOrder(siblings, category.id, direction);
    try {
      const position = ids.indexOf(category.id);
      // The focus stays on the moved row (its rows move at once): on the same button, or the other one at an end.
      const atEnd = direction === 'up' ? position === 0 : position === ids.length - 1;
      focusAfterMove.current = moveButtonId(category.id, atEnd ? (direction === 'up' ? 'down' : 'up') : direction);
      await reorder({ parentId: category.parentId, ids }).unwrap();
      setAnnouncement(t('staff.categories.moved', { name: localizedName(category, language), position: position + 1 }));
    } catch (error) {
      failed(error);
    }
  };

  const remove = async () => {
    if (!removing) return;
    try {
      await deleteCategory(removing.id).unwrap();
      enqueueSnackbar(t('staff.categories.deleted', { name: localizedName(removing, language) }), { variant: 'success' });
    } catch (error) {
      failed(error);
    }
    setRemoving(undefined);
  };

  const rowsOf = (siblings: StaffCategory[], label: string) => (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {siblings.map((category, index) => {
        const children = categories.filter((candidate) => candidate.parentId === category.id);
        const top = category.parentId === null;
        return (
          <CategoryRow
            key={category.id}
            category={category}
            first={index === 0}
            last={index === siblings.length - 1}
            onMove={(direction) => void move(category, siblings, direction)}
            onEdit={() => setEditing({ category })}
            onDelete={() => setRemoving(category)}
            onAddChild={top ? () => setEditing({ parentId: category.id }) : undefined}
          >
            {top && children.length > 0 && rowsOf(children, t('staff.categories.subListLabel', { name: localizedName(category, language) }))}
          </CategoryRow>
        );
      })}
    </Box>
  );

  return (
    <>
      <Stack direction="row" sx={{ justifyContent: 'flex-end', mb: 2 }}>
        <Button variant="contained" onClick={() => setEditing({ parentId: null })} startIcon={<Icon path={addIcon} size={20} />}>
          {t('staff.categories.add')}
        </Button>
      </Stack>
      <Typography role="status" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {announcement}
      </Typography>
      <QueryView
        query={categoriesRead}
        loading={<ListSkeleton label={t('staff.categories.loading')} rows={6} />}
        failure={(retry) => <LoadFailure message={t('staff.categories.loadError')} onRetry={retry} />}
        empty={
          <Paper variant="outlined">
            <StatusMessage icon={<Icon path={categoriesIcon} />} message={t('staff.categories.empty')} />
          </Paper>
        }
      >
        {(all) => (
          <Paper variant="outlined" sx={{ borderRadius: 2 }} aria-busy={reordering.isLoading || undefined}>
            {rowsOf(all.filter((category) => category.parentId === null), t('staff.categories.treeLabel'))}
          </Paper>
        )}
      </QueryView>
      {editing && (
        <CategoryDialog
          category={editing.category}
          parentId={editing.parentId}
          categories={categories}
          busy={adding.isLoading || editingCall.isLoading}
          onCancel={() => setEditing(undefined)}
          onSave={(draft) => void save(draft)}
        />
      )}
      {removing && (
        <ConfirmDeleteDialog
          title={t('staff.categories.confirmTitle')}
          text={t('staff.categories.confirmText', { name: localizedName(removing, language) })}
          confirm={t('staff.categories.delete')}
          busy={deleting.isLoading}
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => void remove()}
        />
      )}
    </>
  );
}
