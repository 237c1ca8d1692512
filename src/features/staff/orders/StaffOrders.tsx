import { useState } from 'react';
import { Box, Button, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import RefreshRoundedIcon from '@mui/icons-material/RefreshRounded';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icons/Icon';
import { cloudOffOutlined } from '../../../components/icons/paths';
import { LoadFailure, QueryView } from '../../../components/QueryView';
import { StatusMessage } from '../../../components/StatusMessage';
import { useIsWideScreen } from '../../../components/useIsWideScreen';
import { useLanguage } from '../../../i18n/useLanguage';
import { OrdersSkeleton } from '../../orders/components/OrdersSkeleton';
import { orderFailure } from '../../orders/orderFailure';
import { StaffPages } from '../kit/StaffPagedList';
import { pageRequestOf } from '../kit/useListView';
import { useGetStaffOrdersQuery } from './api';
import { downloadOrdersCsv } from './exportCsv';
import { badRange, filtersOf, ORDER_TABS, useOrdersView, type OrdersTab } from './orderFilters';
import { useOrderMoves } from './useOrderMoves';
import { OrderFiltersBar } from './OrderFiltersBar';
import { StaffOrderCard } from './StaffOrderCard';
import { StaffOrderTable } from './StaffOrderTable';
import { errorToast } from '../../../components/errorToast';

const tabId = (tab: OrdersTab) => `staff-tab-${tab}`;
const panelId = 'staff-orders-panel';

/** The orders by tab, search and days, all in the address (?status=PACK&q=...&from=...&page=2), each with its next move. */
export function StaffOrders() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { enqueueSnackbar } = useSnackbar();
  const wide = useIsWideScreen();
  const { view, change: show } = useOrdersView();
  const filters = filtersOf(view);
  const ordersRead = useGetStaffOrdersQuery({ ...filters, ...pageRequestOf(view) }, { skip: badRange(view) });
  const { data, error, isError, isFetching, refetch } = ordersRead;
  const { move, movingId } = useOrderMoves();
  const [exporting, setExporting] = useState(false);
  const reason = isError ? orderFailure(error).reason : null;

  const exportCsv = async () => {
    setExporting(true);
    const outcome = await downloadOrdersCsv(filters, language);
    setExporting(false);
    if (outcome.ok) enqueueSnackbar(t(outcome.capped ? 'staff.orders.exportCapped' : 'staff.orders.exported'), { variant: outcome.capped ? 'warning' : 'success' });
    // A refused token has ended the session (exportCsv.ts) and said so.
    else if (outcome.status !== 401) errorToast(t('staff.orders.exportFailed'));
  };

  const filtered = view.q !== '' || view.from !== '' || view.to !== '';
  const emptyText = filtered ? t('staff.orders.emptyFiltered') : view.tab === 'ALL' || view.tab === 'PAID' ? t(`staff.orders.empty${view.tab}`) : t(`staff.empty.${view.tab}`);
  // A failed page shows its failure rather than the previous page's orders; an empty page read again, the skeleton.
  const shownOrders = { ...ordersRead, data: isError || (isFetching && data?.content.length === 0) ? undefined : data };
  const content = (
    <QueryView
      query={shownOrders}
      loading={<OrdersSkeleton label={t('staff.loading')} />}
      failure={(retry) =>
        reason === 'forbidden' ? (
          <StatusMessage role="alert" icon={<Icon path={cloudOffOutlined} />} message={t('staff.noAccess')} />
        ) : (
          <LoadFailure message={t('staff.loadError')} onRetry={retry} />
        )
      }
      isEmpty={(orders) => orders.content.length === 0}
      empty={
        <Paper variant="outlined">
          <StatusMessage icon={<InboxOutlinedIcon />} message={emptyText} />
        </Paper>
      }
    >
      {(orders) => (
        <Stack spacing={2}>
          {wide ? (
            <StaffOrderTable orders={orders.content} movingId={movingId} onMove={move} />
          ) : (
            <Stack component="ul" spacing={2} aria-label={t('staff.orders.listLabel')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {orders.content.map((order) => (
                <li key={order.id}>
                  <StaffOrderCard order={order} moving={movingId === order.id} onMove={move} />
                </li>
              ))}
            </Stack>
          )}
          {orders.totalPages > 1 && (
            <StaffPages count={orders.totalPages} page={view.page} onPageChange={(next) => show({ page: next })} sx={{ alignSelf: 'center' }} />
          )}
        </Stack>
      )}
    </QueryView>
  );

  return (
    <Box>
      <OrderFiltersBar view={view} onChange={show} exporting={exporting} onExport={() => void exportCsv()} />
      <Tabs
        value={view.tab}
        onChange={(_event, next: OrdersTab) => show({ tab: next, page: 1 })}
        variant="scrollable"
        // On a phone the arrows are there from the first paint: shown only once the tabs are measured, they would
        // push the tabs aside as the list appears (a layout shift). A wide screen fits every tab.
        scrollButtons={wide ? 'auto' : true}
        allowScrollButtonsMobile
        aria-label={t('staff.tabsLabel')}
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {ORDER_TABS.map((candidate) => (
          <Tab key={candidate} value={candidate} id={tabId(candidate)} aria-controls={panelId} label={candidate === 'ALL' || candidate === 'PAID' ? t(`staff.orders.tabs.${candidate}`) : t(`staff.tabs.${candidate}`)} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(view.tab)} aria-busy={isFetching || undefined}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 2 }}>
          <Typography sx={{ color: 'text.secondary' }} aria-live="polite">
            {data && !isError ? t('staff.count', { count: data.totalElements }) : '\u00a0'}
          </Typography>
          <Button startIcon={<RefreshRoundedIcon />} onClick={() => void refetch()} disabled={isFetching || badRange(view)} color="inherit">
            {t('staff.refresh')}
          </Button>
        </Stack>
        {content}
      </Box>
    </Box>
  );
}
