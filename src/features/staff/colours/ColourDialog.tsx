import { useState } from 'react';
import { Box, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { COLOR_CODE_PATTERN, MAX_COLOR_NAME } from '../../../../contract/limits';
import type { ColorBody } from '../../../../contract/stock';
import { StaffFormDialog } from '../kit/StaffFormDialog';

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

type Problems = Partial<Record<keyof ColorBody, string>>;

/** Both names and the #rrggbb code, typed or picked from the palette; checked here before the server checks again. */
export function ColourDialog({ title, initial, busy, serverFields = {}, onCancel, onSave }: ColourDialogProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<ColorBody>(initial ?? { nameUZB: '', nameRUS: '', colorCode: '#000000' });
  const [problems, setProblems] = useState<Problems>({});
  const shown: Problems = { ...problems };
  for (const key of ['nameUZB', 'nameRUS', 'colorCode'] as const) {
    if (!shown[key] && serverFields[key]) shown[key] = key === 'colorCode' ? t('staff.colours.codeInvalid') : t('staff.colours.required');
  }

  const set = (key: keyof ColorBody, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setProblems((current) => ({ ...current, [key]: undefined }));
  };

  const submit = () => {
    const body = { nameUZB: values.nameUZB.trim(), nameRUS: values.nameRUS.trim(), colorCode: values.colorCode.trim() };
    const found: Problems = {};
    if (!body.nameUZB) found.nameUZB = t('staff.colours.required');
    if (!body.nameRUS) found.nameRUS = t('staff.colours.required');
    if (!codePattern.test(body.colorCode)) found.colorCode = t('staff.colours.codeInvalid');
    setProblems(found);
    const first = (['nameUZB', 'nameRUS', 'colorCode'] as const).find((key) => found[key]);
    if (first) {
      document.getElementById(`colour-${first}`)?.focus();
      return;
    }
    onSave(body);
  };

  const validCode = codePattern.test(values.colorCode.trim());
  return (
    <StaffFormDialog title={title} submitLabel={t('staff.colours.save')} busy={busy} onCancel={onCancel} onSubmit={submit}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        {(['nameUZB', 'nameRUS'] as const).map((key) => (
          <TextField
            key={key}
            id={`colour-${key}`}
            label={t(`staff.colours.${key}`)}
            required
            value={values[key]}
            onChange={(event) => set(key, event.target.value)}
            error={shown[key] !== undefined}
            helperText={shown[key]}
            slotProps={{ htmlInput: { maxLength: MAX_COLOR_NAME } }}
          />
        ))}
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <TextField
            id="colour-colorCode"
            label={t('staff.colours.colorCode')}
            required
            value={values.colorCode}
            onChange={(event) => set('colorCode', event.target.value)}
            error={shown.colorCode !== undefined}
            helperText={shown.colorCode ?? t('staff.colours.colorCodeHelp')}
            slotProps={{ htmlInput: { maxLength: 7, spellCheck: false, autoCapitalize: 'off' } }}
            sx={{ flex: 1 }}
          />
          <Box
            component="input"
            type="color"
            aria-label={t('staff.colours.pick')}
            value={validCode ? values.colorCode.trim().toLowerCase() : '#000000'}
            onChange={(event) => set('colorCode', event.target.value)}
            sx={{ width: 56, height: 56, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', cursor: 'pointer' }}
          />
        </Stack>
      </Stack>
    </StaffFormDialog>
  );
}
