import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/StatusMessage';
import { QueryView } from '../../components/QueryView';
import { SectionHeading } from '../../components/SectionHeading';
import { useGetCustomerOrdersQuery } from './api';
import { OrderCard } from './components/OrderCard';
import { OrdersSkeleton } from './components/OrdersSkeleton';
import { splitOrders } from './orderRules';
import type { Order } from './types';

function OrderList({ orders, customerId }: { orders: Order[]; customerId: number }) {
  return (
    <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {orders.map((order) => (
        <li key={order.id}>
          <OrderCard order={order} customerId={customerId} />
        </li>
      ))}
    </Stack>
  );
}

/** My orders: those still on their way with their progress, then the finished ones. */
export function MyOrders({ customerId }: { customerId: number }) {
  const { t } = useTranslation();
  const ordersRead = useGetCustomerOrdersQuery(customerId);

  return (
    <QueryView
      query={ordersRead}
      loading={<OrdersSkeleton />}
      failure={t('orders.loadError')}
      empty={
        <Paper variant="outlined">
          <StatusMessage
            icon={<ShoppingBagOutlinedIcon />}
            message={t('orders.empty')}
            action={
              <Button component={RouterLink} to="/catalogs" variant="contained">
                {t('orders.toCatalogue')}
              </Button>
            }
          />
        </Paper>
      }
    >
      {(orders) => {
        const { active, history } = splitOrders(orders);
        return (
          <Stack spacing={4}>
            <Box component="section" aria-labelledby="orders-active-title">
              <SectionHeading id="orders-active-title">{t('orders.activeTitle', { count: active.length })}</SectionHeading>
              {active.length > 0 ? (
                <OrderList orders={active} customerId={customerId} />
              ) : (
                <Typography sx={{ color: 'text.secondary' }}>{t('orders.noActive')}</Typography>
              )}
            </Box>
            {history.length > 0 && (
              <Box component="section" aria-labelledby="orders-history-title">
                <SectionHeading id="orders-history-title">{t('orders.historyTitle')}</SectionHeading>
                <OrderList orders={history} customerId={customerId} />
              </Box>
            )}
          </Stack>
        );
      }}
    </QueryView>
  );
}
