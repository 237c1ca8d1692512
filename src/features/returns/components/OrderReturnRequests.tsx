import { Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useGetCustomerReturnsQuery } from '../api';
import type { Order } from '../types';
import { ReturnRequestCard } from './ReturnRequestCard';

/**
 * The return and exchange requests of one delivered order, under its card. The customer's requests are read once for
 * all their orders; a failed read shows nothing here (the order itself is what the page is about).
 */
export function OrderReturnRequests({ order, customerId }: { order: Pick<Order, 'id' | 'orderNumber'>; customerId: number }) {
  const { t } = useTranslation();
  const { data } = useGetCustomerReturnsQuery(customerId);
  const requests = data?.filter((request) => request.orderId === order.id) ?? [];
  if (requests.length === 0) return null;
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('returns.request.listLabel', { number: order.orderNumber })} sx={{ listStyle: 'none', m: 0, mt: 2, p: 0 }}>
      {requests.map((request) => (
        <li key={request.id}>
          <ReturnRequestCard request={request} customerId={customerId} />
        </li>
      ))}
    </Stack>
  );
}
