import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { fiscalReceipts } from '../db/schema/fiscal';
import { paymentTransactions } from '../db/schema/payments';
import { TxState, type Provider } from './transactions';

export type FiscalReceipt = typeof fiscalReceipts.$inferSelect;
export type FiscalReceiptType = FiscalReceipt['type'];

export interface FiscalReceiptFields {
  receiptId: string;
  statusCode: number | null;
  message: string | null;
  terminalId: string | null;
  fiscalSign: string | null;
  qrCodeUrl: string;
  fiscalDate: string | null;
}

/**
 * Stores a transaction's receipt of one kind: the first call inserts, a repeat (the provider retries, or sends
 * again once the OFD accepted it) replaces the fields on the same row, so there is never a second one.
 */
export async function saveFiscalReceipt(
  db: Executor,
  key: { paymentTransactionId: number; provider: Provider; type: FiscalReceiptType },
  fields: FiscalReceiptFields,
  now: Date,
): Promise<FiscalReceipt> {
  const values = {
    receiptId: fields.receiptId,
    statusCode: fields.statusCode,
    message: fields.message,
    terminalId: fields.terminalId,
    fiscalSign: fields.fiscalSign,
    qrCodeUrl: fields.qrCodeUrl,
    fiscalDate: fields.fiscalDate,
  };
  const [row] = await db
    .insert(fiscalReceipts)
    .values({
      paymentTransactionId: key.paymentTransactionId,
      provider: key.provider,
      type: key.type,
      receiptId: values.receiptId,
      statusCode: values.statusCode,
      message: values.message,
      terminalId: values.terminalId,
      fiscalSign: values.fiscalSign,
      qrCodeUrl: values.qrCodeUrl,
      fiscalDate: values.fiscalDate,
      createdAt: now,
    })
    .onConflictDoUpdate({
      target: [fiscalReceipts.paymentTransactionId, fiscalReceipts.type],
      set: {
        receiptId: values.receiptId,
        statusCode: values.statusCode,
        message: values.message,
        terminalId: values.terminalId,
        fiscalSign: values.fiscalSign,
        qrCodeUrl: values.qrCodeUrl,
        fiscalDate: values.fiscalDate,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('fiscal receipt not stored');
  return row;
}

export function receiptsOfTransaction(db: Executor, paymentTransactionId: number): Promise<FiscalReceipt[]> {
  return db.select().from(fiscalReceipts).where(eq(fiscalReceipts.paymentTransactionId, paymentTransactionId)).orderBy(asc(fiscalReceipts.id));
}

/**
 * The customer's receipt link of each order: the payment receipt (PERFORM) of its performed transaction, once
 * the OFD accepted it (status 0, or none given). A refunded payment's order shows none: its money went back.
 */
export async function receiptUrlsOf(db: Executor, orderIds: readonly number[]): Promise<Map<number, string>> {
  const urls = new Map<number, string>();
  if (orderIds.length === 0) return urls;
  const rows = await db
    .select({ orderId: paymentTransactions.orderId, url: fiscalReceipts.qrCodeUrl })
    .from(fiscalReceipts)
    .innerJoin(paymentTransactions, eq(paymentTransactions.id, fiscalReceipts.paymentTransactionId))
    .where(and(
      inArray(paymentTransactions.orderId, [...orderIds]),
      eq(paymentTransactions.state, TxState.PERFORMED),
      eq(fiscalReceipts.type, 'PERFORM'),
      or(isNull(fiscalReceipts.statusCode), eq(fiscalReceipts.statusCode, 0)),
    ))
    .orderBy(asc(fiscalReceipts.id));
  for (const row of rows) urls.set(row.orderId, row.url);
  return urls;
}

/** The receipts of these payments, as the staff's order page lists them (orders/staff-outbox.ts). */
export function fiscalReceiptsOf(db: Executor, paymentIds: readonly number[]): Promise<FiscalReceipt[]> {
  if (paymentIds.length === 0) return Promise.resolve([]);
  return db.select().from(fiscalReceipts).where(inArray(fiscalReceipts.paymentTransactionId, [...paymentIds])).orderBy(asc(fiscalReceipts.id));
}
