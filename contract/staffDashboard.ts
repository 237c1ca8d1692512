import { Type, type Static } from '@sinclair/typebox';
import { Moment } from './common';

/** The staff dashboard's figures for a period of Tashkent days (docs/api.md "Staff: dashboard"). */

export const DASHBOARD_PERIODS = ['today', '7d', '30d'] as const;
export const DashboardPeriod = Type.Union(DASHBOARD_PERIODS.map((period) => Type.Literal(period)));
export type DashboardPeriod = Static<typeof DashboardPeriod>;

export const TopProduct = Type.Object({
  productId: Type.Integer(),
  referenceNumber: Type.String(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  quantity: Type.Integer(),
  /** So'm: the units at the price they sold for. */
  revenue: Type.Integer(),
});
export type TopProduct = Static<typeof TopProduct>;

export const TopCategory = Type.Object({
  categoryId: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  quantity: Type.Integer(),
  revenue: Type.Integer(),
});
export type TopCategory = Static<typeof TopCategory>;

export const DashboardPoint = Type.Object({
  /** Where the hour (today) or the Tashkent day begins. */
  start: Moment,
  /** Orders placed in it. */
  orders: Type.Integer(),
  /** So'm of the paid, not refunded orders paid in it. */
  revenue: Type.Integer(),
});
export type DashboardPoint = Static<typeof DashboardPoint>;

export const Dashboard = Type.Object({
  period: DashboardPeriod,
  /** The period: from the first day's midnight in Tashkent to now. */
  from: Moment,
  to: Moment,
  /** Orders placed in the period, whatever became of them. */
  orders: Type.Integer(),
  /** Totals (so'm) of the orders paid in the period and not refunded. */
  revenue: Type.Integer(),
  /** Orders paid in the period and not refunded. */
  paidOrders: Type.Integer(),
  /** revenue / paidOrders, rounded; 0 without any. */
  averageBasket: Type.Integer(),
  /** Of the orders placed in the period, the share (0..1) paid and not refunded. */
  paidShare: Type.Number(),
  newCustomers: Type.Integer(),
  /** The five best sellers among the orders paid in the period, by units and by so'm. */
  topProductsByQuantity: Type.Array(TopProduct),
  topProductsByRevenue: Type.Array(TopProduct),
  /** The five categories whose products sold for most. */
  topCategories: Type.Array(TopCategory),
  /** Per hour for today, per Tashkent day otherwise; every hour or day of the period, empty ones as 0. */
  series: Type.Array(DashboardPoint),
});
export type Dashboard = Static<typeof Dashboard>;
