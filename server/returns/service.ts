import type { CreateReturnBody, ReturnRequest, Returnability } from '../../contract/returns';
import { exchangeSizesOf, type ExchangeSize } from '../catalogue/products/exchange-service';
import { sqlState, type Executor, type Transaction } from '../db/client';
import type { AppDeps } from '../deps';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { formatTashkentDate } from '../loyalty/texts';
import { lockOrderForReturn, orderLinesForReturn, ordersForReturns, type OrderForReturn, type OrderLineForReturn } from '../orders/return-service';
import { returnWindowDays } from '../settings/service';
import { tellShopper } from './notices';
import { areStoredReturnPhotos } from './photo-store';
import { findReturn, insertReturn, returnsOfCustomer, returnsOfOrder, updateReturn, type ReturnRow } from './queries';
import { deadlineFor, isCounted, isOpen, refundAmount, returnDeadlines } from './rules';
import { returnViews } from './view';

/* The shopper's side of returns and exchanges (docs/api.md "Returns and exchanges"); the staff's is staff-service.ts. */

export type ReturnDeps = Pick<AppDeps, 'db' | 'config' | 'clock' | 'media'>;

const isDelivered = (order: OrderForReturn): order is OrderForReturn & { reachedAt: Date } => order.status === 'REACHED' && order.reachedAt !== null && order.paid;

/** Units of the line in requests that are open or done: a rejected or closed request gave its units back. */
const unitsAsked = (requests: readonly ReturnRow[], orderItemId: number) =>
  requests.filter((request) => request.orderItemId === orderItemId && isCounted(request.status)).reduce((sum, request) => sum + request.quantity, 0);

/**
 * The sizes the line may be exchanged for: of its article, at the price paid for it now (no money moves in an exchange),
 * other than the one bought (a faulty garment goes back for the money, and the shopper orders it again).
 */
async function exchangeChoicesOf(db: Executor, line: OrderLineForReturn, now: Date): Promise<ExchangeSize[]> {
  return (await exchangeSizesOf(db, line.productId, now)).filter((size) => size.price === line.unitPrice && size.productSizeVariantId !== line.productSizeVariantId);
}

const choiceOf = (size: ExchangeSize) => ({
  productId: size.productId,
  productSizeVariantId: size.productSizeVariantId,
  size: size.size,
  colorId: size.colorId,
  nameUZB: size.nameUZB,
  nameRUS: size.nameRUS,
});

export async function returnability(deps: ReturnDeps, orderId: number): Promise<Returnability> {
  const now = deps.clock.now();
  const order = (await ordersForReturns(deps.db, [orderId])).get(orderId);
  if (!order) throw notFound('Order');
  const lines = await orderLinesForReturn(deps.db, orderId);
  const requests = await returnsOfOrder(deps.db, orderId);
  const deadlines = isDelivered(order) ? returnDeadlines(order.reachedAt, await returnWindowDays(deps.db)) : undefined;
  // After the longest window (a defect claim's) nothing can be asked any more.
  const canAsk = deadlines !== undefined && now.getTime() <= deadlines.defectClaimUntil.getTime();
  const answer: Returnability['lines'] = [];
  for (const line of lines) {
    const returnableQuantity = canAsk ? Math.max(0, line.quantity - unitsAsked(requests, line.id)) : 0;
    const openRequest = requests.find((request) => request.orderItemId === line.id && isOpen(request.status));
    const choices = returnableQuantity > 0 ? await exchangeChoicesOf(deps.db, line, now) : [];
    answer.push({
      orderItemId: line.id,
      returnableQuantity,
      openRequestId: openRequest?.id ?? null,
      exchangeChoices: choices.map((size) => ({ choice: choiceOf(size), stock: size.stock })),
    });
  }
  return {
    orderId,
    deliveredAt: order.reachedAt?.toISOString() ?? null,
    returnUntil: deadlines?.returnUntil.toISOString() ?? null,
    defectClaimUntil: deadlines?.defectClaimUntil.toISOString() ?? null,
    lines: answer,
  };
}

/** The body's own rules, before anything is read: the kind and the exchange's size go together, the photos are ours. */
async function checkedBody(deps: ReturnDeps, body: CreateReturnBody): Promise<{ comment: string | null; photos: string[] }> {
  const exchangeSizeVariantId = body.exchangeSizeVariantId ?? null;
  if (body.kind === 'RETURN' && exchangeSizeVariantId !== null) throw badRequest('A return for the money names no exchange size', { exchangeSizeVariantId: 'only for an EXCHANGE' });
  if (body.kind === 'EXCHANGE' && exchangeSizeVariantId === null) throw badRequest('Name the size to exchange for', { exchangeSizeVariantId: 'is required for an EXCHANGE' });
  const photos = body.photos ?? [];
  if (!(await areStoredReturnPhotos(deps.media, photos))) throw badRequest('Send photos uploaded with uploadPhoto', { photos: 'must be addresses uploadPhoto gave' });
  return { comment: body.comment?.trim() || null, photos };
}

/** The size asked for, if it is a choice of the line with enough stock; else 409 naming exchangeSizeVariantId. */
async function exchangeSize(tx: Transaction, line: OrderLineForReturn, sizeId: number, quantity: number, now: Date): Promise<ExchangeSize> {
  if (sizeId === line.productSizeVariantId) throw conflict('CONFLICT', 'That is the size bought: an exchange is for another size or colour', { exchangeSizeVariantId: 'the size bought' });
  const size = (await exchangeSizesOf(tx, line.productId, now)).find((candidate) => candidate.productSizeVariantId === sizeId);
  if (!size) throw conflict('CONFLICT', 'That size is not one of this article', { exchangeSizeVariantId: 'not a size of this article' });
  if (size.price !== line.unitPrice) throw conflict('CONFLICT', 'The price of that size differs from what was paid; an exchange moves no money', { exchangeSizeVariantId: 'the price differs' });
  if (size.stock < quantity) throw conflict('OUT_OF_STOCK', `Only ${size.stock} left in size ${size.size}`, { exchangeSizeVariantId: `only ${size.stock} in stock` });
  return size;
}

/** The so'm a new RETURN gives back: its share, or the rest of the payment when it returns the order's last units. */
function amountFor(order: OrderForReturn, lines: readonly OrderLineForReturn[], requests: readonly ReturnRow[], line: OrderLineForReturn, quantity: number): number {
  const returns = requests.filter((request) => request.kind === 'RETURN' && isCounted(request.status));
  const unitsReturned = returns.reduce((sum, request) => sum + request.quantity, 0) + quantity;
  const unitsBought = lines.reduce((sum, each) => sum + each.quantity, 0);
  const othersRefund = returns.reduce((sum, request) => sum + request.refundAmount, 0);
  return refundAmount(order, { unitPrice: line.unitPrice, quantity }, { isLast: unitsReturned === unitsBought, othersRefund });
}

const oneOpenPerLine = () => conflict('CONFLICT', 'This line already has an open request', { orderItemId: 'already has an open request' });

export async function createReturn(deps: ReturnDeps, customerId: number, orderId: number, body: CreateReturnBody): Promise<ReturnRequest> {
  const { comment, photos } = await checkedBody(deps, body);
  const now = deps.clock.now();
  let id: number;
  try {
    id = await deps.db.transaction(async (tx) => {
      // Under the order's lock: the order's requests are counted and the last one's rest computed one request at a time.
      const order = await lockOrderForReturn(tx, orderId);
      if (!order) throw notFound('Order');
      if (order.customerId !== customerId) throw forbidden();
      if (!isDelivered(order)) throw conflict('CONFLICT', `Order ${order.orderNumber} is not delivered and paid, so nothing of it can be returned yet`);
      const lines = await orderLinesForReturn(tx, orderId);
      const line = lines.find((each) => each.id === body.orderItemId);
      if (!line) throw notFound('Order line');
      const deadline = deadlineFor(body.reason, returnDeadlines(order.reachedAt, await returnWindowDays(tx)));
      if (now.getTime() > deadline.getTime()) {
        const closedOn = formatTashkentDate(deadline);
        throw conflict('CONFLICT', `The return window closed on ${closedOn}`, { orderItemId: `the return window closed on ${closedOn}` });
      }
      const requests = await returnsOfOrder(tx, orderId);
      if (requests.some((request) => request.orderItemId === line.id && isOpen(request.status))) throw oneOpenPerLine();
      const left = line.quantity - unitsAsked(requests, line.id);
      if (body.quantity > left) {
        throw conflict('CONFLICT', left > 0 ? `At most ${left} of this line can still be returned` : 'Every unit of this line is already returned or asked for', {
          quantity: `at most ${Math.max(0, left)}`,
        });
      }
      const size = body.kind === 'EXCHANGE' ? await exchangeSize(tx, line, body.exchangeSizeVariantId!, body.quantity, now) : undefined;
      const newId = await insertReturn(tx, {
        orderId,
        orderItemId: line.id,
        customerId,
        kind: body.kind,
        quantity: body.quantity,
        reason: body.reason,
        comment,
        photos,
        handover: body.handover,
        exchangeProductId: size?.productId ?? null,
        exchangeSizeVariantId: size?.productSizeVariantId ?? null,
        exchangeSize: size?.size ?? null,
        refundAmount: body.kind === 'RETURN' ? amountFor(order, lines, requests, line, body.quantity) : 0,
      }, now);
      await tellShopper(tx, 'REQUESTED', order, (await findReturn(tx, newId))!, now);
      return newId;
    });
  } catch (error) {
    // Two requests for one line at once: the unique index return_requests_one_open_per_line lets one through.
    if (sqlState(error) === '23505') throw oneOpenPerLine();
    throw error;
  }
  return returnById(deps.db, id);
}

export async function returnById(db: Executor, id: number): Promise<ReturnRequest> {
  const row = await findReturn(db, id);
  if (!row) throw notFound('Return request');
  return (await returnViews(db, [row]))[0]!;
}

/** The shopper takes back a request staff have not answered yet. */
export async function withdrawReturn(deps: ReturnDeps, customerId: number, returnId: number): Promise<ReturnRequest> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const found = await findReturn(tx, returnId);
    if (!found) throw notFound('Return request');
    if (found.customerId !== customerId) throw forbidden();
    await lockOrderForReturn(tx, found.orderId);
    // Read again under the lock: a staff move that came first is seen.
    const request = (await findReturn(tx, returnId))!;
    if (request.status !== 'REQUESTED') throw conflict('CONFLICT', `The request is ${request.status}; only a request not yet answered can be withdrawn`);
    await updateReturn(tx, returnId, { status: 'CLOSED', closedAt: now });
  });
  return returnById(deps.db, returnId);
}

export async function customerReturns(deps: ReturnDeps, customerId: number): Promise<ReturnRequest[]> {
  return returnViews(deps.db, await returnsOfCustomer(deps.db, customerId));
}

/**
 * For the money side (refunds.ts): tells the shopper that the request's money went back, a notification and the
 * RETURN_REFUNDED SMS (with its refundAmount), in the caller's transaction. `request` is the row as refunded.
 */
export async function tellRefunded(tx: Executor, request: ReturnRow, now: Date): Promise<void> {
  const order = (await ordersForReturns(tx, [request.orderId])).get(request.orderId);
  if (!order) throw notFound('Order');
  await tellShopper(tx, 'REFUNDED', order, request, now);
}
