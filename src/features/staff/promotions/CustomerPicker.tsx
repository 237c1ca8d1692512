import { useState } from 'react';
import { Autocomplete, type AutocompleteInputChangeReason, Box, CircularProgress, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useGetStaffCustomersQuery } from '../customers/api';
import { formatPhone } from '../customers/customerFormat';
import type { StaffCustomerRow } from '../customers/types';
import { useSettled } from '../kit/useSettled';

// Typing settles before the list is asked: one request a pause, not one a key.
const SEARCH_PAUSE_MS = 300;
// One letter or digit matches most of the shop; the server wants three phone digits anyway.
const MIN_SEARCH = 2;
const OPTIONS_SHOWN = 20;

type Props = {
  value: StaffCustomerRow | null;
  onChange: (customer: StaffCustomerRow | null) => void;
  error?: string;
};

const customerLabel = (customer: StaffCustomerRow) => `${customer.fullName}, ${formatPhone(customer.phoneNumber)}`;

/** Finds one customer by name or phone in the staff customers list; staff know customers by these, not by id. */
export function CustomerPicker({ value, onChange, error }: Props) {
  const { t } = useTranslation();
  // What the field shows (the chosen customer's label after a choice) and what staff typed, which alone is searched.
  const [text, setText] = useState('');
  const [typed, setTyped] = useState('');
  const search = useSettled(typed, SEARCH_PAUSE_MS);

  const onInputChange = (input: string, reason: AutocompleteInputChangeReason) => {
    setText(input);
    // A choice, a blur or a reset writes the chosen customer's label into the field: nothing to search for.
    if (reason !== 'input' && reason !== 'clear') return;
    // The chosen customer stays until another is chosen; on blur MUI writes their label back into the field.
    setTyped(input.trim());
  };

  const tooShort = search.length < MIN_SEARCH;
  const read = useGetStaffCustomersQuery({ page: 0, size: OPTIONS_SHOWN, search, state: 'ACTIVE' }, { skip: tooShort });
  const waiting = !tooShort && read.isFetching;
  const typing = typed !== search;
  const options = tooShort ? [] : (read.currentData?.content ?? []);
  const noOptions = read.isError
    ? t('staff.promotions.coupons.customerError')
    : typed.length < MIN_SEARCH
      ? t('staff.promotions.coupons.customerMinChars')
      : t('staff.promotions.coupons.customerNone');

  return (
    <Autocomplete
      options={options}
      value={value}
      onChange={(_event, chosen) => onChange(chosen)}
      // A failed search is asked again when the list is opened again, as its error text promises.
      onOpen={() => {
        if (read.isError && !tooShort) void read.refetch();
      }}
      inputValue={text}
      onInputChange={(_event, input, reason) => onInputChange(input, reason)}
      // The server already matched by name or phone digits; the browser must not filter its answer again.
      filterOptions={(all) => all}
      getOptionLabel={customerLabel}
      renderOption={({ key, ...optionProps }, customer) => (
        <li key={key} {...optionProps}>
          {/* On a phone the number wraps as a whole, never between its digit groups. */}
          <span>
            {customer.fullName},{' '}
            <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
              {formatPhone(customer.phoneNumber)}
            </Box>
          </span>
        </li>
      )}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={waiting || (typing && typed.length >= MIN_SEARCH)}
      loadingText={t('staff.promotions.coupons.customerLoading')}
      noOptionsText={noOptions}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('staff.promotions.coupons.customer')}
          placeholder={t('staff.promotions.coupons.customerPlaceholder')}
          size="small"
          fullWidth
          error={Boolean(error)}
          helperText={error}
          slotProps={{
            ...params.slotProps,
            input: {
              ...params.slotProps.input,
              endAdornment: (
                <>
                  {waiting && <CircularProgress color="inherit" size={18} aria-hidden />}
                  {params.slotProps.input.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
