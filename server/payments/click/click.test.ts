import type { ClickSettings } from '../../config';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { clickPost, completeFields, prepareFields, signed } from '../testing/click';
import { cancelOrderByShop, insertTestOrder, readOrder, transactionsOf } from '../testing/orders';

let context: TestContext;
let settings: ClickSettings;

beforeAll(async () => {
  context = await createTestApp();
  settings = context.config.payments.click;
});
afterAll(() => context.close());

const TOTAL = 427_900;

async function prepared(amount = String(TOTAL)) {
  const order = await insertTestOrder(context.db);
  const prepare = prepareFields(settings, order.id, amount);
  const reply = await clickPost(context.app, 'prepare', prepare);
  expect(reply.error).toBe(0);
  return { order, prepare, prepareId: reply.merchant_prepare_id! };
}

describe('Click prepare', () => {
  it('holds a prepare id for the exact amount in so’m, and a repeat answers the same id', async () => {
    const order = await insertTestOrder(context.db);
    const prepare = prepareFields(settings, order.id, '427900.00');
    const reply = await clickPost(context.app, 'prepare', prepare);
    expect(reply).toEqual({
      click_trans_id: Number(prepare.click_trans_id),
      merchant_trans_id: String(order.id),
      merchant_prepare_id: expect.any(Number),
      error: 0,
      error_note: 'Success',
    });
    expect(await clickPost(context.app, 'prepare', prepare)).toEqual(reply);
    expect(await transactionsOf(context.db, order.id)).toHaveLength(1);
    expect((await readOrder(context.db, order.id)).paid).toBe(false);
  });

  it('-1 when the sign_string does not match what was posted', async () => {
    const order = await insertTestOrder(context.db);
    const tampered = { ...prepareFields(settings, order.id, '1000'), amount: String(TOTAL) };
    expect((await clickPost(context.app, 'prepare', tampered)).error).toBe(-1);
    const otherSecret = prepareFields({ ...settings, secretKey: 'guessed' }, order.id, String(TOTAL));
    expect((await clickPost(context.app, 'prepare', otherSecret)).error).toBe(-1);
    expect(await transactionsOf(context.db, order.id)).toHaveLength(0);
  });

  it('-2 for any other amount, correctly signed', async () => {
    const order = await insertTestOrder(context.db);
    for (const amount of ['427899', '427900.5', '4279', '0']) {
      expect((await clickPost(context.app, 'prepare', prepareFields(settings, order.id, amount))).error).toBe(-2);
    }
  });

  it('-3 for an action that is not prepare', async () => {
    const order = await insertTestOrder(context.db);
    expect((await clickPost(context.app, 'prepare', prepareFields(settings, order.id, String(TOTAL), { action: '1' }))).error).toBe(-3);
    expect((await clickPost(context.app, 'prepare', prepareFields(settings, order.id, String(TOTAL), { action: '7' }))).error).toBe(-3);
  });

  it('-4 for an order already paid', async () => {
    const order = await insertTestOrder(context.db, { paid: true });
    expect((await clickPost(context.app, 'prepare', prepareFields(settings, order.id, String(TOTAL)))).error).toBe(-4);
  });

  it('-5 for an order that does not exist', async () => {
    for (const id of ['2000000', 'LB-1', '0']) {
      const fields = prepareFields(settings, 1, String(TOTAL), { merchant_trans_id: id });
      expect((await clickPost(context.app, 'prepare', fields)).error).toBe(-5);
    }
  });

  it('-8 for missing or malformed fields, or another service', async () => {
    const order = await insertTestOrder(context.db);
    const good = prepareFields(settings, order.id, String(TOTAL));
    const { sign_time: _dropped, ...withoutTime } = good;
    expect((await clickPost(context.app, 'prepare', withoutTime)).error).toBe(-8);
    expect((await clickPost(context.app, 'prepare', signed(settings, { ...good, amount: '12abc' }))).error).toBe(-8);
    expect((await clickPost(context.app, 'prepare', signed(settings, { ...good, sign_time: '20.11.2026 14:00' }))).error).toBe(-8);
    expect((await clickPost(context.app, 'prepare', signed(settings, { ...good, service_id: '999' }))).error).toBe(-8);
    const empty = await context.app.inject({ method: 'POST', url: '/api/payments/click/prepare', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toEqual({ error: -8, error_note: 'Error in request from click' });
  });

  it('-9 for an order the shop cancelled', async () => {
    const order = await insertTestOrder(context.db, { status: 'REJECTED', cancelledAt: new Date() });
    expect((await clickPost(context.app, 'prepare', prepareFields(settings, order.id, String(TOTAL)))).error).toBe(-9);
  });
});

describe('Click complete', () => {
  it('pays the order; a repeat is -4 (already paid), and so is a repeated prepare', async () => {
    const { order, prepare, prepareId } = await prepared();
    const complete = completeFields(settings, prepare, prepareId);
    const reply = await clickPost(context.app, 'complete', complete);
    expect(reply).toEqual({
      click_trans_id: Number(prepare.click_trans_id),
      merchant_trans_id: String(order.id),
      merchant_confirm_id: prepareId,
      error: 0,
      error_note: 'Success',
    });
    const paid = await readOrder(context.db, order.id);
    expect(paid.paid).toBe(true);
    expect(paid.paidAt).toEqual(context.clock.now());
    expect((await clickPost(context.app, 'complete', complete)).error).toBe(-4);
    expect((await clickPost(context.app, 'prepare', prepare)).error).toBe(-4);
    expect((await transactionsOf(context.db, order.id)).map((row) => row.state)).toEqual([2]);
  });

  it('-1 for a wrong sign (merchant_prepare_id is signed too)', async () => {
    const { prepare, prepareId } = await prepared();
    const unsignedPrepareId = { ...completeFields(settings, prepare, prepareId), merchant_prepare_id: String(prepareId + 1) };
    expect((await clickPost(context.app, 'complete', unsignedPrepareId)).error).toBe(-1);
  });

  it('-2 when the amount differs from the prepared one', async () => {
    const { order, prepare, prepareId } = await prepared();
    expect((await clickPost(context.app, 'complete', completeFields(settings, prepare, prepareId, { amount: '1000' }))).error).toBe(-2);
    expect((await readOrder(context.db, order.id)).paid).toBe(false);
  });

  it('-3 for an action that is not complete', async () => {
    const { prepare, prepareId } = await prepared();
    expect((await clickPost(context.app, 'complete', completeFields(settings, prepare, prepareId, { action: '0' }))).error).toBe(-3);
  });

  it('-4 and the payment cancelled when the order was paid another way meanwhile', async () => {
    const { order, prepare, prepareId } = await prepared();
    const second = prepareFields(settings, order.id, String(TOTAL));
    const secondId = (await clickPost(context.app, 'prepare', second)).merchant_prepare_id!;
    expect((await clickPost(context.app, 'complete', completeFields(settings, second, secondId))).error).toBe(0);
    expect((await clickPost(context.app, 'complete', completeFields(settings, prepare, prepareId))).error).toBe(-4);
    expect((await transactionsOf(context.db, order.id)).map((row) => row.state)).toEqual([-1, 2]);
  });

  it('-6 for a prepare id that does not exist or belongs to another Click transaction', async () => {
    const { prepare, prepareId } = await prepared();
    const other = await prepared();
    expect((await clickPost(context.app, 'complete', completeFields(settings, prepare, 999_999))).error).toBe(-6);
    expect((await clickPost(context.app, 'complete', completeFields(settings, prepare, other.prepareId))).error).toBe(-6);
    expect((await clickPost(context.app, 'complete', completeFields(settings, prepare, prepareId, { merchant_trans_id: String(other.order.id) }))).error).toBe(-6);
  });

  it('-9 when the shop cancelled the order after prepare, as prepare answers: it cannot be marked paid', async () => {
    const { order, prepare, prepareId } = await prepared();
    await cancelOrderByShop(context.db, order.id, context.clock.now());
    expect((await clickPost(context.app, 'complete', completeFields(settings, prepare, prepareId))).error).toBe(-9);
    expect((await readOrder(context.db, order.id)).paid).toBe(false);
    expect((await transactionsOf(context.db, order.id)).map((row) => row.state)).toEqual([-1]);
  });

  it('-8 without merchant_prepare_id', async () => {
    const { prepare } = await prepared();
    const { sign_string: _sign, ...rest } = prepare;
    expect((await clickPost(context.app, 'complete', signed(settings, { ...rest, action: '1' }))).error).toBe(-8);
  });

  it('-9 when Click reports an error: the payment is cancelled, and stays cancelled', async () => {
    const { order, prepare, prepareId } = await prepared();
    const failed = completeFields(settings, prepare, prepareId, { error: '-5017', error_note: 'Insufficient funds' });
    expect(await clickPost(context.app, 'complete', failed)).toMatchObject({ error: -9, error_note: 'Transaction cancelled', merchant_confirm_id: prepareId });
    expect((await transactionsOf(context.db, order.id))[0]).toMatchObject({ state: -1, cancelledAt: context.clock.now() });
    expect((await clickPost(context.app, 'complete', completeFields(settings, prepare, prepareId))).error).toBe(-9);
    expect((await clickPost(context.app, 'prepare', prepare)).error).toBe(-9);
    expect((await readOrder(context.db, order.id)).paid).toBe(false);
  });
});
