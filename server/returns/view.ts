import type { ReturnRequest, StaffReturnRequest } from '../../contract/returns';
import { exchangeProductsByIds } from '../catalogue/products/exchange-service';
import { customerContactsByIds } from '../customers/service';
import type { Executor } from '../db/client';
import { orderLinesByIds, ordersForReturns, type OrderForReturn, type OrderLineForReturn } from '../orders/return-service';
import { receivedReturnSums, type ReturnRow } from './queries';
import { refundStep } from './rules';

/* Requests as both sides read them (contract/returns.ts): the row with its order's and line's facts, a page in a few queries. */

const iso = (moment: Date | null) => (moment ? moment.toISOString() : null);

type ExchangeNames = Map<number, { nameUZB: string; nameRUS: string; colorId: number }>;

function toReturnRequest(row: ReturnRow, order: OrderForReturn, line: OrderLineForReturn, exchangeNames: ExchangeNames): ReturnRequest {
  const product = row.exchangeProductId === null ? undefined : exchangeNames.get(row.exchangeProductId);
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: order.orderNumber,
    orderItemId: row.orderItemId,
    customerId: row.customerId,
    kind: row.kind,
    status: row.status,
    quantity: row.quantity,
    reason: row.reason,
    comment: row.comment,
    photos: row.photos,
    handover: row.handover,
    nameUZB: line.nameUZB,
    nameRUS: line.nameRUS,
    size: line.size,
    imageUrl: line.imageUrl,
    unitPrice: line.unitPrice,
    exchange:
      row.kind === 'EXCHANGE' && row.exchangeProductId !== null && row.exchangeSize !== null
        ? {
            productId: row.exchangeProductId,
            // 0 only when staff have since deleted the size: the request keeps the size's name.
            productSizeVariantId: row.exchangeSizeVariantId ?? 0,
            size: row.exchangeSize,
            colorId: product?.colorId ?? null,
            nameUZB: product?.nameUZB ?? line.nameUZB,
            nameRUS: product?.nameRUS ?? line.nameRUS,
          }
        : null,
    decisionNote: row.decisionNote,
    exchangeTrackingNumber: row.exchangeTrackingNumber,
    refundAmount: row.refundAmount,
    refundProvider: order.paymentMethod,
    refundState: row.refundState,
    refundReceiptUrl: row.refundReceiptUrl,
    createdAt: row.createdAt.toISOString(),
    decidedAt: iso(row.decidedAt),
    receivedAt: iso(row.receivedAt),
    refundedAt: iso(row.refundedAt),
    exchangeSentAt: iso(row.exchangeSentAt),
  };
}

interface Facts {
  orders: Map<number, OrderForReturn>;
  lines: Map<number, OrderLineForReturn>;
  exchangeNames: ExchangeNames;
}

async function factsOf(db: Executor, rows: readonly ReturnRow[]): Promise<Facts> {
  // One after another: the caller may hand a transaction, whose one connection takes one query at a time anyway.
  const orders = await ordersForReturns(db, rows.map((row) => row.orderId));
  const lines = await orderLinesByIds(db, rows.map((row) => row.orderItemId));
  const exchangeNames = await exchangeProductsByIds(db, rows.flatMap((row) => (row.exchangeProductId === null ? [] : [row.exchangeProductId])));
  return { orders, lines, exchangeNames };
}

/** The requests as the shopper reads them, in the order given. */
export async function returnViews(db: Executor, rows: readonly ReturnRow[]): Promise<ReturnRequest[]> {
  const facts = await factsOf(db, rows);
  return rows.map((row) => toReturnRequest(row, facts.orders.get(row.orderId)!, facts.lines.get(row.orderItemId)!, facts.exchangeNames));
}

/** The requests with the staff's fields: the customer, the order's money, and what staff must do about it. */
export async function staffReturnViews(db: Executor, rows: readonly ReturnRow[]): Promise<StaffReturnRequest[]> {
  const facts = await factsOf(db, rows);
  const contacts = await customerContactsByIds(db, rows.map((row) => row.customerId));
  const received = await receivedReturnSums(db, rows.map((row) => row.orderId));
  return rows.map((row) => {
    const order = facts.orders.get(row.orderId)!;
    const contact = contacts.get(row.customerId);
    const { step, cabinetAmount } = refundStep(row, order, received.get(row.orderId) ?? 0);
    return {
      ...toReturnRequest(row, order, facts.lines.get(row.orderItemId)!, facts.exchangeNames),
      customerName: contact?.fullName ?? '',
      customerPhoneNumber: contact?.phoneNumber ?? '',
      orderTotal: order.total,
      // The order's one payment took its total; an unpaid order (never one a request is made for) took nothing.
      orderPaidAmount: order.paid ? order.total : 0,
      refundStep: step,
      cabinetAmount,
    };
  });
}
