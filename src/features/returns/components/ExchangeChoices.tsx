import { FormControlLabel, FormHelperText, Radio, RadioGroup, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { localizedName } from '../../../i18n/localized';
import { useLanguage } from '../../../i18n/useLanguage';
import type { LineOffer } from '../returnRules';

type ExchangeChoicesProps = {
  choices: LineOffer['exchangeChoices'];
  /** The ordered line's product: a choice of another product (another colour) is named. */
  productId: number;
  value: number | null;
  onChange: (productSizeVariantId: number) => void;
  disabled: boolean;
  problem?: string;
};

/** The sizes and colours of the same article to exchange for, each with its stock; none left cannot be chosen. */
export function ExchangeChoices({ choices, productId, value, onChange, disabled, problem }: ExchangeChoicesProps) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const ids = { legend: useId(), problem: useId() };

  if (choices.length === 0) {
    return <Typography sx={{ fontSize: 14, color: 'text.secondary' }}>{t('returns.form.noChoices')}</Typography>;
  }
  return (
    <Stack component="fieldset" aria-describedby={problem ? ids.problem : undefined} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" id={ids.legend} sx={{ fontWeight: 600, p: 0 }}>
        {t('returns.form.newSize')}
      </Typography>
      <RadioGroup value={value === null ? '' : String(value)} onChange={(event) => onChange(Number(event.target.value))} aria-labelledby={ids.legend}>
        {choices.map(({ choice, stock }) => {
          const name = choice.productId === productId ? '' : ` · ${localizedName(choice, language)}`;
          return (
            <FormControlLabel
              key={choice.productSizeVariantId}
              value={String(choice.productSizeVariantId)}
              disabled={disabled || stock < 1}
              control={<Radio />}
              label={
                <span>
                  {t('returns.form.size', { size: choice.size })}
                  {name}
                  <Typography component="span" sx={{ fontSize: 13, color: stock < 1 ? 'text.disabled' : 'text.secondary' }}>
                    {' · '}
                    {stock < 1 ? t('returns.form.outOfStock') : t('returns.form.inStock', { stock })}
                  </Typography>
                </span>
              }
            />
          );
        })}
      </RadioGroup>
      {problem && (
        <FormHelperText id={ids.problem} error role="alert" sx={{ mx: 0 }}>
          {problem}
        </FormHelperText>
      )}
    </Stack>
  );
}
