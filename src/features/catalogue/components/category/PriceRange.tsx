import { useEffect, useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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

/** The largest amount the filter takes, a billion so'm: ten digits, which the field always has room for. */
const maxAmount = 1_000_000_000;
const maxDigits = String(maxAmount).length;

function parseAmount(digits: string): number | undefined {
  return digits ? Math.min(Number(digits), maxAmount) : undefined;
}

const asDigits = (amount: number | undefined) => (amount === undefined ? '' : String(amount));
const digitsOf = (text: string) => text.replace(/\D/g, '').slice(0, maxDigits);

/** "300000" as "300 000" (no-break spaces, as prices show), so a long amount reads at a glance. */
function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, '\u00a0');
}

/** Where the caret goes in `grouped` to stand after its first `digits` digits. */
function caretAfterDigits(grouped: string, digits: number): number {
  let seen = 0;
  for (let index = 0; index < grouped.length; index += 1) {
    if (seen === digits) return index;
    if (/\d/.test(grouped[index]!)) seen += 1;
  }
  return grouped.length;
}

type Which = 'min' | 'max';

/** "from" and "to" in so'm, one under the other: side by side, a narrow column cut long amounts short. */
export function PriceRange({ minPrice, maxPrice, onChange, mode }: PriceRangeProps) {
  const { t } = useTranslation();
  const [minDigits, setMinDigits] = useState(asDigits(minPrice));
  const [maxDigits, setMaxDigits] = useState(asDigits(maxPrice));
  const inputs = useRef<Record<Which, HTMLInputElement | null>>({ min: null, max: null });
  // Regrouping rewrites the field's text: the caret is put back after the same digits it followed while typing.
  const caret = useRef<{ which: Which; digits: number } | null>(null);

  // The address may change under the fields (a removed chip, back): follow it.
  useEffect(() => setMinDigits(asDigits(minPrice)), [minPrice]);
  useEffect(() => setMaxDigits(asDigits(maxPrice)), [maxPrice]);

  useLayoutEffect(() => {
    const wanted = caret.current;
    const input = wanted && inputs.current[wanted.which];
    caret.current = null;
    if (!wanted || !input || document.activeElement !== input) return;
    const position = caretAfterDigits(input.value, wanted.digits);
    input.setSelectionRange(position, position);
  });

  const update = (which: Which, event: ChangeEvent<HTMLInputElement>) => {
    const { value, selectionStart } = event.target;
    const digits = digitsOf(value);
    caret.current = { which, digits: digitsOf(value.slice(0, selectionStart ?? value.length)).length };
    if (which === 'min') setMinDigits(digits);
    else setMaxDigits(digits);
    if (mode === 'live') onChange(parseAmount(which === 'min' ? digits : minDigits), parseAmount(which === 'max' ? digits : maxDigits));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange(parseAmount(minDigits), parseAmount(maxDigits));
  };

  const field = (which: Which) => (
    <TextField
      size="small"
      fullWidth
      label={which === 'min' ? t('catalogue.category.filters.minPrice') : t('catalogue.category.filters.maxPrice')}
      value={groupDigits(which === 'min' ? minDigits : maxDigits)}
      onChange={(event: ChangeEvent<HTMLInputElement>) => update(which, event)}
      inputRef={(input: HTMLInputElement | null) => {
        inputs.current[which] = input;
      }}
      slotProps={{
        htmlInput: { inputMode: 'numeric', autoComplete: 'off' },
        input: { endAdornment: <InputAdornment position="end">{t('price.amount', { amount: '' }).trim()}</InputAdornment> },
        // On the border from the start: inside a narrow field (the wide side column) it ran into the currency.
        inputLabel: { shrink: true },
      }}
    />
  );

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Box sx={{ display: 'grid', gap: 1.5 }}>
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
