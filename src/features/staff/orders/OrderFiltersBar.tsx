import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import SearchRoundedIcon from '@mui/icons-material/SearchRounded';
import { useTranslation } from 'react-i18next';
import { badRange, type OrdersView } from './orderFilters';
import { DateField } from '../../../components/DateField';

type Props = {
  view: OrdersView;
  onChange: (next: Partial<OrdersView>) => void;
  exporting: boolean;
  onExport: () => void;
};

/** Search by number or phone (sent with Enter or the button), the days placed, clearing them, and the CSV of what is listed. */
export function OrderFiltersBar({ view, onChange, exporting, onExport }: Props) {
  const { t } = useTranslation();
  const [text, setText] = useState(view.q);
  // The address changed the search (Back, clearing the filters): the box shows it.
  useEffect(() => setText(view.q), [view.q]);
  const filtered = view.q !== '' || view.from !== '' || view.to !== '';
  const rangeError = badRange(view);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ q: text.trim(), page: 1 });
  };

  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Box component="form" role="search" aria-label={t('staff.orders.filtersLabel')} onSubmit={submit} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <TextField
          type="search"
          label={t('staff.orders.search')}
          helperText={t('staff.orders.searchHint')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ flex: 1, minWidth: 0, maxWidth: { md: 480 } }}
          slotProps={{ htmlInput: { maxLength: 100, inputMode: 'search' } }}
        />
        <Button type="submit" variant="outlined" startIcon={<SearchRoundedIcon />} sx={{ mt: 1, flexShrink: 0 }}>
          {t('staff.orders.searchSubmit')}
        </Button>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <Stack direction="row" spacing={2} sx={{ flex: { md: '0 1 auto' } }}>
          <DateField
            label={t('staff.orders.from')}
            value={view.from}
            onValueChange={(from) => onChange({ from, page: 1 })}
            sx={{ flex: 1, minWidth: 0, width: { md: 190 } }}
          />
          <DateField
            label={t('staff.orders.to')}
            value={view.to}
            onValueChange={(to) => onChange({ to, page: 1 })}
            error={rangeError}
            helperText={rangeError ? t('staff.orders.badRange') : undefined}
            sx={{ flex: 1, minWidth: 0, width: { md: 190 } }}
          />
        </Stack>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, ml: { sm: 'auto !important' }, pt: { sm: 1 } }}>
          {filtered && (
            <Button color="inherit" onClick={() => onChange({ q: '', from: '', to: '', page: 1 })}>
              {t('staff.orders.clearFilters')}
            </Button>
          )}
          <Button variant="outlined" startIcon={<DownloadRoundedIcon />} onClick={onExport} loading={exporting} disabled={rangeError}>
            {t('staff.orders.export')}
          </Button>
        </Stack>
      </Stack>
    </Stack>
  );
}
