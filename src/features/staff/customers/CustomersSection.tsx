import { useEffect, useState } from 'react';
import { Box, Button, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import { StaffHeading } from '../frame/StaffHeading';
import { customersIcon } from '../kit/staffIcons';
import { pageRequestOf, useListView, type ListAddress } from '../kit/useListView';
import { useSettled } from '../kit/useSettled';
import { StaffTablePagination } from '../kit/StaffTablePagination';
import { useGetStaffCustomersQuery } from './api';
import { CustomerCards, CustomerTable } from './CustomerRows';
import { readStaffFailure } from '../staffFailure';
import type { CustomerState } from './types';

const states: CustomerState[] = ['ACTIVE', 'DELETED', 'ALL'];
const pageSizes = [20, 50, 100];
// Typing settles before the list is asked again: one request a pause, not one a key.
const SEARCH_PAUSE_MS = 350;

/** The list's search, filter and page live in the address, so Back from a customer returns to the same list. */
const customersAddress: ListAddress<{ search: string; state: CustomerState }> = {
  read: (params) => ({ search: params.get('q') ?? '', state: states.find((known) => known === params.get('state')) ?? 'ACTIVE' }),
  write: (view) => {
    const search = new URLSearchParams();
    if (view.search) search.set('q', view.search);
    if (view.state !== 'ACTIVE') search.set('state', view.state);
    return search;
  },
  sizes: pageSizes,
};

function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack spacing={1} role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={52} />
      ))}
    </Stack>
  );
}

/** /staff/customers: customers newest first, searched by name or phone, deleted ones on request. */
export function CustomersSection() {
  const { t } = useTranslation();
  const wide = useIsWideScreen();
  const list = useListView(customersAddress);
  const { view, change } = list;
  const [text, setText] = useState(view.search);
  const read = useGetStaffCustomersQuery({ ...pageRequestOf(view), search: view.search, state: view.state });
  const { currentData, error, isError, isFetching } = read;
  const reason = isError ? readStaffFailure(error).reason : null;

  const settledText = useSettled(text.trim(), SEARCH_PAUSE_MS);
  useEffect(() => {
    if (settledText !== view.search) change({ search: settledText });
    // Only the typed text starts a new search; `change` is new on every render.
  }, [settledText]);

  const filtered = view.search !== '' || view.state !== 'ACTIVE';
  const total = currentData?.totalElements ?? 0;
  return (
    <>
      <StaffHeading>{t('staff.sections.customers')}</StaffHeading>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }}>
        <TextField
          type="search"
          label={t('staff.customers.search')}
          placeholder={t('staff.customers.searchHint')}
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
        />
        <TextField select size="small" label={t('staff.customers.stateLabel')} value={view.state} onChange={(event) => change({ state: event.target.value as CustomerState })} sx={{ minWidth: 200 }}>
          {states.map((state) => (
            <MenuItem key={state} value={state}>
              {t(`staff.customers.states.${state}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Typography sx={{ color: 'text.secondary', mb: 1 }} aria-live="polite">
        {currentData ? t('staff.customers.count', { count: total }) : '\u00a0'}
      </Typography>
      <Box aria-busy={isFetching || undefined}>
        <QueryView
          query={{ ...read, data: currentData }}
          loading={<ListSkeleton label={t('staff.customers.loading')} />}
          failure={(retry) =>
            reason === 'forbidden' ? (
              <StatusMessage role="alert" icon={<Icon path={customersIcon} />} message={t('staff.customers.failures.forbidden')} />
            ) : (
              <LoadFailure message={t('staff.customers.loadError')} onRetry={retry} />
            )
          }
          isEmpty={(page) => page.content.length === 0}
          empty={
            <Paper variant="outlined">
              <StatusMessage
                icon={<Icon path={customersIcon} />}
                message={t(filtered ? 'staff.customers.emptyFiltered' : 'staff.customers.empty')}
                action={
                  filtered ? (
                    <Button
                      onClick={() => {
                        setText('');
                        change({ search: '', state: 'ACTIVE' });
                      }}
                    >
                      {t('staff.customers.clearFilters')}
                    </Button>
                  ) : undefined
                }
              />
            </Paper>
          }
        >
          {(page) => (wide ? <CustomerTable customers={page.content} /> : <CustomerCards customers={page.content} />)}
        </QueryView>
      </Box>
      {currentData && total > 0 && (
        <StaffTablePagination list={list} total={total} rowsPerPageLabel={t('staff.customers.rowsPerPage')} shownRows={(rows) => t('staff.customers.shownRows', rows)} />
      )}
    </>
  );
}
