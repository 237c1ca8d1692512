import { and, asc, between, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../db/client';
import { sqlState } from '../db/client';
import { paymentTransactions } from '../db/schema/payments';
import { lockOrderForPayment, type OrderForPayment } from '../orders/payment-service';

export type Provider = (typeof paymentTransactions.$inferSelect)['provider'];
export type PaymentTransaction = typeof paymentTransactions.$inferSelect;

/**
 * One state scale for the three providers, PayMe's own numbers: Click's prepare and Uzum's create are
 * CREATED, Click's complete and Uzum's confirm PERFORMED, a Click cancel or an Uzum failure CANCELLED, and
 * money given back after it arrived (PayMe cancel after perform, Uzum reverse, a staff refund) REFUNDED.
 */
export const TxState = { CREATED: 1, PERFORMED: 2, CANCELLED: -1, REFUNDED: -2 } as const;

/** PayMe's cancel reasons, which the shop also records for the other providers' refunds. */
export const CancelReason = { TIMEOUT: 4, REFUND: 5 } as const;

const MAX_ID = 2_147_483_647;

/** An order id as a provider echoes it back (a number or a string of digits); anything else names no order. */
export function parseOrderId(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[0-9]{1,10}$/.test(text)) return undefined;
  const id = Number(text);
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

/** A shop-side cancellation (staff rejection or the 12-hour sweep): such an order takes no money. */
export function isOrderCancelled(order: OrderForPayment): boolean {
  return order.status === 'REJECTED' || order.cancelledAt !== null;
}

export async function findProviderTransaction(tx: Executor, provider: Provider, providerTransactionId: string): Promise<PaymentTransaction | undefined> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.provider, provider), eq(paymentTransactions.providerTransactionId, providerTransactionId)));
  return row;
}

export async function findTransactionById(tx: Executor, provider: Provider, id: number): Promise<PaymentTransaction | undefined> {
  const [row] = await tx
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.provider, provider), eq(paymentTransactions.id, id)));
  return row;
}

/**
 * The provider's transaction once its order is locked: read again under the lock, so a repeat that waited
 * for the lock sees what the call before it committed.
 */
export async function lockTransaction(tx: Transaction, row: PaymentTransaction): Promise<{ order: OrderForPayment; row: PaymentTransaction }> {
  const order = await lockOrderForPayment(tx, row.orderId);
  const [fresh] = await tx.select().from(paymentTransactions).where(eq(paymentTransactions.id, row.id)).for('update');
  if (!order || !fresh) throw new Error(`payment transaction ${row.id} lost its order`);
  return { order, row: fresh };
}

export interface NewTransaction {
  orderId: number;
  provider: Provider;
  providerTransactionId: string;
  amountTiyin: number;
  state: number;
  providerTime: Date;
  details: Record<string, unknown>;
  createdAt: Date;
}

export async function insertTransaction(tx: Transaction, transaction: NewTransaction): Promise<PaymentTransaction> {
  const [row] = await tx
    .insert(paymentTransactions)
    .values({
      orderId: transaction.orderId,
      provider: transaction.provider,
      providerTransactionId: transaction.providerTransactionId,
      amountTiyin: transaction.amountTiyin,
      state: transaction.state,
      providerTime: transaction.providerTime,
      details: transaction.details,
      createdAt: transaction.createdAt,
    })
    .returning();
  if (!row) throw new Error('payment transaction not inserted');
  return row;
}

export async function updateTransaction(
  tx: Transaction,
  id: number,
  fields: Partial<Pick<PaymentTransaction, 'state' | 'performedAt' | 'cancelledAt' | 'cancelReason'>>,
): Promise<PaymentTransaction> {
  // drizzle leaves out the columns whose value is undefined.
  const [row] = await tx
    .update(paymentTransactions)
    .set({ state: fields.state, performedAt: fields.performedAt, cancelledAt: fields.cancelledAt, cancelReason: fields.cancelReason })
    .where(eq(paymentTransactions.id, id))
    .returning();
  if (!row) throw new Error(`payment transaction ${id} not updated`);
  return row;
}

/**
 * A partial refund of a performed payment (a Click partial reversal of a return): counted on the payment, which becomes
 * REFUNDED (-2) once its partial refunds add up to all of it.
 */
export async function recordPartialRefund(tx: Transaction, id: number, tiyin: number, now: Date): Promise<PaymentTransaction> {
  const [row] = await tx
    .update(paymentTransactions)
    .set({ refundedTiyin: sql`${paymentTransactions.refundedTiyin} + ${tiyin}` })
    .where(eq(paymentTransactions.id, id))
    .returning();
  if (!row) throw new Error(`payment transaction ${id} not updated`);
  if (row.refundedTiyin < row.amountTiyin) return row;
  return updateTransaction(tx, id, { state: TxState.REFUNDED, cancelledAt: now, cancelReason: CancelReason.REFUND });
}

/** The provider's created or performed transactions of an order. */
export function liveTransactions(tx: Transaction, provider: Provider, orderId: number): Promise<PaymentTransaction[]> {
  return tx
    .select()
    .from(paymentTransactions)
    .where(and(
      eq(paymentTransactions.provider, provider),
      eq(paymentTransactions.orderId, orderId),
      inArray(paymentTransactions.state, [TxState.CREATED, TxState.PERFORMED]),
    ))
    .for('update');
}

/** Every performed transaction of an order, any provider, locked. */
export function performedTransactions(tx: Transaction, orderId: number): Promise<PaymentTransaction[]> {
  return tx
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.orderId, orderId), eq(paymentTransactions.state, TxState.PERFORMED)))
    .for('update');
}

/** The provider's transactions whose provider time falls in [from, to], oldest first. */
export function transactionsBetween(db: Executor, provider: Provider, from: Date, to: Date): Promise<PaymentTransaction[]> {
  return db
    .select()
    .from(paymentTransactions)
    .where(and(eq(paymentTransactions.provider, provider), between(paymentTransactions.providerTime, from, to)))
    .orderBy(asc(paymentTransactions.providerTime), asc(paymentTransactions.id));
}

/**
 * Runs a merchant call's work in one database transaction. Two first calls with one provider id racing
 * past the order lock (they named different orders) meet at the unique index; the loser runs again and
 * then finds the winner's row, so it answers as a repeat.
 */
export async function inOneTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (sqlState(error) !== '23505') throw error;
    return db.transaction(work);
  }
}

export const millis = (moment: Date | null): number => (moment ? moment.getTime() : 0);
