import { Box, Checkbox, FormControlLabel, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_PLACE_ADDRESS, MAX_PLACE_NAME } from '../../../../contract/limits';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm } from '../kit/useStaffForm';

export type PlaceLevel = 'region' | 'subRegion' | 'postFilial';

/** What the dialog edits; the address fields are a post branch's, the flag and position a region's. */
export type PlaceValues = { nameUZB: string; nameRUS: string; addressUZB: string; addressRUS: string; isTashkentCity: boolean; position: number };

type TextName = 'nameUZB' | 'nameRUS' | 'addressUZB' | 'addressRUS';

type PlaceDialogProps = {
  level: PlaceLevel;
  /** The place being edited, or undefined for a new one. */
  editing: boolean;
  initial: PlaceValues;
  busy: boolean;
  /** Fields the server refused (its `fields`), marked until edited. */
  refused: Partial<Record<string, string>>;
  onCancel: () => void;
  onSave: (values: PlaceValues) => void;
};

/** Adds or edits a region, a district or a post branch: names in both languages (and a branch's address). */
export function PlaceDialog({ level, editing, initial, busy, refused, onCancel, onSave }: PlaceDialogProps) {
  const { t } = useTranslation();
  const texts: TextName[] = level === 'postFilial' ? ['nameUZB', 'nameRUS', 'addressUZB', 'addressRUS'] : ['nameUZB', 'nameRUS'];
  const form = useStaffForm({
    initial,
    idPrefix: 'place',
    check: (values) => Object.fromEntries(texts.filter((field) => !values[field].trim()).map((field) => [field, t('staff.places.required')])),
    refused: Object.fromEntries(Object.keys(refused).filter((field) => refused[field]).map((field) => [field, t('staff.places.refusedField')])),
  });
  const { values, set: change } = form;
  const submit = form.submit((typed) => onSave({ ...typed, ...Object.fromEntries(texts.map((field) => [field, typed[field].trim()])) }));

  return (
    <StaffFormDialog dirty={form.dirty} title={t(`staff.places.${editing ? 'editTitle' : 'addTitle'}.${level}`)} submitLabel={t('staff.places.save')} busy={busy} onCancel={onCancel} onSubmit={submit} maxWidth="sm">
      <Stack spacing={2} sx={{ mt: 1 }}>
        {texts.map((field, index) => (
          <TextField
            key={field}
            {...form.field(field)}
            label={t(`staff.places.fields.${field}`)}
            autoFocus={index === 0}
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: field.startsWith('address') ? MAX_PLACE_ADDRESS : MAX_PLACE_NAME } }}
          />
        ))}
        {level === 'region' && (
          <>
            <FormControlLabel
              control={<Checkbox checked={values.isTashkentCity} onChange={(event) => change('isTashkentCity', event.target.checked)} />}
              label={t('staff.places.fields.isTashkentCity')}
            />
            {form.problemOf('isTashkentCity') && (
              <Box role="alert" sx={{ color: 'error.main', fontSize: 14, mt: -1 }}>
                {t('staff.places.tashkentLocked')}
              </Box>
            )}
            {editing && (
              <TextField
                id="place-position"
                type="number"
                label={t('staff.places.fields.position')}
                value={values.position}
                onChange={(event) => change('position', Math.max(0, Math.min(10_000, Math.trunc(Number(event.target.value) || 0))))}
                helperText={t('staff.places.positionHint')}
                slotProps={{ htmlInput: { min: 0, max: 10_000 } }}
                sx={{ maxWidth: 220 }}
              />
            )}
          </>
        )}
      </Stack>
    </StaffFormDialog>
  );
}
