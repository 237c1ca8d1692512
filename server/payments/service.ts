import type { OrderPayment } from '../../contract/staff-orders';
import type { Executor } from '../db/client';
import type { AppDeps } from '../deps';
import { badRequest } from '../errors';
import { page } from '../http/schemas';
import { PAYMENT_PROVIDERS, type PaymentTotals, type ProviderTotals, type StaffPayment } from '../../contract/staffPayments';
import { dayRange, tashkentMidnight } from '../shared/tashkent-period';
import { orderIdsOfTransactions, paymentPage, providerTotals, soum, stateWord, transactionsOfOrder } from './queries';
import type { PaymentsQuery, PaymentTotalsQuery } from './staff-schemas';

const DAY_MS = 24 * 60 * 60_000;
/** A year and a day: the totals' range stays a report, not a scan of the whole history. */
const MAX_RANGE_DAYS = 366;

/** A range whose end comes before its start is refused as the fields' mistake. */
function checkOrder(from: string | undefined, to: string | undefined): void {
  if (from !== undefined && to !== undefined && to < from) throw badRequest('Invalid query', { to: 'must not be before from' });
}

export async function listPayments(deps: AppDeps, query: PaymentsQuery) {
  checkOrder(query.from, query.to);
  const { rows, total } = await paymentPage(
    deps.db,
    {
      start: query.from === undefined ? undefined : tashkentMidnight(query.from),
      end: query.to === undefined ? undefined : dayRange(query.to, query.to).end,
      provider: query.provider,
      state: query.state,
    },
    { limit: query.size, offset: query.page * query.size },
  );
  const content: StaffPayment[] = rows.map(({ amountTiyin, state, createdAt, performedAt, cancelledAt, ...row }) => ({
    ...row,
    amount: soum(amountTiyin),
    state: stateWord(state),
    createdAt: createdAt.toISOString(),
    performedAt: performedAt?.toISOString() ?? null,
    cancelledAt: cancelledAt?.toISOString() ?? null,
  }));
  return page(content, query, total);
}

const zero = { count: 0, paidCount: 0, paidSum: 0, refundedCount: 0, refundedSum: 0, net: 0 };

export async function paymentTotals(deps: AppDeps, query: PaymentTotalsQuery): Promise<PaymentTotals> {
  checkOrder(query.from, query.to);
  const { start, end } = dayRange(query.from, query.to);
  if (end.getTime() - start.getTime() > MAX_RANGE_DAYS * DAY_MS) throw badRequest('Invalid query', { to: `at most ${MAX_RANGE_DAYS} days after from` });
  const found = await providerTotals(deps.db, start, end);
  const providers: ProviderTotals[] = PAYMENT_PROVIDERS.map((provider) => found.find((row) => row.provider === provider) ?? { provider, ...zero });
  const all = { ...zero };
  for (const totals of providers) {
    for (const key of Object.keys(zero) as Array<keyof typeof zero>) all[key] += totals[key];
  }
  return { from: query.from, to: query.to, providers, all };
}

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

/** The provider-neutral states of payment_transactions (transactions.ts TxState), as an order's page names them. */
const OUTCOMES = { 1: 'CREATED', 2: 'PERFORMED', [-1]: 'CANCELLED', [-2]: 'REFUNDED' } as const;

/** An order's payment attempts, oldest first, for its page for staff (which adds their receipts). */
export async function paymentsOfOrder(db: Executor, orderId: number): Promise<Array<Omit<OrderPayment, 'receipts'>>> {
  const rows = await transactionsOfOrder(db, orderId);
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    providerTransactionId: row.providerTransactionId,
    outcome: OUTCOMES[row.state as keyof typeof OUTCOMES] ?? 'CREATED',
    // Providers count in tiyin; the shop's money is whole so'm.
    amount: Math.round(row.amountTiyin / 100),
    createdAt: row.createdAt.toISOString(),
    performedAt: iso(row.performedAt),
    cancelledAt: iso(row.cancelledAt),
  }));
}

/** The order each payment transaction pays, by transaction id (the outbox names a fiscal job's order so). */
export function ordersOfPayments(db: Executor, transactionIds: readonly number[]): Promise<Map<number, number>> {
  return orderIdsOfTransactions(db, transactionIds);
}
