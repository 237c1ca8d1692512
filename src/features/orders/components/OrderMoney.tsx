import { useTranslation } from 'react-i18next';
import { useFormatPrice } from '../../../components/Price';
import type { Order } from '../types';
import { MoneyRows, type MoneyRow } from './MoneyRows';

/** The order's money as the server charged it: goods, coupon, delivery, total. */
export function OrderMoney({ order }: { order: Pick<Order, 'goodsTotal' | 'couponCredit' | 'deliveryCost' | 'total'> }) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  const rows: MoneyRow[] = [{ label: t('orders.money.goods'), value: formatPrice(order.goodsTotal) }];
  if (order.couponCredit > 0) rows.push({ label: t('orders.money.coupon'), value: `−${formatPrice(order.couponCredit)}`, accent: true });
  rows.push({
    label: t('orders.money.delivery'),
    value: order.deliveryCost === 0 ? t('orders.money.free') : formatPrice(order.deliveryCost),
  });
  return <MoneyRows rows={rows} total={{ label: t('orders.money.total'), value: formatPrice(order.total) }} />;
}
