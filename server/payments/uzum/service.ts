import type { FastifyBaseLogger } from 'fastify';
import type { UzumSettings } from '../../config';
import type { Database, Transaction } from '../../db/client';
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
  lockTransaction,
  parseOrderId,
  updateTransaction,
  type PaymentTransaction,
} from '../transactions';
import {
  UzumCode,
  type CheckAnswer,
  type CheckBody,
  type CreateBody,
  type TransactionAnswer,
  type TransactionBody,
  type UzumOutcome,
  type UzumStatus,
} from './protocol';

/** A created transaction Uzum has not confirmed within 30 minutes has failed (PAYMENTS.md). */
export const UZUM_CONFIRM_WINDOW_MS = 30 * 60 * 1000;

export interface UzumContext {
  db: Database;
  settings: UzumSettings;
  now: Date;
  log: FastifyBaseLogger;
}

const STATUS_OF: Record<number, UzumStatus> = {
  [TxState.CREATED]: 'CREATED',
  [TxState.PERFORMED]: 'CONFIRMED',
  [TxState.CANCELLED]: 'FAILED',
  [TxState.REFUNDED]: 'REVERSED',
};

const failed = (errorCode: UzumCode): { errorCode: UzumCode } => ({ errorCode });
const orderData = (order: Pick<OrderForPayment, 'id' | 'orderNumber'>) => ({
  order_id: { value: String(order.id) },
  order_number: { value: order.orderNumber },
});
const time = (moment: Date | null) => (moment ? moment.getTime() : null);

function transactionAnswer(context: UzumContext, row: PaymentTransaction, order: OrderForPayment): TransactionAnswer {
  return {
    serviceId: context.settings.serviceId,
    transId: row.providerTransactionId,
    status: STATUS_OF[row.state] ?? 'FAILED',
    data: orderData(order),
    amount: row.amountTiyin,
  };
}

function logChange(context: UzumContext, row: PaymentTransaction, message: string): void {
  context.log.info({ provider: 'UZUM', orderId: row.orderId, providerTransactionId: row.providerTransactionId, state: row.state }, message);
}

async function fail(tx: Transaction, context: UzumContext, row: PaymentTransaction, reason: number | null, message: string): Promise<PaymentTransaction> {
  const failedRow = await updateTransaction(tx, row.id, { state: TxState.CANCELLED, cancelledAt: context.now, cancelReason: reason });
  logChange(context, failedRow, message);
  return failedRow;
}

/** The transaction under its order's lock; a created one past its 30 minutes fails on the way. */
async function lockedTransaction(tx: Transaction, context: UzumContext, transId: string) {
  const known = await findProviderTransaction(tx, 'UZUM', transId);
  if (!known) return undefined;
  const { order, row } = await lockTransaction(tx, known);
  const expired = row.state === TxState.CREATED && context.now.getTime() - row.createdAt.getTime() > UZUM_CONFIRM_WINDOW_MS;
  return { order, row: expired ? await fail(tx, context, row, CancelReason.TIMEOUT, 'uzum transaction failed: not confirmed in 30 minutes') : row };
}

/** The order the params name, locked, if it can take a payment now. */
async function payableOrder(tx: Transaction, params: CheckBody['params']): Promise<{ order: OrderForPayment } | { errorCode: UzumCode }> {
  const orderId = parseOrderId(params.order_id);
  const order = orderId === undefined ? undefined : await lockOrderForPayment(tx, orderId);
  if (!order) return failed(UzumCode.ORDER_NOT_FOUND);
  if (isOrderCancelled(order)) return failed(UzumCode.PAYMENT_CANCELLED);
  if (order.paid) return failed(UzumCode.ALREADY_PAID);
  return { order };
}

export function checkPayment(context: UzumContext, body: CheckBody): Promise<UzumOutcome<CheckAnswer>> {
  return inOneTransaction(context.db, async (tx) => {
    const payable = await payableOrder(tx, body.params);
    if ('errorCode' in payable) return payable;
    return { answer: { serviceId: context.settings.serviceId, timestamp: context.now.getTime(), status: 'OK', data: orderData(payable.order) } };
  });
}

export function createPayment(context: UzumContext, body: CreateBody): Promise<UzumOutcome<TransactionAnswer>> {
  return inOneTransaction(context.db, async (tx) => {
    if (await findProviderTransaction(tx, 'UZUM', body.transId)) return failed(UzumCode.ALREADY_CREATED);
    const payable = await payableOrder(tx, body.params);
    if ('errorCode' in payable) return payable;
    const { order } = payable;
    // A repeat that waited for the order's lock finds the first call's row now.
    if (await findProviderTransaction(tx, 'UZUM', body.transId)) return failed(UzumCode.ALREADY_CREATED);
    if (body.amount !== order.total * 100) return failed(UzumCode.WRONG_AMOUNT);
    const row = await insertTransaction(tx, {
      orderId: order.id,
      provider: 'UZUM',
      providerTransactionId: body.transId,
      amountTiyin: body.amount,
      state: TxState.CREATED,
      providerTime: new Date(body.timestamp),
      details: { params: body.params },
      createdAt: context.now,
    });
    logChange(context, row, 'uzum transaction created');
    return { answer: { ...transactionAnswer(context, row, order), transTime: context.now.getTime() } };
  });
}

export function confirmPayment(context: UzumContext, body: TransactionBody): Promise<UzumOutcome<TransactionAnswer>> {
  return inOneTransaction(context.db, async (tx) => {
    const found = await lockedTransaction(tx, context, body.transId);
    if (!found) return failed(UzumCode.TRANSACTION_NOT_FOUND);
    const { order, row } = found;
    if (row.state === TxState.PERFORMED) return failed(UzumCode.ALREADY_CONFIRMED);
    if (row.state !== TxState.CREATED) return failed(UzumCode.TRANSACTION_CANCELLED);
    if (isOrderCancelled(order)) {
      await fail(tx, context, row, null, 'uzum transaction failed: the shop cancelled the order');
      return failed(UzumCode.PAYMENT_CANCELLED);
    }
    if (order.paid) {
      await fail(tx, context, row, null, 'uzum transaction failed: the order was paid another way');
      return failed(UzumCode.ALREADY_PAID);
    }
    const confirmed = await updateTransaction(tx, row.id, { state: TxState.PERFORMED, performedAt: context.now });
    await recordOrderPaid(tx, order.id, context.now);
    logChange(context, confirmed, 'uzum transaction confirmed: the order is paid');
    return { answer: { ...transactionAnswer(context, confirmed, order), confirmTime: context.now.getTime() } };
  });
}

/**
 * A reverse of a delivered order's payment: the merchant cabinet's refund of a return (docs/api.md "Refunds per
 * provider"), accepted exactly when the order's received returns waiting for their money add up to the whole payment.
 * The order stays delivered with its stock as received; any other reverse of a delivered order keeps 10017.
 */
async function reverseDelivered(tx: Transaction, context: UzumContext, row: PaymentTransaction, order: OrderForPayment): Promise<UzumOutcome<TransactionAnswer>> {
  const covered = await refundCoveredReturns(tx, { orderId: order.id, amount: row.amountTiyin / 100, paymentId: row.id, now: context.now });
  if (!covered) return failed(UzumCode.CANNOT_REVERSE);
  const reversed = await updateTransaction(tx, row.id, { state: TxState.REFUNDED, cancelledAt: context.now, cancelReason: CancelReason.REFUND });
  logChange(context, reversed, 'uzum transaction reversed after delivery: the received returns are refunded');
  return { answer: { ...transactionAnswer(context, reversed, order), reverseTime: context.now.getTime() } };
}

export function reversePayment(context: UzumContext, body: TransactionBody): Promise<UzumOutcome<TransactionAnswer>> {
  return inOneTransaction(context.db, async (tx) => {
    const found = await lockedTransaction(tx, context, body.transId);
    if (!found) return failed(UzumCode.TRANSACTION_NOT_FOUND);
    const { order, row } = found;
    if (row.state === TxState.REFUNDED) return failed(UzumCode.ALREADY_REVERSED);
    // Only money that arrived can go back.
    if (row.state !== TxState.PERFORMED) return failed(UzumCode.CANNOT_REVERSE);
    if (order.status === 'REACHED') return reverseDelivered(tx, context, row, order);
    const reversed = await updateTransaction(tx, row.id, { state: TxState.REFUNDED, cancelledAt: context.now, cancelReason: CancelReason.REFUND });
    await recordOrderRefunded(tx, order.id, 'uzum', context.now);
    logChange(context, reversed, 'uzum transaction reversed: the order is refunded');
    return { answer: { ...transactionAnswer(context, reversed, order), reverseTime: context.now.getTime() } };
  });
}

export function paymentStatus(context: UzumContext, body: TransactionBody): Promise<UzumOutcome<TransactionAnswer>> {
  return inOneTransaction(context.db, async (tx) => {
    const found = await lockedTransaction(tx, context, body.transId);
    if (!found) return failed(UzumCode.TRANSACTION_NOT_FOUND);
    const { order, row } = found;
    return {
      answer: {
        ...transactionAnswer(context, row, order),
        transTime: time(row.createdAt),
        confirmTime: time(row.performedAt),
        reverseTime: row.state === TxState.REFUNDED ? time(row.cancelledAt) : null,
      },
    };
  });
}
