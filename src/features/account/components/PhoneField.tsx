import { TextField, type TextFieldProps } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The phone input: starts with +998 (numbers in Uzbekistan only), opens the phone keypad, and offers the saved number. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'label'>) {
  const { t } = useTranslation();
  return (
    <TextField
      {...props}
      label={t('account.fields.phone')}
      type="tel"
      autoComplete="tel"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
    />
  );
}
