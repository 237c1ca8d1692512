import { count, eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { BOUNDARY, multipartBody, pngImage } from '../../test/server/images';
import { createShopper, createStaff, giveCoupon, placedOrder, type Places } from '../../test/server/order-fixtures';
import { returnRequests } from '../db/schema/returns';
import { shopSettings } from '../db/schema/settings';
import { createReturn, deliveredOrder, returnBody, returnSms, staffMove, type Staff } from './testing/returns-fixtures';

/* The shopper's side of docs/api.md "Returns and exchanges": the window, the quantities, ownership, the amounts, photos. */

let context: TestContext;
let places: Places;
let staff: Staff;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  staff = await createStaff(context);
});
afterAll(() => context.close());

const DAY = 24 * 60 * 60 * 1000;

async function oneLineOrder(quantity = 2, extra?: Record<string, unknown>) {
  const product = await insertProduct(context.db, { sellPrice: 150_000, sizes: { M: 10 } });
  const delivered = await deliveredOrder(context, staff, places, [[product.variants[0]!.id, quantity]], { extra });
  return { ...delivered, itemId: delivered.itemIds[0]! };
}

async function requestsOfOrder(orderId: number) {
  const [row] = await context.db.select({ n: count() }).from(returnRequests).where(eq(returnRequests.orderId, orderId));
  return Number(row!.n);
}

describe('the return window', () => {
  it('takes a return within returnWindowDays of delivery and refuses one after it, writing nothing', async () => {
    const { shopper, order, itemId } = await oneLineOrder();
    const ability = (await context.app.inject({ method: 'GET', url: `/api/return/returnability/${order.id}`, headers: shopper.headers })).json();
    const deliveredAt = Date.parse(ability.deliveredAt);
    expect(Date.parse(ability.returnUntil) - deliveredAt).toBe(10 * DAY);
    expect(Date.parse(ability.defectClaimUntil) - deliveredAt).toBe(180 * DAY);
    expect(ability.lines).toEqual([{ orderItemId: itemId, returnableQuantity: 2, openRequestId: null, exchangeChoices: expect.any(Array) }]);

    context.clock.advance(10 * DAY + 60_000);
    const late = await createReturn(context, shopper.headers, order.id, returnBody(itemId));
    expect(late.statusCode).toBe(409);
    expect(late.json().error.fields.orderItemId).toMatch(/^the return window closed on \d\d\.\d\d\.\d{4}$/);
    expect(await requestsOfOrder(order.id)).toBe(0);
  });

  it('reads the window from the shop settings: 3 days takes a return on day 2, not on day 4', async () => {
    await context.db.update(shopSettings).set({ returnWindowDays: 3 });
    try {
      const early = await oneLineOrder();
      const late = await oneLineOrder();
      context.clock.advance(2 * DAY);
      expect((await createReturn(context, early.shopper.headers, early.order.id, returnBody(early.itemId))).statusCode).toBe(201);
      context.clock.advance(2 * DAY);
      expect((await createReturn(context, late.shopper.headers, late.order.id, returnBody(late.itemId))).statusCode).toBe(409);
      const ability = (await context.app.inject({ method: 'GET', url: `/api/return/returnability/${late.order.id}`, headers: late.shopper.headers })).json();
      expect(Date.parse(ability.returnUntil) - Date.parse(ability.deliveredAt)).toBe(3 * DAY);
    } finally {
      await context.db.update(shopSettings).set({ returnWindowDays: 10 });
    }
  });

  it('takes a defect claim for longer: inside 180 days, not after', async () => {
    const inside = await oneLineOrder();
    const outside = await oneLineOrder();
    context.clock.advance(30 * DAY);
    expect((await createReturn(context, inside.shopper.headers, inside.order.id, returnBody(inside.itemId))).statusCode).toBe(409);
    const defect = await createReturn(context, inside.shopper.headers, inside.order.id, returnBody(inside.itemId, { reason: 'DEFECT' }));
    expect(defect.statusCode).toBe(201);
    expect(defect.json()).toMatchObject({ status: 'REQUESTED', reason: 'DEFECT', kind: 'RETURN', quantity: 1 });
    context.clock.advance(151 * DAY);
    expect((await createReturn(context, outside.shopper.headers, outside.order.id, returnBody(outside.itemId, { reason: 'DEFECT' }))).statusCode).toBe(409);
  });

  it('refuses an order not yet delivered (409) and a line of another order (404)', async () => {
    const shopper = await createShopper(context, places);
    const product = await insertProduct(context.db, { sizes: { M: 3 } });
    const undelivered = await placedOrder(context, shopper, [[product.variants[0]!.id, 1]]);
    const other = await oneLineOrder();
    expect((await createReturn(context, shopper.headers, undelivered.id, returnBody(other.itemId))).statusCode).toBe(409);
    const mine = await deliveredOrder(context, staff, places, [[product.variants[0]!.id, 1]], { shopper });
    const foreignLine = await createReturn(context, shopper.headers, mine.order.id, returnBody(other.itemId));
    expect(foreignLine.statusCode).toBe(404);
  });
});

describe('quantities and one open request per line', () => {
  it('refuses more than was bought, one open request per line, and units already sent back', async () => {
    const { shopper, order, itemId } = await oneLineOrder(2);
    const tooMany = await createReturn(context, shopper.headers, order.id, returnBody(itemId, { quantity: 3 }));
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().error.fields).toEqual({ quantity: 'at most 2' });

    const first = (await createReturn(context, shopper.headers, order.id, returnBody(itemId))).json();
    const second = await createReturn(context, shopper.headers, order.id, returnBody(itemId));
    expect(second.statusCode).toBe(409);
    expect(second.json().error.fields).toEqual({ orderItemId: 'already has an open request' });
    const ability = (await context.app.inject({ method: 'GET', url: `/api/return/returnability/${order.id}`, headers: shopper.headers })).json();
    expect(ability.lines[0]).toMatchObject({ returnableQuantity: 1, openRequestId: first.id });

    // Received and refunded units stay counted: the request received, the line has one unit left to ask for.
    expect((await staffMove(context, staff, 'approve', first.id, {})).statusCode).toBe(200);
    expect((await staffMove(context, staff, 'receive', first.id)).statusCode).toBe(200);
    await context.db.update(returnRequests).set({ status: 'REFUNDED' }).where(eq(returnRequests.id, first.id));
    const again = await createReturn(context, shopper.headers, order.id, returnBody(itemId, { quantity: 2 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ quantity: 'at most 1' });
    expect((await createReturn(context, shopper.headers, order.id, returnBody(itemId))).statusCode).toBe(201);
    expect((await createReturn(context, shopper.headers, order.id, returnBody(itemId))).statusCode).toBe(409);
    expect(await requestsOfOrder(order.id)).toBe(2);
  });

  it('gives a withdrawn or rejected request’s units back to ask for again', async () => {
    const { shopper, order, itemId } = await oneLineOrder(1);
    const first = (await createReturn(context, shopper.headers, order.id, returnBody(itemId))).json();
    const withdrawn = await context.app.inject({ method: 'POST', url: `/api/return/withdraw/${first.id}`, headers: shopper.headers });
    expect(withdrawn.json()).toMatchObject({ id: first.id, status: 'CLOSED' });
    expect((await context.app.inject({ method: 'POST', url: `/api/return/withdraw/${first.id}`, headers: shopper.headers })).statusCode).toBe(409);
    const second = (await createReturn(context, shopper.headers, order.id, returnBody(itemId))).json();
    expect((await staffMove(context, staff, 'reject', second.id, { note: 'Yorliq olib tashlangan' })).statusCode).toBe(200);
    expect((await createReturn(context, shopper.headers, order.id, returnBody(itemId))).statusCode).toBe(201);
  });
});

describe('ownership', () => {
  it('refuses another shopper’s order and request (403) and an unknown one (404)', async () => {
    const { shopper, order, itemId } = await oneLineOrder();
    const stranger = await createShopper(context, places);
    const mine = (await createReturn(context, shopper.headers, order.id, returnBody(itemId))).json();
    expect((await context.app.inject({ method: 'GET', url: `/api/return/returnability/${order.id}`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await createReturn(context, stranger.headers, order.id, returnBody(itemId))).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'POST', url: `/api/return/withdraw/${mine.id}`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: `/api/return/getAllByCustomerId/${shopper.customer.id}`, headers: stranger.headers })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'POST', url: '/api/return/withdraw/999999', headers: stranger.headers })).statusCode).toBe(404);
    expect((await createReturn(context, stranger.headers, 999_999, returnBody(itemId))).statusCode).toBe(404);
    expect((await context.app.inject({ method: 'GET', url: `/api/return/returnability/${order.id}`, headers: staff.headers })).statusCode).toBe(403);
    expect(await requestsOfOrder(order.id)).toBe(1);
  });
});

describe('the amount that goes back', () => {
  it('is the units’ share after the coupon; the order’s last units take the rest, delivery included', async () => {
    const shopper = await createShopper(context, places);
    const coupon = await giveCoupon(context.db, shopper.customer.id, { credit: 20_000, expireDate: new Date(context.clock.now().getTime() + 30 * DAY) });
    const product = await insertProduct(context.db, { sellPrice: 150_000, sizes: { M: 5 } });
    // Goods 300 000, coupon 20 000, delivery 28 000 (below the free-delivery threshold): 308 000 paid.
    const { order, itemIds } = await deliveredOrder(context, staff, places, [[product.variants[0]!.id, 2]], { shopper, extra: { couponCustomerId: coupon.id } });
    expect(order.total).toBe(308_000);
    const first = (await createReturn(context, shopper.headers, order.id, returnBody(itemIds[0]!))).json();
    expect(first.refundAmount).toBe(140_000);
    expect(first.refundProvider).toBe('PAYME');
    await context.app.inject({ method: 'POST', url: `/api/return/withdraw/${first.id}`, headers: shopper.headers });
    const whole = (await createReturn(context, shopper.headers, order.id, returnBody(itemIds[0]!, { quantity: 2 }))).json();
    expect(whole.refundAmount).toBe(308_000);
  });

  it('keeps the request as asked (a blank comment is none); the shopper hears of it and lists it', async () => {
    const { shopper, order, itemId } = await oneLineOrder(1);
    const created = (await createReturn(context, shopper.headers, order.id, returnBody(itemId, { comment: '   ', handover: 'COURIER' }))).json();
    expect(created).toMatchObject({ comment: null, handover: 'COURIER', photos: [], exchange: null, refundState: null, orderNumber: order.orderNumber, unitPrice: 150_000, size: 'M' });
    expect(await returnSms(context.db, created.id)).toEqual([{ key: `sms:return:${created.id}:RETURN_REQUESTED`, text: expect.stringContaining(order.orderNumber) }]);
    const list = await context.app.inject({ method: 'GET', url: `/api/return/getAllByCustomerId/${shopper.customer.id}`, headers: shopper.headers });
    expect(list.json().map((request: { id: number }) => request.id)).toEqual([created.id]);
  });
});

describe('bodies and photos', () => {
  it('refuses an unknown field, a RETURN naming a size and an EXCHANGE naming none (400), writing nothing', async () => {
    const { shopper, order, itemId } = await oneLineOrder();
    const extra = await createReturn(context, shopper.headers, order.id, { ...returnBody(itemId), refundAmount: 1 });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.code).toBe('VALIDATION');
    expect((await createReturn(context, shopper.headers, order.id, returnBody(itemId, { exchangeSizeVariantId: 1 }))).statusCode).toBe(400);
    expect((await createReturn(context, shopper.headers, order.id, returnBody(itemId, { kind: 'EXCHANGE' }))).statusCode).toBe(400);
    expect(await requestsOfOrder(order.id)).toBe(0);
  });

  it('stores an uploaded photo under returns/ and takes only addresses it made', async () => {
    const { shopper, order, itemId } = await oneLineOrder();
    const upload = (field: string, bytes: Buffer) =>
      context.app.inject({
        method: 'POST',
        url: '/api/return/uploadPhoto',
        headers: { ...shopper.headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
        payload: multipartBody(field, 'tag.png', 'image/png', bytes),
      });
    const uploaded = await upload('file', pngImage());
    expect(uploaded.statusCode).toBe(201);
    const { url } = uploaded.json();
    expect(url).toMatch(/^\/media\/uploads\/returns\/[0-9a-f]{32}\.png$/);
    expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await upload('file', Buffer.from('not a picture'))).statusCode).toBe(400);
    expect((await upload('image', pngImage())).statusCode).toBe(400);

    const foreign = await createReturn(context, shopper.headers, order.id, returnBody(itemId, { photos: ['/media/uploads/avatars/0123456789abcdef0123456789abcdef.png'] }));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.fields).toEqual({ photos: 'must be addresses uploadPhoto gave' });
    const made = await createReturn(context, shopper.headers, order.id, returnBody(itemId, { photos: [url] }));
    expect(made.statusCode).toBe(201);
    expect(made.json().photos).toEqual([url]);
  });
});
