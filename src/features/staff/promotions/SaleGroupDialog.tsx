import { useState } from 'react';
import { Box, Checkbox, FormControlLabel, FormHelperText, Stack, Switch, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SaleGroup } from '../../../../contract/promotions';
import type { StaffCategory } from '../../../../contract/taxonomy';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import type { SaleGroupFields } from './api';
import { fromLocalInput, toLocalInput } from './moments';

type Props = {
  group?: SaleGroup;
  categories: StaffCategory[];
  busy: boolean;
  serverFields: Record<string, string>;
  onCancel: () => void;
  onSave: (fields: SaleGroupFields) => void;
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
  const [nameUZB, setNameUZB] = useState(group?.nameUZB ?? '');
  const [nameRUS, setNameRUS] = useState(group?.nameRUS ?? '');
  const [percent, setPercent] = useState(String(group?.percent ?? 20));
  const [startsAt, setStartsAt] = useState(toLocalInput(group?.startsAt ?? new Date().toISOString()));
  const [endsAt, setEndsAt] = useState(toLocalInput(group?.endsAt ?? new Date(Date.now() + 7 * 24 * HOUR).toISOString()));
  const [active, setActive] = useState(group?.active ?? true);
  const [chosen, setChosen] = useState<number[]>(group?.categoryIds ?? []);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const shown = { ...serverFields, ...errors };
  const nameOf = (category: StaffCategory) => (i18n.language === 'ru' ? category.nameRUS : category.nameUZB);

  const submit = () => {
    const found: Record<string, string> = {};
    const value = Number(percent);
    const start = fromLocalInput(startsAt);
    const end = fromLocalInput(endsAt);
    if (!nameUZB.trim()) found.nameUZB = t('staff.promotions.required');
    if (!nameRUS.trim()) found.nameRUS = t('staff.promotions.required');
    if (!Number.isInteger(value) || value < 1 || value > 99) found.percent = t('staff.promotions.sales.percentRange');
    if (!start) found.startsAt = t('staff.promotions.required');
    if (!end) found.endsAt = t('staff.promotions.required');
    else if (start && Date.parse(end) <= Date.parse(start)) found.endsAt = t('staff.promotions.sales.endAfterStart');
    if (chosen.length === 0) found.categoryIds = t('staff.promotions.sales.pickCategory');
    setErrors(found);
    if (Object.keys(found).length || !start || !end) return;
    onSave({ nameUZB: nameUZB.trim(), nameRUS: nameRUS.trim(), percent: value, startsAt: start, endsAt: end, active, categoryIds: chosen });
  };

  const toggle = (id: number) => setChosen((ids) => (ids.includes(id) ? ids.filter((other) => other !== id) : [...ids, id]));
  const field = (key: string) => ({ error: Boolean(shown[key]), helperText: shown[key] });

  return (
    <StaffFormDialog title={group ? t('staff.promotions.sales.editTitle') : t('staff.promotions.sales.addTitle')} submitLabel={t('staff.promotions.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="sm">
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField label={t('staff.promotions.nameUZB')} value={nameUZB} onChange={(event) => setNameUZB(event.target.value)} required size="small" slotProps={{ htmlInput: { maxLength: 100 } }} {...field('nameUZB')} />
        <TextField label={t('staff.promotions.nameRUS')} value={nameRUS} onChange={(event) => setNameRUS(event.target.value)} required size="small" slotProps={{ htmlInput: { maxLength: 100 } }} {...field('nameRUS')} />
        <TextField label={t('staff.promotions.sales.percent')} type="number" value={percent} onChange={(event) => setPercent(event.target.value)} required size="small" slotProps={{ htmlInput: { min: 1, max: 99 } }} {...field('percent')} />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField label={t('staff.promotions.sales.startsAt')} type="datetime-local" value={startsAt} onChange={(event) => setStartsAt(event.target.value)} required size="small" fullWidth slotProps={{ inputLabel: { shrink: true } }} {...field('startsAt')} />
          <TextField label={t('staff.promotions.sales.endsAt')} type="datetime-local" value={endsAt} onChange={(event) => setEndsAt(event.target.value)} required size="small" fullWidth slotProps={{ inputLabel: { shrink: true } }} {...field('endsAt')} />
        </Stack>
        <FormControlLabel control={<Switch checked={active} onChange={(event) => setActive(event.target.checked)} />} label={t('staff.promotions.sales.active')} />
        <Box component="fieldset" sx={{ border: 1, borderColor: shown.categoryIds ? 'error.main' : 'divider', borderRadius: 1, m: 0, px: 1.5, py: 1 }}>
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
          {shown.categoryIds && <FormHelperText error>{shown.categoryIds}</FormHelperText>}
        </Box>
      </Stack>
    </StaffFormDialog>
  );
}
