import { Box, Checkbox, FormControlLabel, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SaleGroup, SaleGroupBody } from '../../../../contract/promotions';
import type { StaffCategory } from '../../../../contract/taxonomy';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';
import { fromShopInput, isHalfTypedMoment, toShopInput } from '../../../components/shopTime';
import { DateField } from '../../../components/DateField';

type Props = {
  group?: SaleGroup;
  categories: StaffCategory[];
  busy: boolean;
  serverFields: Record<string, string>;
  onCancel: () => void;
  onSave: (fields: SaleGroupBody) => void;
};

const HOUR = 3600_000;

/** The categories in tree order: each top-level one followed by its subcategories. */
function treeOrder(categories: StaffCategory[]): Array<StaffCategory & { depth: number }> {
  const byPosition = (a: StaffCategory, b: StaffCategory) => a.position - b.position || a.id - b.id;
  return categories
    .filter((category) => category.parentId === null)
    .sort(byPosition)
    .flatMap((parent) => [
      { ...parent, depth: 0 },
      ...categories.filter((child) => child.parentId === parent.id).sort(byPosition).map((child) => ({ ...child, depth: 1 })),
    ]);
}

/** Adds or edits a sale group: names, percent, period (datetime-local), on/off and its categories. */
export function SaleGroupDialog({ group, categories, busy, serverFields, onCancel, onSave }: Props) {
  const { t, i18n } = useTranslation();
  const form = useStaffForm({
    initial: {
      nameUZB: group?.nameUZB ?? '',
      nameRUS: group?.nameRUS ?? '',
      percent: String(group?.percent ?? 20),
      startsAt: toShopInput(group?.startsAt ?? new Date().toISOString()),
      endsAt: toShopInput(group?.endsAt ?? new Date(Date.now() + 7 * 24 * HOUR).toISOString()),
      active: group?.active ?? true,
      categoryIds: group?.categoryIds ?? [],
    },
    idPrefix: 'sale-group',
    check: (values) => {
      const found: FieldProblems<typeof values> = {};
      const percent = Number(values.percent);
      const start = fromShopInput(values.startsAt);
      const end = fromShopInput(values.endsAt);
      if (!values.nameUZB.trim()) found.nameUZB = t('staff.promotions.required');
      if (!values.nameRUS.trim()) found.nameRUS = t('staff.promotions.required');
      if (!Number.isInteger(percent) || percent < 1 || percent > 99) found.percent = t('staff.promotions.sales.percentRange');
      if (!start) found.startsAt = t(isHalfTypedMoment(values.startsAt) ? 'common.dateField.wrongTime' : 'staff.promotions.required');
      if (!end) found.endsAt = t(isHalfTypedMoment(values.endsAt) ? 'common.dateField.wrongTime' : 'staff.promotions.required');
      else if (start && Date.parse(end) <= Date.parse(start)) found.endsAt = t('staff.promotions.sales.endAfterStart');
      if (values.categoryIds.length === 0) found.categoryIds = t('staff.promotions.sales.pickCategory');
      return found;
    },
    refused: serverFields,
  });
  const nameOf = (category: StaffCategory) => (i18n.language === 'ru' ? category.nameRUS : category.nameUZB);
  // The check has found both moments readable before this runs.
  const submit = form.submit((values) =>
    onSave({
      nameUZB: values.nameUZB.trim(),
      nameRUS: values.nameRUS.trim(),
      percent: Number(values.percent),
      startsAt: fromShopInput(values.startsAt)!,
      endsAt: fromShopInput(values.endsAt)!,
      active: values.active,
      categoryIds: values.categoryIds,
    }),
  );
  const chosen = form.values.categoryIds;
  const toggle = (id: number) => form.set('categoryIds', chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  const categoriesProblem = form.problemOf('categoryIds');

  return (
    <StaffFormDialog dirty={form.dirty} title={group ? t('staff.promotions.sales.editTitle') : t('staff.promotions.sales.addTitle')} submitLabel={t('staff.promotions.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="sm">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField {...form.field('nameUZB')} label={t('staff.promotions.nameUZB')} required size="small" slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField {...form.field('nameRUS')} label={t('staff.promotions.nameRUS')} required size="small" slotProps={{ htmlInput: { maxLength: 100 } }} />
        <TextField {...form.field('percent')} label={t('staff.promotions.sales.percent')} type="number" required size="small" slotProps={{ htmlInput: { min: 1, max: 99 } }} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateField kind="dateTime" {...form.dateField('startsAt')} label={t('staff.promotions.sales.startsAt')} required size="small" fullWidth />
          <DateField kind="dateTime" {...form.dateField('endsAt')} label={t('staff.promotions.sales.endsAt')} required size="small" fullWidth />
        </Stack>
        <FormControlLabel control={<Switch checked={form.values.active} onChange={(event) => form.set('active', event.target.checked)} />} label={t('staff.promotions.sales.active')} />
        <Box component="fieldset" id="sale-group-categoryIds" tabIndex={-1} sx={{ border: 1, borderColor: categoriesProblem ? 'error.main' : 'divider', borderRadius: 1, m: 0, px: 1.5, py: 1 }}>
          <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
            {t('staff.promotions.sales.categories')}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mb: 0.5 }}>
            {t('staff.promotions.sales.parentHint')}
          </Typography>
          <Box sx={{ maxHeight: 220, overflowY: 'auto' }}>
            {treeOrder(categories).map((category) => (
              <FormControlLabel
                key={category.id}
                sx={{ display: 'flex', ml: category.depth ? 3 : 0 }}
                control={<Checkbox size="small" checked={chosen.includes(category.id)} onChange={() => toggle(category.id)} />}
                label={<Typography sx={{ fontWeight: category.depth ? 400 : 600 }}>{nameOf(category)}</Typography>}
              />
            ))}
          </Box>
          {categoriesProblem && <FormHelperText error>{categoriesProblem}</FormHelperText>}
        </Box>
      </Stack>
    </StaffFormDialog>
  );
}
