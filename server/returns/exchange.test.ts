import { eq } from 'drizzle-orm';
import { insertColor, insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createStaff, stockOf, type Places } from '../../test/server/order-fixtures';
import { productSizeVariants } from '../db/schema/catalogue';
import { auditOfReturn, createReturn, deliveredOrder, movementsOf, returnBody, returnRow, returnSms, staffMove, type Staff } from './testing/returns-fixtures';

/* Exchanges (docs/api.md "Returns and exchanges"): the sizes offered, the price rule, the new size's stock. */

let context: TestContext;
let places: Places;
let staff: Staff;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  staff = await createStaff(context);
});
afterAll(() => context.close());

/** An article in two colours at one price and a third at another, and an order of one M of the first. */
async function article() {
  const referenceNumber = `EX-${Math.random().toString(36).slice(2, 8)}`;
  const bought = await insertProduct(context.db, { referenceNumber, sellPrice: 180_000, sizes: { M: 3, L: 2, XL: 0 } });
  const otherColour = await insertProduct(context.db, { referenceNumber, sellPrice: 180_000, colorId: (await insertColor(context.db)).id, sizes: { M: 1 } });
  const dearer = await insertProduct(context.db, { referenceNumber, sellPrice: 210_000, colorId: (await insertColor(context.db)).id, sizes: { M: 5 } });
  const unrelated = await insertProduct(context.db, { sellPrice: 180_000, sizes: { M: 5 } });
  const sizeOf = (product: typeof bought, size: string) => product.variants.find((variant) => variant.size === size)!.id;
  const { shopper, order, itemIds } = await deliveredOrder(context, staff, places, [[sizeOf(bought, 'M'), 1]]);
  return { shopper, order, itemId: itemIds[0]!, M: sizeOf(bought, 'M'), L: sizeOf(bought, 'L'), XL: sizeOf(bought, 'XL'), otherColourM: sizeOf(otherColour, 'M'), dearerM: sizeOf(dearer, 'M'), unrelatedM: sizeOf(unrelated, 'M') };
}

const exchange = (itemId: number, sizeId: number) => returnBody(itemId, { kind: 'EXCHANGE', exchangeSizeVariantId: sizeId, reason: 'SIZE_TOO_SMALL' });

describe('exchange choices', () => {
  it('offers the other sizes of the article in every colour at the price paid, with their stock', async () => {
    const a = await article();
    const ability = (await context.app.inject({ method: 'GET', url: `/api/return/returnability/${a.order.id}`, headers: a.shopper.headers })).json();
    const offered = ability.lines[0].exchangeChoices.map((choice: { choice: { productSizeVariantId: number }; stock: number }) => [choice.choice.productSizeVariantId, choice.stock]);
    // Not the M bought: an exchange is for another size or colour.
    expect(offered).toEqual([[a.L, 2], [a.XL, 0], [a.otherColourM, 1]]);
  });

  it('refuses the size bought, a size of another price or article, or one out of stock (409), writing nothing', async () => {
    const a = await article();
    const same = await createReturn(context, a.shopper.headers, a.order.id, exchange(a.itemId, a.M));
    expect([same.statusCode, same.json().error.fields]).toEqual([409, { exchangeSizeVariantId: 'the size bought' }]);
    const dearer = await createReturn(context, a.shopper.headers, a.order.id, exchange(a.itemId, a.dearerM));
    expect([dearer.statusCode, dearer.json().error.fields]).toEqual([409, { exchangeSizeVariantId: 'the price differs' }]);
    const unrelated = await createReturn(context, a.shopper.headers, a.order.id, exchange(a.itemId, a.unrelatedM));
    expect([unrelated.statusCode, unrelated.json().error.fields]).toEqual([409, { exchangeSizeVariantId: 'not a size of this article' }]);
    const soldOut = await createReturn(context, a.shopper.headers, a.order.id, exchange(a.itemId, a.XL));
    expect([soldOut.statusCode, soldOut.json().error.code]).toEqual([409, 'OUT_OF_STOCK']);
    const other = await createReturn(context, a.shopper.headers, a.order.id, exchange(a.itemId, a.otherColourM));
    expect(other.statusCode).toBe(201);
    expect(other.json()).toMatchObject({ kind: 'EXCHANGE', refundAmount: 0, exchange: { productSizeVariantId: a.otherColourM, size: 'M' } });
  });
});

describe('an exchange’s moves', () => {
  it('reserves the new size at approval, puts the old one back when received, and sends it with a tracking number', async () => {
    const a = await article();
    const request = (await createReturn(context, a.shopper.headers, a.order.id, exchange(a.itemId, a.L))).json();
    expect((await staffMove(context, staff, 'approve', request.id, {})).statusCode).toBe(200);
    expect(await stockOf(context.db, a.L)).toBe(1);
    expect(await movementsOf(context.db, a.order.id, a.L)).toEqual([{ kind: 'sale', delta: -1, actor: 'customer', userId: null }]);
    expect((await staffMove(context, staff, 'sendExchange', request.id, { trackingNumber: 'UZ9' })).statusCode).toBe(409);
    expect((await staffMove(context, staff, 'receive', request.id)).json()).toMatchObject({ status: 'RECEIVED', refundStep: 'NONE', refundState: null });
    expect(await stockOf(context.db, a.M)).toBe(3);
    expect((await staffMove(context, staff, 'refundedByHand', request.id)).statusCode).toBe(409);
    const sent = await staffMove(context, staff, 'sendExchange', request.id, { trackingNumber: '  UZ777888999  ' });
    expect(sent.json()).toMatchObject({ status: 'EXCHANGED', exchangeTrackingNumber: 'UZ777888999', exchangeSentAt: context.clock.now().toISOString() });
    const sms = await returnSms(context.db, request.id);
    expect(sms.find((each) => each.key.endsWith(':EXCHANGE_SENT'))?.text).toContain('UZ777888999');
    expect((await auditOfReturn(context.db, request.id)).map((row) => (row.after as { status: string }).status)).toEqual(['APPROVED', 'RECEIVED', 'EXCHANGED']);
  });

  it('refuses approval when the new size sold out meanwhile (409 OUT_OF_STOCK, nothing written)', async () => {
    const a = await article();
    const request = (await createReturn(context, a.shopper.headers, a.order.id, exchange(a.itemId, a.otherColourM))).json();
    await context.db.update(productSizeVariants).set({ quantity: 0 }).where(eq(productSizeVariants.id, a.otherColourM));
    const refused = await staffMove(context, staff, 'approve', request.id, {});
    expect([refused.statusCode, refused.json().error.code]).toEqual([409, 'OUT_OF_STOCK']);
    expect((await returnRow(context.db, request.id)).status).toBe('REQUESTED');
    expect(await movementsOf(context.db, a.order.id, a.otherColourM)).toEqual([]);
    expect(await auditOfReturn(context.db, request.id)).toEqual([]);
  });

  it('gives the reserved size back when an approved parcel never came', async () => {
    const a = await article();
    const request = (await createReturn(context, a.shopper.headers, a.order.id, exchange(a.itemId, a.L))).json();
    await staffMove(context, staff, 'approve', request.id, {});
    expect(await stockOf(context.db, a.L)).toBe(1);
    expect((await staffMove(context, staff, 'close', request.id)).json()).toMatchObject({ status: 'CLOSED' });
    expect(await stockOf(context.db, a.L)).toBe(2);
    expect((await movementsOf(context.db, a.order.id, a.L)).map((movement) => [movement.kind, movement.delta])).toEqual([['sale', -1], ['cancellation', 1]]);
    expect(await stockOf(context.db, a.M)).toBe(2);
  });
});
