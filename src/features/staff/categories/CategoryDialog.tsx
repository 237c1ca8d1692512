import { DialogContentText, MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { EditCategoryBody, StaffCategory } from '../../../../contract/taxonomy';
import { MAX_CATEGORY_NAME } from '../../../../contract/limits';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import { CategoryPictures } from './CategoryPictures';

/** What the dialog saves: an edit's body, which an add takes as it is. */
export type CategoryDraft = EditCategoryBody;

type CategoryDialogProps = {
  /** The category being edited; absent: a new one. */
  category?: StaffCategory;
  /** A new category's parent to begin with (its "add subcategory" button). */
  parentId?: number | null;
  categories: StaffCategory[];
  busy: boolean;
  onCancel: () => void;
  onSave: (draft: CategoryDraft) => void;
};

const TOP_LEVEL = 'top';

/**
 * Adds or edits a category: both names and where it sits. The shop has two levels, so the parents offered are the
 * top-level categories (not the category itself), and a category with subcategories stays at the top.
 */
export function CategoryDialog({ category, parentId, categories, busy, onCancel, onSave }: CategoryDialogProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const form = useStaffForm({
    initial: { nameUZB: category?.nameUZB ?? '', nameRUS: category?.nameRUS ?? '', parent: String(category ? (category.parentId ?? TOP_LEVEL) : (parentId ?? TOP_LEVEL)) },
    idPrefix: 'category',
    check: (values) => {
      const found: FieldProblems<typeof values> = {};
      if (!values.nameUZB.trim()) found.nameUZB = t('staff.categories.required');
      if (!values.nameRUS.trim()) found.nameRUS = t('staff.categories.required');
      return found;
    },
  });
  const hasChildren = category !== undefined && categories.some((candidate) => candidate.parentId === category.id);
  const parents = categories.filter((candidate) => candidate.parentId === null && candidate.id !== category?.id);
  const submit = form.submit((values) => onSave({ nameUZB: values.nameUZB.trim(), nameRUS: values.nameRUS.trim(), parentId: values.parent === TOP_LEVEL ? null : Number(values.parent) }));

  return (
    <StaffFormDialog dirty={form.dirty} title={t(category ? 'staff.categories.editTitle' : 'staff.categories.addTitle')} submitLabel={t('staff.categories.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="sm">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          {...form.field('nameUZB')}
          label={t('staff.categories.nameUZB')}
          autoFocus
          required
          slotProps={{ htmlInput: { maxLength: MAX_CATEGORY_NAME, lang: 'uz' } }}
        />
        <TextField
          {...form.field('nameRUS')}
          label={t('staff.categories.nameRUS')}
          required
          slotProps={{ htmlInput: { maxLength: MAX_CATEGORY_NAME, lang: 'ru' } }}
        />
        <TextField
          select
          id="category-parent"
          label={t('staff.categories.parent')}
          value={form.values.parent}
          onChange={(event) => form.set('parent', event.target.value)}
          disabled={hasChildren}
          helperText={hasChildren ? t('staff.categories.parentLocked') : undefined}
          // The reason stays readable (full contrast) while the field it explains is disabled.
          slotProps={{ formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } } }}
        >
          <MenuItem value={TOP_LEVEL}>{t('staff.categories.topLevel')}</MenuItem>
          {parents.map((candidate) => (
            <MenuItem key={candidate.id} value={String(candidate.id)}>
              {localizedName(candidate, language)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {category ? (
        <CategoryPictures category={category} />
      ) : (
        <DialogContentText sx={{ mt: 2, fontSize: 14 }}>{t('staff.categories.picturesLater')}</DialogContentText>
      )}
    </StaffFormDialog>
  );
}
