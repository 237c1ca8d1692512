import { IconButton, Stack, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import { useTranslation } from 'react-i18next';

type QuantityStepperProps = {
  value: number;
  /** The stock left (and the line's limit); the plus button stops there. */
  max: number;
  disabled?: boolean;
  onChange: (quantity: number) => void;
};

const buttonSx = { width: 36, height: 36, borderRadius: 1 } as const;

/** Minus, the number, plus: never below one (deleting is its own button) and never above the stock. */
export function QuantityStepper({ value, max, disabled = false, onChange }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <Stack
      role="group"
      aria-label={t('cart.quantity')}
      direction="row"
      sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1.5, width: 'fit-content', bgcolor: 'background.paper' }}
    >
      <IconButton
        aria-label={t('cart.decrease')}
        disabled={disabled || value <= 1}
        onClick={() => onChange(value - 1)}
        sx={buttonSx}
      >
        <RemoveRoundedIcon fontSize="small" />
      </IconButton>
      <Typography
        component="output"
        aria-live="polite"
        aria-label={t('cart.quantity')}
        sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600, fontSize: 15, fontVariantNumeric: 'tabular-nums' }}
      >
        {value}
      </Typography>
      <IconButton
        aria-label={t('cart.increase')}
        disabled={disabled || value >= max}
        onClick={() => onChange(value + 1)}
        sx={buttonSx}
      >
        <AddRoundedIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
