import type { Transaction } from '../../db/client';
import { recordOrderPaid, recordOrderRefunded } from '../../orders/payment-events';
import { lockOrderForPayment, type OrderForPayment } from '../../orders/payment-service';
import { refundCoveredReturns } from '../../returns/refund-settle';
import {
  CancelReason,
  TxState,
  findProviderTransaction,
  inOneTransaction,
  insertTransaction,
  isOrderCancelled,
  liveTransactions,
  lockTransaction,
  millis,
  parseOrderId,
  transactionsBetween,
  updateTransaction,
  type PaymentTransaction,
} from '../transactions';
import type { PaymeContext } from './context';
import { setFiscalData } from './fiscal-data';
import { PaymeCode, accountError, fail, type ParamsOf, type PaymeMethod, type PaymeOutcome } from './protocol';
import { orderReceiptDetail } from './receipt-detail';

/** A created transaction PayMe has not performed within 12 hours is dead (PAYMENTS.md). */
export const PAYME_TIMEOUT_MS = 43_200_000;

type Outcome = PaymeOutcome<Record<string, unknown>>;

const isStale = (row: PaymentTransaction, now: Date) => now.getTime() - row.createdAt.getTime() > PAYME_TIMEOUT_MS;

function logChange(context: PaymeContext, row: PaymentTransaction, message: string): void {
  context.log.info({ provider: 'PAYME', orderId: row.orderId, providerTransactionId: row.providerTransactionId, state: row.state }, message);
}

/** Cancels a dead transaction with reason 4; the caller answers -31008 (and the transaction commits). */
async function expire(tx: Transaction, context: PaymeContext, row: PaymentTransaction): Promise<{ error: { code: PaymeCode } }> {
  const expired = await updateTransaction(tx, row.id, { state: TxState.CANCELLED, cancelledAt: context.now, cancelReason: CancelReason.TIMEOUT });
  logChange(context, expired, 'payme transaction expired after 12 hours');
  return fail(PaymeCode.CANNOT_PERFORM);
}

/** The order the account names, locked, if it may take exactly `amount` tiyin now. */
async function payableOrder(
  tx: Transaction,
  account: Record<string, unknown>,
  amount: number,
): Promise<{ order: OrderForPayment } | { error: { code: PaymeCode; data?: string } }> {
  const orderId = parseOrderId(account.order_id);
  const order = orderId === undefined ? undefined : await lockOrderForPayment(tx, orderId);
  if (!order) return accountError(PaymeCode.ORDER_NOT_FOUND);
  if (isOrderCancelled(order)) return accountError(PaymeCode.ORDER_CANCELLED);
  if (!Number.isInteger(amount) || amount !== order.total * 100) return fail(PaymeCode.WRONG_AMOUNT);
  return { order };
}

const createAnswer = (row: PaymentTransaction) => ({ create_time: millis(row.createdAt), transaction: String(row.id), state: row.state });
const performAnswer = (row: PaymentTransaction) => ({ transaction: String(row.id), perform_time: millis(row.performedAt), state: row.state });
const cancelAnswer = (row: PaymentTransaction) => ({ transaction: String(row.id), cancel_time: millis(row.cancelledAt), state: row.state });
const checkAnswer = (row: PaymentTransaction) => ({
  create_time: millis(row.createdAt),
  perform_time: millis(row.performedAt),
  cancel_time: millis(row.cancelledAt),
  transaction: String(row.id),
  state: row.state,
  reason: row.cancelReason,
});

function accountOf(row: PaymentTransaction): unknown {
  const details = row.details as { account?: unknown } | null;
  return details?.account ?? { order_id: String(row.orderId) };
}

async function checkPerformTransaction(context: PaymeContext, params: ParamsOf<'CheckPerformTransaction'>): Promise<Outcome> {
  return inOneTransaction(context.db, async (tx) => {
    const payable = await payableOrder(tx, params.account, params.amount);
    if ('error' in payable) return payable;
    if (payable.order.paid) return accountError(PaymeCode.ORDER_PAID);
    const detail = await orderReceiptDetail(tx, payable.order.id);
    return { result: { allow: true, ...(detail ? { detail } : {}) } };
  });
}

/** Create again with a known id: the first answer while it is still waiting, else -31008. */
async function repeatCreate(tx: Transaction, context: PaymeContext, found: PaymentTransaction): Promise<Outcome> {
  const { row } = await lockTransaction(tx, found);
  if (row.state !== TxState.CREATED) return fail(PaymeCode.CANNOT_PERFORM);
  if (isStale(row, context.now)) return expire(tx, context, row);
  return { result: createAnswer(row) };
}

async function createTransaction(context: PaymeContext, params: ParamsOf<'CreateTransaction'>): Promise<Outcome> {
  return inOneTransaction(context.db, async (tx) => {
    const known = await findProviderTransaction(tx, 'PAYME', params.id);
    if (known) return repeatCreate(tx, context, known);
    const payable = await payableOrder(tx, params.account, params.amount);
    if ('error' in payable) return payable;
    const { order } = payable;
    // A repeat that waited for the order's lock finds the first call's row now.
    const raced = await findProviderTransaction(tx, 'PAYME', params.id);
    if (raced) return repeatCreate(tx, context, raced);

    let blocked = false;
    for (const other of await liveTransactions(tx, 'PAYME', order.id)) {
      if (other.state === TxState.CREATED && isStale(other, context.now)) await expire(tx, context, other);
      else blocked = true;
    }
    if (blocked) return fail(PaymeCode.CANNOT_PERFORM);
    if (order.paid) return accountError(PaymeCode.ORDER_PAID);

    const row = await insertTransaction(tx, {
      orderId: order.id,
      provider: 'PAYME',
      providerTransactionId: params.id,
      amountTiyin: params.amount,
      state: TxState.CREATED,
      providerTime: new Date(params.time),
      details: { account: params.account },
      createdAt: context.now,
    });
    logChange(context, row, 'payme transaction created');
    return { result: createAnswer(row) };
  });
}

async function performTransaction(context: PaymeContext, params: ParamsOf<'PerformTransaction'>): Promise<Outcome> {
  return inOneTransaction(context.db, async (tx) => {
    const known = await findProviderTransaction(tx, 'PAYME', params.id);
    if (!known) return fail(PaymeCode.TRANSACTION_NOT_FOUND);
    const { order, row } = await lockTransaction(tx, known);
    if (row.state === TxState.PERFORMED) return { result: performAnswer(row) };
    if (row.state !== TxState.CREATED) return fail(PaymeCode.CANNOT_PERFORM);
    if (isStale(row, context.now)) return expire(tx, context, row);
    if (isOrderCancelled(order) || order.paid) return fail(PaymeCode.CANNOT_PERFORM);
    const performed = await updateTransaction(tx, row.id, { state: TxState.PERFORMED, performedAt: context.now });
    await recordOrderPaid(tx, order.id, context.now);
    logChange(context, performed, 'payme transaction performed: the order is paid');
    return { result: performAnswer(performed) };
  });
}

/**
 * A cancel after perform of a delivered order: the merchant cabinet's refund of a return (docs/api.md "Refunds per
 * provider"), accepted exactly when the order's received returns waiting for their money add up to the whole payment.
 * The order stays delivered with its stock as received; any other cancel of a delivered order keeps -31007.
 */
async function refundDelivered(tx: Transaction, context: PaymeContext, row: PaymentTransaction, reason: number): Promise<Outcome> {
  const covered = await refundCoveredReturns(tx, { orderId: row.orderId, amount: row.amountTiyin / 100, paymentId: row.id, now: context.now });
  if (!covered) return fail(PaymeCode.CANNOT_CANCEL);
  const refunded = await updateTransaction(tx, row.id, { state: TxState.REFUNDED, cancelledAt: context.now, cancelReason: reason });
  logChange(context, refunded, 'payme transaction cancelled after delivery: the received returns are refunded');
  return { result: cancelAnswer(refunded) };
}

async function cancelTransaction(context: PaymeContext, params: ParamsOf<'CancelTransaction'>): Promise<Outcome> {
  return inOneTransaction(context.db, async (tx) => {
    const known = await findProviderTransaction(tx, 'PAYME', params.id);
    if (!known) return fail(PaymeCode.TRANSACTION_NOT_FOUND);
    const { order, row } = await lockTransaction(tx, known);
    if (row.state === TxState.CANCELLED || row.state === TxState.REFUNDED) return { result: cancelAnswer(row) };
    if (row.state === TxState.CREATED) {
      const cancelled = await updateTransaction(tx, row.id, { state: TxState.CANCELLED, cancelledAt: context.now, cancelReason: params.reason });
      logChange(context, cancelled, 'payme transaction cancelled before perform');
      return { result: cancelAnswer(cancelled) };
    }
    if (order.status === 'REACHED') return refundDelivered(tx, context, row, params.reason);
    const refunded = await updateTransaction(tx, row.id, { state: TxState.REFUNDED, cancelledAt: context.now, cancelReason: params.reason });
    await recordOrderRefunded(tx, order.id, 'payme', context.now);
    logChange(context, refunded, 'payme transaction cancelled after perform: the order is refunded');
    return { result: cancelAnswer(refunded) };
  });
}

async function checkTransaction(context: PaymeContext, params: ParamsOf<'CheckTransaction'>): Promise<Outcome> {
  const row = await findProviderTransaction(context.db, 'PAYME', params.id);
  return row ? { result: checkAnswer(row) } : fail(PaymeCode.TRANSACTION_NOT_FOUND);
}

async function getStatement(context: PaymeContext, params: ParamsOf<'GetStatement'>): Promise<Outcome> {
  const rows = await transactionsBetween(context.db, 'PAYME', new Date(params.from), new Date(params.to));
  return {
    result: {
      transactions: rows.map((row) => ({
        id: row.providerTransactionId,
        time: millis(row.providerTime),
        amount: row.amountTiyin,
        account: accountOf(row),
        ...checkAnswer(row),
      })),
    },
  };
}

type Handlers = { [M in PaymeMethod]: (context: PaymeContext, params: ParamsOf<M>) => Promise<Outcome> };

export const paymeMethods: Handlers = {
  CheckPerformTransaction: checkPerformTransaction,
  CreateTransaction: createTransaction,
  PerformTransaction: performTransaction,
  CancelTransaction: cancelTransaction,
  CheckTransaction: checkTransaction,
  GetStatement: getStatement,
  SetFiscalData: setFiscalData,
};
