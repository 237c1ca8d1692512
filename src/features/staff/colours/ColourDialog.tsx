import { Box, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COLOR_CODE_PATTERN, MAX_COLOR_NAME } from '../../../../contract/limits';
import type { ColorBody } from '../../../../contract/stock';
import { StaffFormDialog } from '../kit/StaffFormDialog';
import { useStaffForm, type FieldProblems } from '../kit/useStaffForm';

const codePattern = new RegExp(COLOR_CODE_PATTERN);

type ColourDialogProps = {
  title: string;
  /** The colour being edited; a new colour starts blank. */
  initial?: ColorBody;
  busy: boolean;
  /** Field messages from the server's 400, by field name. */
  serverFields?: Record<string, string>;
  onCancel: () => void;
  onSave: (body: ColorBody) => void;
};

/** Both names and the #rrggbb code, typed or picked from the palette; checked here before the server checks again. */
export function ColourDialog({ title, initial, busy, serverFields = {}, onCancel, onSave }: ColourDialogProps) {
  const { t } = useTranslation();
  const form = useStaffForm({
    initial: initial ?? { nameUZB: '', nameRUS: '', colorCode: '#000000' },
    idPrefix: 'colour',
    check: (values) => {
      const found: FieldProblems<ColorBody> = {};
      if (!values.nameUZB.trim()) found.nameUZB = t('staff.colours.required');
      if (!values.nameRUS.trim()) found.nameRUS = t('staff.colours.required');
      if (!codePattern.test(values.colorCode.trim())) found.colorCode = t('staff.colours.codeInvalid');
      return found;
    },
    refused: Object.fromEntries(
      (['nameUZB', 'nameRUS', 'colorCode'] as const).filter((key) => serverFields[key]).map((key) => [key, key === 'colorCode' ? t('staff.colours.codeInvalid') : t('staff.colours.required')]),
    ),
  });
  const { values } = form;
  const submit = form.submit((typed) => onSave({ nameUZB: typed.nameUZB.trim(), nameRUS: typed.nameRUS.trim(), colorCode: typed.colorCode.trim() }));

  const validCode = codePattern.test(values.colorCode.trim());
  return (
    <StaffFormDialog dirty={form.dirty} title={title} submitLabel={t('staff.colours.save')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {(['nameUZB', 'nameRUS'] as const).map((key) => (
          <TextField
            key={key}
            {...form.field(key)}
            label={t(`staff.colours.${key}`)}
            required
            slotProps={{ htmlInput: { maxLength: MAX_COLOR_NAME } }}
          />
        ))}
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <TextField
            {...form.field('colorCode', t('staff.colours.colorCodeHelp'))}
            label={t('staff.colours.colorCode')}
            required
            slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'off' } }}
            sx={{ flex: 1 }}
          />
          <Box
            component="input"
            type="color"
            aria-label={t('staff.colours.pick')}
            value={validCode ? values.colorCode.trim().toLowerCase() : '#000000'}
            onChange={(event) => form.set('colorCode', event.target.value)}
            sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', cursor: 'pointer' }}
          />
        </Stack>
      </Stack>
    </StaffFormDialog>
  );
}
