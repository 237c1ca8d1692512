import { Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { MAX_RECEIVER_NAME } from '../../../../contract/limits';

type ReceiverFieldsProps = {
  name: string;
  phone: string;
  nameProblem?: string;
  phoneProblem?: string;
  disabled: boolean;
  onNameChange: (name: string) => void;
  onPhoneChange: (phone: string) => void;
};

/** Who takes the parcel: the customer by default, anyone else if the shopper says so. */
export function ReceiverFields({ name, phone, nameProblem, phoneProblem, disabled, onNameChange, onPhoneChange }: ReceiverFieldsProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} direction={{ xs: 'column', sm: 'row' }}>
      <TextField
        id="checkout-receiverName"
        label={t('checkout.receiver.name')}
        autoComplete="name"
        required
        fullWidth
        value={name}
        disabled={disabled}
        onChange={(event) => onNameChange(event.target.value)}
        error={Boolean(nameProblem)}
        helperText={nameProblem}
        slotProps={{ htmlInput: { maxLength: MAX_RECEIVER_NAME + 20 } }}
      />
      <TextField
        id="checkout-receiverPhone"
        label={t('checkout.receiver.phone')}
        type="tel"
        autoComplete="tel"
        required
        fullWidth
        value={phone}
        disabled={disabled}
        onChange={(event) => onPhoneChange(event.target.value)}
        error={Boolean(phoneProblem)}
        helperText={phoneProblem ?? t('checkout.receiver.phoneHint')}
        slotProps={{ htmlInput: { inputMode: 'tel', maxLength: 20 } }}
      />
    </Stack>
  );
}
