import { useId } from 'react';
import { Box, FormControl, FormHelperText, FormLabel, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PAYMENT_METHODS } from '../../../../contract/limits';
import type { PaymentMethod } from '../types';

/** The providers' own colours, so each card is recognised at a glance. */
const brandColors: Record<PaymentMethod, string> = { PAYME: '#33CCCC', CLICK: '#0073FF', UZUM: '#7000FF' };

type ProviderChoiceProps = {
  value: PaymentMethod | null;
  onChange: (method: PaymentMethod) => void;
  /** The group's visible name (a legend). */
  label: string;
  error?: string;
  disabled?: boolean;
  /** For focusing the group when nothing is chosen yet. */
  id?: string;
};

function isPaymentMethod(value: string): value is PaymentMethod {
  return (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** PayMe, Click and Uzum Bank as radio cards: the whole card is the click target, arrows move between them. */
export function ProviderChoice({ value, onChange, label, error, disabled = false, id }: ProviderChoiceProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const groupId = id ?? `${generatedId}-providers`;
  const errorId = `${groupId}-error`;
  const legendId = `${groupId}-legend`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ width: '100%', m: 0 }}>
      <FormLabel component="legend" id={legendId} sx={{ mb: 1, color: 'text.primary', fontWeight: 600, '&.Mui-focused': { color: 'text.primary' } }}>
        {label}
      </FormLabel>
      <RadioGroup
        value={value ?? ''}
        onChange={(event) => {
          if (isPaymentMethod(event.target.value)) onChange(event.target.value);
        }}
        aria-labelledby={legendId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 1.5 }}
      >
        {PAYMENT_METHODS.map((method, index) => {
          const checked = value === method;
          return (
            <Box
              key={method}
              component="label"
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1.25,
                p: 1.5,
                pr: 1,
                border: 2,
                borderRadius: 2,
                borderColor: checked ? 'primary.main' : error ? 'error.main' : 'divider',
                bgcolor: checked ? 'background.default' : 'background.paper',
                cursor: disabled ? 'default' : 'pointer',
                transition: 'border-color 120ms',
                '&:hover': disabled ? undefined : { borderColor: checked ? 'primary.main' : 'text.secondary' },
                // The one focus ring (app/global.css), on the card whose hidden radio has the keyboard's focus.
                '&:has(input:focus-visible)': { outline: '2px solid var(--clay)', outlineOffset: 2 },
              }}
            >
              <Radio
                value={method}
                id={index === 0 ? groupId : undefined}
                // One Tab stop for the group: Chromium stops at every radio of a group with none checked, so until one is
                // chosen only the first takes Tab; the arrows still move through all three, choosing as they go.
                slotProps={{ input: { tabIndex: value === null && index > 0 ? -1 : undefined } }}
                size="small"
                sx={{ p: 0.5 }}
              />
              <Box
                aria-hidden
                sx={{ width: 10, height: 36, borderRadius: 1, bgcolor: brandColors[method], flexShrink: 0 }}
              />
              <Stack sx={{ minWidth: 0 }}>
                <Typography component="span" sx={{ fontWeight: 700, fontSize: 15 }}>
                  {t(`orders.providers.${method}.name`)}
                </Typography>
                <Typography component="span" sx={{ fontSize: 12, color: 'text.secondary' }}>
                  {t(`orders.providers.${method}.hint`)}
                </Typography>
              </Stack>
            </Box>
          );
        })}
      </RadioGroup>
      {error && <FormHelperText id={errorId}>{error}</FormHelperText>}
    </FormControl>
  );
}
