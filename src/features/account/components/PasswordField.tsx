import { useState } from 'react';
import { IconButton, InputAdornment, TextField, type TextFieldProps } from '@mui/material';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import { useTranslation } from 'react-i18next';
import { MAX_PASSWORD_LENGTH } from '../../../../contract/limits';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'slotProps'> & {
  autoComplete: 'current-password' | 'new-password';
};

/** A password input with a show/hide toggle, so a shopper on a phone can check what they typed. */
export function PasswordField({ autoComplete, ...props }: PasswordFieldProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      fullWidth
      slotProps={{
        htmlInput: { maxLength: MAX_PASSWORD_LENGTH },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={visible ? t('account.fields.hidePassword') : t('account.fields.showPassword')}
                aria-pressed={visible}
                onClick={() => setVisible((shown) => !shown)}
                edge="end"
              >
                {visible ? <VisibilityOffOutlinedIcon /> : <VisibilityOutlinedIcon />}
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
