import { useId } from 'react';
import { Box, IconButton, Typography } from '@mui/material';
import AddRoundedIcon from '@mui/icons-material/AddRounded';
import RemoveRoundedIcon from '@mui/icons-material/RemoveRounded';
import { useTranslation } from 'react-i18next';

type QuantityStepperProps = {
  value: number;
  /** The most that may be chosen (the stock of the chosen size); never below 1. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
};

/** − 1 +: the quantity to add, from 1 up to `max`. */
export function QuantityStepper({ value, max, onChange, disabled = false }: QuantityStepperProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const atMax = value >= max;

  return (
    <Box>
      <Typography id={labelId} sx={{ fontSize: 14, color: 'text.secondary', mb: 1.25 }}>
        {t('product.quantity.label')}
      </Typography>
      <Box
        role="group"
        aria-labelledby={labelId}
        sx={{
          display: 'inline-flex',
          alignItems: 'center',
          height: 44,
          border: '1px solid',
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
        }}
      >
        <IconButton
          aria-label={t('product.quantity.decrease')}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
          sx={{ borderRadius: 1, width: 44, height: 42 }}
        >
          <RemoveRoundedIcon fontSize="small" />
        </IconButton>
        <Box
          component="output"
          aria-live="polite"
          aria-label={t('product.quantity.value', { count: value })}
          sx={{ minWidth: 36, textAlign: 'center', fontWeight: 600, fontSize: 15 }}
        >
          {value}
        </Box>
        <IconButton
          aria-label={t('product.quantity.increase')}
          disabled={disabled || atMax}
          onClick={() => onChange(value + 1)}
          sx={{ borderRadius: 1, width: 44, height: 42 }}
        >
          <AddRoundedIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
