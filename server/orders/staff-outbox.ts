import type { OrderMessage, OrderPayment, PaymentReceipt } from '../../contract/staff-orders';
import type { Executor } from '../db/client';
import { clickFiscalJobsOf, orderCustomerMessageJobsOf, type JobRow } from '../jobs/queue';
import type { FiscalReceiptRow, OrderHolders } from './holders';

/** A payment as staff-queries reads it, before its receipts are added. */
export type PaymentWithoutReceipts = Omit<OrderPayment, 'receipts'>;

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

const noAttempts = { attempts: null, maxAttempts: null, nextAttemptAt: null } as const;

/** A receipt the provider registered: the OFD's status 0 (or none given, as the customer's link reads it) is accepted. */
function fromFiscalRow(row: FiscalReceiptRow): PaymentReceipt {
  const accepted = row.statusCode === null || row.statusCode === 0;
  return {
    type: row.type,
    state: accepted ? 'CONFIRMED' : 'FAILED',
    reason: accepted ? null : (row.message ?? `status ${row.statusCode}`),
    url: accepted ? row.qrCodeUrl : null,
    ...noAttempts,
    updatedAt: (row.updatedAt ?? row.createdAt).toISOString(),
  };
}

/** The shop's own submission (Click): where its job stands. */
function fromJob(job: JobRow): PaymentReceipt {
  const common = { url: null, attempts: job.attempts, maxAttempts: job.maxAttempts };
  // One CLICK_FISCAL job per payment today; a refund's own submission would name itself in its key.
  const type = /cancel|refund/i.test(job.key) ? 'CANCEL' : 'PERFORM';
  if (job.state === 'DONE') return { type, state: 'CONFIRMED', reason: null, ...common, nextAttemptAt: null, updatedAt: iso(job.finishedAt) };
  if (job.state === 'FAILED') return { type, state: 'FAILED', reason: job.lastError, ...common, nextAttemptAt: null, updatedAt: iso(job.finishedAt) };
  return {
    type,
    state: job.lastError === null ? 'SENT' : 'RETRYING',
    reason: job.lastError,
    ...common,
    nextAttemptAt: job.runAt.toISOString(),
    updatedAt: job.createdAt.toISOString(),
  };
}

/**
 * A PayMe payment with no receipt row yet is waiting for PayMe to send one: its payment's once performed, its
 * refund's once refunded. Other providers send none, so their absence says nothing.
 */
function waiting(payment: PaymentWithoutReceipts, type: PaymentReceipt['type']): PaymentReceipt | null {
  if (payment.provider !== 'PAYME') return null;
  const due = type === 'PERFORM' ? payment.performedAt !== null : payment.outcome === 'REFUNDED';
  return due ? { type, state: 'WAITING', reason: null, url: null, ...noAttempts, updatedAt: null } : null;
}

function receiptsOfPayment(payment: PaymentWithoutReceipts, rows: FiscalReceiptRow[], submissions: JobRow[]): PaymentReceipt[] {
  const receipts: PaymentReceipt[] = [];
  for (const type of ['PERFORM', 'CANCEL'] as const) {
    const row = rows.find((candidate) => candidate.type === type);
    const submission = submissions.filter((job) => fromJob(job).type === type).at(-1);
    const receipt = row ? fromFiscalRow(row) : submission ? fromJob(submission) : waiting(payment, type);
    if (receipt) receipts.push(receipt);
  }
  return receipts;
}

/** Each payment with its receipts: PayMe's from fiscal_receipts, Click's from its CLICK_FISCAL job, none for Uzum. */
export async function withReceipts(db: Executor, holders: Pick<OrderHolders, 'fiscalReceiptsOf'>, payments: PaymentWithoutReceipts[]): Promise<OrderPayment[]> {
  const ids = payments.map((payment) => payment.id);
  const [rows, submissions] = await Promise.all([holders.fiscalReceiptsOf(db, ids), clickFiscalJobsOf(db, ids)]);
  return payments.map((payment) => ({
    ...payment,
    receipts: receiptsOfPayment(
      payment,
      rows.filter((row) => row.paymentTransactionId === payment.id),
      submissions.filter((job) => job.paymentTransactionId === payment.id),
    ),
  }));
}

function toMessage(job: JobRow): OrderMessage {
  const payload: unknown = job.payload;
  const phoneNumber = typeof payload === 'object' && payload !== null && 'phoneNumber' in payload && typeof payload.phoneNumber === 'string' ? payload.phoneNumber : null;
  return {
    id: job.id,
    // sms:order:<id>:<EVENT>, telegram:return:<id>:<EVENT>
    event: job.key.split(':').at(-1) ?? job.key,
    channel: job.kind === 'TELEGRAM' ? 'TELEGRAM' : 'SMS',
    phoneNumber,
    state: job.state,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    lastError: job.lastError,
    nextAttemptAt: job.state === 'PENDING' ? job.runAt.toISOString() : null,
    createdAt: job.createdAt.toISOString(),
    sentAt: job.state === 'DONE' ? iso(job.finishedAt) : null,
    failedAt: job.state === 'FAILED' ? iso(job.finishedAt) : null,
  };
}

export async function messagesOf(db: Executor, orderId: number): Promise<OrderMessage[]> {
  return (await orderCustomerMessageJobsOf(db, orderId)).map(toMessage);
}
