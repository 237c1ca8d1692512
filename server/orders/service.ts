import { eq } from 'drizzle-orm';
import { findAddress } from '../addresses/service';
import { invalidateCatalogue } from '../catalogue/cache';
import { sellFromStock, type StockOrder } from '../catalogue/stock/service';
import type { Executor, Transaction } from '../db/client';
import { orders } from '../db/schema/orders';
import type { AppDeps } from '../deps';
import { badRequest, conflict, forbidden, notFound } from '../errors';
import { unitPrice } from '../catalogue/products/pricing';
import { sizesToOrder, stockLeftInSize, type SizeToOrder } from '../catalogue/products/service';
import { assertCouponTerms } from '../loyalty/coupons/checkout-rules';
import { claimCartLines, peekCartLines } from '../cart/service';
import { couponTerms, lockCustomerCoupon, markCouponUsed } from '../loyalty/customer-coupons';
import { promoCodeCredit, recordPromoCodeUse, type PromoCodeCredit } from '../loyalty/promo-codes';
import {
  insertOrder,
  insertOrderItems,
  loadOrder,
  loadOrders,
  lockOrder,
  nextOrderId,
  countOrderLinesOfColour,
  countOrderLinesOfSize,
  productHasOrderLines,
  updateOrder,
} from './queries';
import type { OrderHolders } from './holders';
import { recordStatusChange } from './history';
import { deliveryRules } from '../settings/service';
import { enqueueStaffOrderAlert } from '../telegram/bot-messages';
import { deliveryBy, MIN_GOODS_AFTER_COUPON, orderNumberOf, orderTotals, unpaidCutoff } from './rules';
import type { AddOrderBody, CheckPromoCodeBody, Order, OrderCheckout, PaymentMethod, PromoCodeCheck } from '../../contract/order';
import { MAX_RECEIVER_NAME } from '../../contract/limits';

type OrderDeps = Pick<AppDeps, 'db' | 'config' | 'clock'>;
type Language = 'uz' | 'ru';

interface PricedLine {
  cartItemId: number;
  quantity: number;
  variant: SizeToOrder;
  unitPrice: number;
}

/** How the shopper pays: the provider and language they chose, and the shop's origin they are on (shopOrigin). */
interface PaymentChoice {
  paymentMethod: PaymentMethod;
  language?: Language;
  shopUrl: string;
}

function paymentAddress(deps: OrderDeps, holders: OrderHolders, order: { id: number; total: number }, choice: PaymentChoice): string {
  // The SPA's payment pop-up runs on any page it loads; the orders page is where an unpaid order is paid again.
  const returnUrl = `${choice.shopUrl}/my-orders`;
  const language = choice.language ?? 'uz';
  return holders.checkoutUrl(deps.config, { method: choice.paymentMethod, orderId: order.id, amount: order.total, language, returnUrl, shopUrl: choice.shopUrl });
}

type CartLineTaken = Awaited<ReturnType<typeof claimCartLines>>[number];

/** The cart lines, claimed out of the cart and priced from the database (the sale price when on sale). */
async function priceCartLines(tx: Transaction, customerId: number, cartItemIds: number[], now: Date): Promise<PricedLine[]> {
  return priceLines(tx, cartItemIds, await claimCartLines(tx, customerId, cartItemIds), now);
}

/** Prices the lines found in the cart; refused unless every id asked for was found and is still sold. */
async function priceLines(db: Executor, cartItemIds: number[], found: CartLineTaken[], now: Date): Promise<PricedLine[]> {
  if (found.length < cartItemIds.length) {
    throw conflict('CONFLICT', 'Some of these items are no longer in your cart; look at the cart again', { cartItemIds: 'not all in the cart' });
  }
  const variants = new Map(
    (await sizesToOrder(db, found.map((line) => line.productSizeVariantId), now)).map((variant) => [variant.productSizeVariantId, variant]),
  );
  return found.map((line) => {
    const variant = variants.get(line.productSizeVariantId)!;
    if (!variant.active) {
      throw conflict('CONFLICT', `${variant.nameUZB} / ${variant.nameRUS} is no longer sold; remove it from the order`, {
        cartItemIds: `item ${line.cartItemId} is no longer sold`,
      });
    }
    return { cartItemId: line.cartItemId, quantity: line.quantity, variant, unitPrice: unitPrice(variant.sellPrice, variant.sale) };
  });
}

/** The coupon's credit, after every rule of docs/api.md; 0 without a coupon. */
async function couponCredit(tx: Transaction, customerId: number, customerCouponId: number | null | undefined, goodsTotal: number, now: Date): Promise<number> {
  if (customerCouponId === undefined || customerCouponId === null) return 0;
  const coupon = await lockCustomerCoupon(tx, customerCouponId);
  if (!coupon) throw notFound('Coupon');
  if (coupon.customerId !== customerId) throw forbidden();
  // The coupon's own rules (multi use, active, validity window, minimum basket): server/loyalty/coupons/checkout-rules.ts.
  const terms = await couponTerms(tx, customerCouponId);
  if (coupon.used && !terms.multiUse) throw conflict('CONFLICT', 'This coupon has already been used', { couponCustomerId: 'already used' });
  if (coupon.expireDate.getTime() <= now.getTime()) throw conflict('CONFLICT', 'This coupon has expired', { couponCustomerId: 'expired' });
  assertCouponTerms(terms, goodsTotal, now);
  assertGoodsAfterCredit(goodsTotal, coupon.credit, 'couponCustomerId');
  return coupon.credit;
}

/** A coupon, held or typed, may not bring the goods below MIN_GOODS_AFTER_COUPON. */
function assertGoodsAfterCredit(goodsTotal: number, credit: number, field: 'couponCustomerId' | 'promoCode'): void {
  if (goodsTotal - credit >= MIN_GOODS_AFTER_COUPON) return;
  throw conflict('CONFLICT', `With this coupon the goods must still come to at least ${MIN_GOODS_AFTER_COUPON} so'm: add ${MIN_GOODS_AFTER_COUPON - (goodsTotal - credit)} so'm more`, {
    [field]: `needs goods of at least ${credit + MIN_GOODS_AFTER_COUPON} so'm`,
  });
}

/**
 * A typed promo code's credit after every rule of docs/api.md. In the order's transaction (`lock`) the code's coupon
 * stays locked until the order commits, so its limits count each use once however many orders race for it.
 */
async function promoCredit(db: Executor, customerId: number, code: string, goodsTotal: number, now: Date, lock: boolean): Promise<PromoCodeCredit> {
  const promo = await promoCodeCredit(db, { customerId, code, goodsTotal, now, lock });
  assertGoodsAfterCredit(goodsTotal, promo.credit, 'promoCode');
  return promo;
}

/** What the promo code would take off an order of these cart lines now; the lines stay in the cart and nothing is counted. */
export async function checkPromoCode(deps: OrderDeps, request: CheckPromoCodeBody): Promise<PromoCodeCheck> {
  const now = deps.clock.now();
  const lines = await priceLines(deps.db, request.cartItemIds, await peekCartLines(deps.db, request.customerId, request.cartItemIds), now);
  const delivery = await deliveryRules(deps.db);
  const goods = orderTotals(lines, 0, delivery).goodsTotal;
  const promo = await promoCredit(deps.db, request.customerId, request.code, goods, now, false);
  return { code: promo.code, ...orderTotals(lines, promo.credit, delivery) };
}

/** Reserves every line's stock, each a sale in its size's history, in variant id order so two orders never wait on each other's rows. */
async function reserveLines(tx: Transaction, order: StockOrder, lines: PricedLine[], now: Date): Promise<void> {
  const byVariant = [...lines].sort((a, b) => a.variant.productSizeVariantId - b.variant.productSizeVariantId);
  for (const line of byVariant) {
    const { productSizeVariantId, nameUZB, size } = line.variant;
    if (await sellFromStock(tx, order, { sizeId: productSizeVariantId, quantity: line.quantity }, now)) continue;
    const left = await stockLeftInSize(tx, productSizeVariantId);
    throw conflict('OUT_OF_STOCK', left === 0 ? `${nameUZB}, size ${size}, is sold out` : `Only ${left} left of ${nameUZB} in size ${size}`, {
      cartItemIds: `item ${line.cartItemId}: at most ${left}`,
    });
  }
}

/**
 * Places an order from cart lines in one transaction: the lines leave the cart, every price comes from
 * the database, the coupon is spent, the stock is reserved (none of it if any line lacks stock) and the
 * address is copied into the order. Answers where to pay.
 */
export async function placeOrder(deps: OrderDeps, holders: OrderHolders, request: AddOrderBody, shopUrl: string): Promise<OrderCheckout> {
  const receiverName = request.receiverName.trim();
  if (!receiverName) throw badRequest('Invalid body', { receiverName: 'is required' });
  if (receiverName.length > MAX_RECEIVER_NAME) throw badRequest('Invalid body', { receiverName: `at most ${MAX_RECEIVER_NAME} characters` });
  const promoCode = request.promoCode ?? null;
  if (promoCode !== null && request.couponCustomerId != null) {
    throw badRequest('One coupon per order: a held coupon or a promo code', { promoCode: 'not with couponCustomerId' });
  }
  const now = deps.clock.now();

  const placed = await deps.db.transaction(async (tx) => {
    const address = await findAddress(tx, request.addressId);
    if (!address) throw notFound('Address');
    const lines = await priceCartLines(tx, request.customerId, request.cartItemIds, now);
    const delivery = await deliveryRules(tx);
    const goods = orderTotals(lines, 0, delivery).goodsTotal;
    const promo = promoCode === null ? null : await promoCredit(tx, request.customerId, promoCode, goods, now, true);
    const totals = orderTotals(lines, promo ? promo.credit : await couponCredit(tx, request.customerId, request.couponCustomerId, goods, now), delivery);
    const id = await nextOrderId(tx);
    const orderNumber = orderNumberOf(id);
    await insertOrder(tx, {
      id,
      orderNumber,
      customerId: request.customerId,
      paymentMethod: request.paymentMethod,
      addressId: address.id,
      address,
      receiverName,
      receiverPhoneNumber: request.receiverPhoneNumber,
      totals,
      customerCouponId: request.couponCustomerId ?? null,
      deliveryBy: deliveryBy(now, address.region.isTashkentCity),
      language: request.language ?? 'uz',
      createdAt: now,
    });
    await insertOrderItems(
      tx,
      lines.map(({ variant, quantity, unitPrice: price }) => ({
        orderId: id,
        productId: variant.productId,
        productSizeVariantId: variant.productSizeVariantId,
        nameUZB: variant.nameUZB,
        nameRUS: variant.nameRUS,
        size: variant.size,
        colorId: variant.colorId,
        imageUrl: variant.imageUrl,
        unitPrice: price,
        quantity,
      })),
    );
    if (request.couponCustomerId) await markCouponUsed(tx, request.couponCustomerId, id);
    if (promo) await recordPromoCodeUse(tx, { couponId: promo.couponId, customerId: request.customerId, orderId: id }, now);
    await recordStatusChange(tx, { orderId: id, fromStatus: null, toStatus: 'NEW' }, now);
    await enqueueStaffOrderAlert(tx, deps.config.telegram, { id, orderNumber, total: totals.total }, shopUrl, now);
    // Last, so the rows every shopper of a popular size waits on are held for the shortest time.
    await reserveLines(tx, { id, customerId: request.customerId }, lines, now);
    return { id, orderNumber, total: totals.total };
  });
  invalidateCatalogue();
  return { ...placed, paymentUrl: paymentAddress(deps, holders, placed, { paymentMethod: request.paymentMethod, language: request.language, shopUrl }) };
}

/**
 * A fresh payment address for the customer's own unpaid order, possibly with another provider. Refused
 * (409) for a paid, rejected or expired order.
 */
export async function payOrder(
  deps: OrderDeps,
  holders: OrderHolders,
  customerId: number,
  orderId: number,
  request: PaymentChoice,
): Promise<OrderCheckout> {
  const now = deps.clock.now();
  const order = await deps.db.transaction(async (tx) => {
    const row = await lockOrder(tx, orderId);
    if (!row) throw notFound('Order');
    if (row.customerId !== customerId) throw forbidden();
    if (row.paid) throw conflict('CONFLICT', `Order ${row.orderNumber} is already paid`);
    if (row.status !== 'NEW') throw conflict('CONFLICT', `Order ${row.orderNumber} was cancelled and cannot be paid`);
    if (row.createdAt.getTime() <= unpaidCutoff(now).getTime()) {
      throw conflict('CONFLICT', `Order ${row.orderNumber} was not paid within 12 hours and is being cancelled`);
    }
    if (row.paymentMethod !== request.paymentMethod) await updateOrder(tx, orderId, { paymentMethod: request.paymentMethod });
    return row;
  });
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    total: order.total,
    paymentUrl: paymentAddress(deps, holders, order, request),
  };
}

export async function orderById(deps: OrderDeps, holders: OrderHolders, orderId: number): Promise<Order> {
  const order = await loadOrder(deps.db, holders, orderId);
  if (!order) throw notFound('Order');
  return order;
}

export function customerOrders(deps: OrderDeps, holders: OrderHolders, customerId: number): Promise<Order[]> {
  return loadOrders(deps.db, holders, eq(orders.customerId, customerId));
}

/** Whether an order line names the product: it then stays, no longer sold (catalogue/products/editing). */
export function productIsOrdered(db: Executor, productId: number): Promise<boolean> {
  return productHasOrderLines(db, productId);
}

/** How many order lines name the size: it then stays (catalogue/stock). */
export function orderLinesOfSize(db: Executor, sizeId: number): Promise<number> {
  return countOrderLinesOfSize(db, sizeId);
}

/** How many order lines name the colour: it then stays (catalogue/colours). */
export function orderLinesOfColour(db: Executor, colourId: number): Promise<number> {
  return countOrderLinesOfColour(db, colourId);
}

/**
 * What an address being deleted (addresses/service.ts) leaves of itself in the orders: orders keep their own copy of
 * the address, so a placed order only loses the link, never its address.
 */
export async function releaseAddress(tx: Transaction, addressId: number): Promise<void> {
  await tx.update(orders).set({ addressId: null }).where(eq(orders.addressId, addressId));
}
