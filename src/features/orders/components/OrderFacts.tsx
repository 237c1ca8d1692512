import type { ReactNode } from 'react';
import { Box, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatPhone } from '../../../components/formatPhone';
import { useOrderAddressText } from '../orderAddress';
import type { Order } from '../types';
import { useOrderDates } from '../useOrderDates';

/** Where and to whom the order goes, when, its tracking number and how it is paid. */
export function OrderFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  const addressText = useOrderAddressText();
  const dates = useOrderDates();
  const facts: Array<{ term: string; detail: ReactNode }> = [
    { term: t('orders.facts.address'), detail: addressText(order.address) },
    {
      term: t('orders.facts.receiver'),
      detail: (
        <>
          {order.receiverName}
          {', '}
          <Link href={`tel:${order.receiverPhoneNumber}`} sx={{ whiteSpace: 'nowrap' }}>
            {formatPhone(order.receiverPhoneNumber)}
          </Link>
        </>
      ),
    },
    { term: t('orders.facts.createdAt'), detail: dates.dateTime(order.createdAt) },
  ];
  if (order.status === 'REJECTED') {
    if (order.cancelledAt) facts.push({ term: t('orders.facts.cancelledAt'), detail: dates.dateTime(order.cancelledAt) });
  } else {
    facts.push({
      term: order.status === 'REACHED' ? t('orders.facts.deliveryPromised') : t('orders.facts.deliveryBy'),
      detail: dates.date(order.deliveryBy),
    });
  }
  if (order.postTrackingNumber) facts.push({ term: t('orders.facts.tracking'), detail: order.postTrackingNumber });
  facts.push({
    term: t('orders.facts.payment'),
    detail: t(order.paid ? 'orders.facts.paidWith' : 'orders.facts.notPaidWith', { provider: t(`orders.providers.${order.paymentMethod}.name`) }),
  });

  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 } }}>
      {facts.map((fact) => (
        <Box key={fact.term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontSize: 13, color: 'text.secondary', mt: { xs: 1, sm: 0 } }}>
            {fact.term}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: 14, overflowWrap: 'anywhere' }}>
            {fact.detail}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
