import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { VERIFY_CODE_LENGTH } from '../../../../contract/limits';

/** The 4-digit SMS code: number pad, and phones offer the code from the SMS themselves. */
export function CodeField(props: Omit<TextFieldProps, 'type' | 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={t('account.fields.code')}
      autoComplete="one-time-code"
      fullWidth
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', maxLength: VERIFY_CODE_LENGTH, sx: { letterSpacing: '0.4em' } },
      }}
    />
  );
}
