import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, InputAdornment, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';

type PriceRangeProps = {
  minPrice: number | undefined;
  maxPrice: number | undefined;
  onChange: (minPrice: number | undefined, maxPrice: number | undefined) => void;
  /**
   * 'live' reports every change (the phone drawer applies everything with one button); 'submit' waits for
   * Enter or the apply button, so the list does not reload at each keystroke.
   */
  mode: 'live' | 'submit';
};

function parseAmount(text: string): number | undefined {
  const digits = text.replace(/\D/g, '');
  return digits ? Math.min(Number(digits), 1_000_000_000) : undefined;
}

const asText = (amount: number | undefined) => (amount === undefined ? '' : String(amount));

/** "from" and "to" in so'm. */
export function PriceRange({ minPrice, maxPrice, onChange, mode }: PriceRangeProps) {
  const { t } = useTranslation();
  const [minText, setMinText] = useState(asText(minPrice));
  const [maxText, setMaxText] = useState(asText(maxPrice));

  // The address may change under the fields (a removed chip, back): follow it.
  useEffect(() => setMinText(asText(minPrice)), [minPrice]);
  useEffect(() => setMaxText(asText(maxPrice)), [maxPrice]);

  const update = (which: 'min' | 'max', text: string) => {
    const digits = text.replace(/\D/g, '');
    if (which === 'min') setMinText(digits);
    else setMaxText(digits);
    if (mode === 'live') onChange(parseAmount(which === 'min' ? digits : minText), parseAmount(which === 'max' ? digits : maxText));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(parseAmount(minText), parseAmount(maxText));
  };

  const field = (which: 'min' | 'max') => (
    <TextField
      size="small"
      label={which === 'min' ? t('catalogue.category.filters.minPrice') : t('catalogue.category.filters.maxPrice')}
      value={which === 'min' ? minText : maxText}
      onChange={(event) => update(which, event.target.value)}
      slotProps={{
        htmlInput: { inputMode: 'numeric', pattern: '[0-9]*', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">{t('price.amount', { amount: '' }).trim()}</InputAdornment> },
        // On the border from the start: inside a narrow field (the wide side column) it ran into the currency.
        inputLabel: { shrink: true },
      }}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1 }}>
        {field('min')}
        {field('max')}
      </Box>
      {mode === 'submit' && (
        <Button type="submit" variant="outlined" size="small" fullWidth sx={{ mt: 1 }}>
          {t('catalogue.category.filters.priceApply')}
        </Button>
      )}
    </Box>
  );
}
