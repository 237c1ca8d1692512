import { and, asc, count, desc, eq, gt, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { paymentTransactions } from '../db/schema/payments';
import { orderNumbersByIds } from '../orders/payment-service';
import { TxState } from './transactions';
import type { PaymentProvider, PaymentState, ProviderTotals } from '../../contract/staffPayments';

/** The provider-neutral scale of server/payments/transactions.ts, in the staff's words. */
const stateNumbers: Record<PaymentState, number> = {
  created: TxState.CREATED,
  paid: TxState.PERFORMED,
  cancelled: TxState.CANCELLED,
  refunded: TxState.REFUNDED,
};

export function stateWord(state: number): PaymentState {
  const found = (Object.keys(stateNumbers) as PaymentState[]).find((word) => stateNumbers[word] === state);
  // Every row is written with one of the four (transactions.ts); anything else never took money.
  return found ?? 'cancelled';
}

export interface PaymentFilter {
  start?: Date;
  end?: Date;
  provider?: PaymentProvider;
  state?: PaymentState;
}

function conditions(filter: PaymentFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.start) parts.push(gte(paymentTransactions.createdAt, filter.start));
  if (filter.end) parts.push(lt(paymentTransactions.createdAt, filter.end));
  if (filter.provider) parts.push(eq(paymentTransactions.provider, filter.provider));
  if (filter.state) parts.push(eq(paymentTransactions.state, stateNumbers[filter.state]));
  return parts.length ? and(...parts) : undefined;
}

/** Newest first (by creation, then id), with the order's number; the date range walks payment_transactions_created_idx. */
export async function paymentPage(db: Executor, filter: PaymentFilter, window: { limit: number; offset: number }) {
  const where = conditions(filter);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: paymentTransactions.id,
        provider: paymentTransactions.provider,
        providerTransactionId: paymentTransactions.providerTransactionId,
        orderId: paymentTransactions.orderId,
        amountTiyin: paymentTransactions.amountTiyin,
        state: paymentTransactions.state,
        createdAt: paymentTransactions.createdAt,
        performedAt: paymentTransactions.performedAt,
        cancelledAt: paymentTransactions.cancelledAt,
      })
      .from(paymentTransactions)
      .where(where)
      .orderBy(desc(paymentTransactions.createdAt), desc(paymentTransactions.id))
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(paymentTransactions).where(where),
  ]);
  // Every transaction has its order (a foreign key): their numbers are asked of the orders, one query for the page.
  const numbers = await orderNumbersByIds(db, rows.map((row) => row.orderId));
  return { rows: rows.map((row) => ({ ...row, orderNumber: numbers.get(row.orderId) ?? '' })), total: Number(counted?.total ?? 0) };
}

const paidStates = [TxState.PERFORMED, TxState.REFUNDED];
const sumTiyin = (filter: SQL) => sql<string | null>`sum(${paymentTransactions.amountTiyin}) filter (where ${filter})`;
const countWhere = (filter: SQL) => sql<string>`count(*) filter (where ${filter})`;

/** Each provider's counts and sums (so'm) of the transactions created in [start, end), in one pass. */
export async function providerTotals(db: Executor, start: Date, end: Date): Promise<ProviderTotals[]> {
  const paid = inArray(paymentTransactions.state, paidStates);
  const refunded = eq(paymentTransactions.state, TxState.REFUNDED);
  // A payment refunded in part (a Click partial reversal of a return) counts what went back.
  const partlyRefunded = and(eq(paymentTransactions.state, TxState.PERFORMED), gt(paymentTransactions.refundedTiyin, 0))!;
  const rows = await db
    .select({
      provider: paymentTransactions.provider,
      count: count(),
      paidCount: countWhere(paid),
      paidTiyin: sumTiyin(paid),
      refundedCount: countWhere(or(refunded, partlyRefunded)!),
      refundedTiyin: sql<string | null>`coalesce(${sumTiyin(refunded)}, 0) + coalesce(sum(${paymentTransactions.refundedTiyin}) filter (where ${partlyRefunded}), 0)`,
    })
    .from(paymentTransactions)
    .where(and(gte(paymentTransactions.createdAt, start), lt(paymentTransactions.createdAt, end)))
    .groupBy(paymentTransactions.provider);
  return rows.map((row) => {
    const paidSum = soum(row.paidTiyin);
    const refundedSum = soum(row.refundedTiyin);
    return {
      provider: row.provider,
      count: Number(row.count),
      paidCount: Number(row.paidCount),
      paidSum,
      refundedCount: Number(row.refundedCount),
      refundedSum,
      net: paidSum - refundedSum,
    };
  });
}

/** Tiyin (a bigint sum comes as text) to whole so'm. */
export const soum = (tiyin: string | number | null): number => Math.round(Number(tiyin ?? 0) / 100);

/** An order's transactions, oldest first, as its page for staff shows them. */
export function transactionsOfOrder(db: Executor, orderId: number) {
  return db.select().from(paymentTransactions).where(eq(paymentTransactions.orderId, orderId)).orderBy(asc(paymentTransactions.id));
}

/** The order of each of these payment transactions, by transaction id. */
export async function orderIdsOfTransactions(db: Executor, transactionIds: readonly number[]): Promise<Map<number, number>> {
  const wanted = [...new Set(transactionIds)];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: paymentTransactions.id, orderId: paymentTransactions.orderId }).from(paymentTransactions).where(inArray(paymentTransactions.id, wanted));
  return new Map(rows.map((row) => [row.id, row.orderId]));
}
