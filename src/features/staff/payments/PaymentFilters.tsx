import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { PaymentProvider, PaymentState } from '../../../../contract/staffPayments';
import { paymentProviders, paymentStates, type PaymentsView } from './usePaymentsView';
import { DateField } from '../../../components/DateField';

type Props = { view: PaymentsView; onChange: (next: Partial<PaymentsView>) => void; rangeBackwards: boolean };

/** The date range (Tashkent days, both included), the provider and the state; each change reads the first page again. */
export function PaymentFilters({ view, onChange, rangeBackwards }: Props) {
  const { t } = useTranslation();
  const field = { size: 'small' as const, sx: { minWidth: { sm: 160 }, flex: { xs: '1 1 45%', sm: '0 0 auto' } } };
  // The selects hold the longest words ("Платёжная система"), and show their "all" choice rather than an empty box
  // whose label would sit on the arrow.
  const select = {
    ...field,
    sx: { ...field.sx, minWidth: { sm: 210 } },
    slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } },
  };
  return (
    <Stack
      component="form"
      role="search"
      aria-label={t('staff.payments.filters')}
      onSubmit={(event) => event.preventDefault()}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }}
    >
      {/* The payments list always has a range: a half-typed date leaves the last one in force. */}
      <DateField {...field} label={t('staff.payments.from')} value={view.from} onValueChange={(from) => from && onChange({ from })} />
      <DateField
        {...field}
        label={t('staff.payments.to')}
        value={view.to}
        onValueChange={(to) => to && onChange({ to })}
        error={rangeBackwards}
        helperText={rangeBackwards ? t('staff.payments.rangeBackwards') : undefined}
      />
      <TextField
        {...select}
        select
        label={t('staff.payments.provider')}
        value={view.provider ?? ''}
        onChange={(event) => onChange({ provider: (event.target.value || undefined) as PaymentProvider | undefined })}
      >
        <MenuItem value="">{t('staff.payments.allProviders')}</MenuItem>
        {paymentProviders.map((provider) => (
          <MenuItem key={provider} value={provider}>
            {t(`staff.payments.providers.${provider}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...select}
        select
        label={t('staff.payments.state')}
        value={view.state ?? ''}
        onChange={(event) => onChange({ state: (event.target.value || undefined) as PaymentState | undefined })}
      >
        <MenuItem value="">{t('staff.payments.allStates')}</MenuItem>
        {paymentStates.map((state) => (
          <MenuItem key={state} value={state}>
            {t(`staff.payments.states.${state}`)}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
