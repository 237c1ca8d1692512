import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { createStaff, stockOf, type Places } from '../../test/server/order-fixtures';
import { auditOfReturn, createReturn, deliveredOrder, movementsOf, returnBody, returnRow, returnSms, staffMove, type Staff } from './testing/returns-fixtures';

/* The staff's moves of docs/api.md "Returns and exchanges": each allowed one, a refused one writing nothing, the list. */

let context: TestContext;
let places: Places;
let staff: Staff;
beforeAll(async () => {
  context = await createTestApp();
  places = await insertRegionTree(context.db);
  staff = await createStaff(context);
});
afterAll(() => context.close());

async function requested(quantity = 1) {
  const product = await insertProduct(context.db, { sellPrice: 200_000, sizes: { M: 4 } });
  const variantId = product.variants[0]!.id;
  const { shopper, order, itemIds } = await deliveredOrder(context, staff, places, [[variantId, 2]]);
  const created = await createReturn(context, shopper.headers, order.id, returnBody(itemIds[0]!, { quantity }));
  expect(created.statusCode).toBe(201);
  return { shopper, order, variantId, request: created.json<{ id: number; refundAmount: number }>() };
}

describe('staff moves', () => {
  it('approves and receives a RETURN: the units back in their size once, a `return` movement, audited, the shopper told', async () => {
    const { order, variantId, request } = await requested(2);
    expect(await stockOf(context.db, variantId)).toBe(2);
    const approved = await staffMove(context, staff, 'approve', request.id, { note: '  Pochta orqali yuboring  ' });
    expect(approved.json()).toMatchObject({ status: 'APPROVED', decisionNote: 'Pochta orqali yuboring', refundStep: 'NONE' });
    const received = await staffMove(context, staff, 'receive', request.id);
    expect(received.statusCode).toBe(200);
    expect(received.json()).toMatchObject({ status: 'RECEIVED', receivedAt: context.clock.now().toISOString(), orderTotal: order.total, orderPaidAmount: order.total });
    expect(await stockOf(context.db, variantId)).toBe(4);
    expect(await movementsOf(context.db, order.id, variantId)).toEqual([
      { kind: 'sale', delta: -2, actor: 'customer', userId: null },
      { kind: 'return', delta: 2, actor: 'staff', userId: staff.user.id },
    ]);
    const audit = await auditOfReturn(context.db, request.id);
    expect(audit.map((row) => [row.action, row.before, row.after])).toEqual([
      ['MOVE', { status: 'REQUESTED' }, { status: 'APPROVED', note: 'Pochta orqali yuboring' }],
      ['MOVE', { status: 'APPROVED' }, { status: 'RECEIVED' }],
    ]);
    expect((await returnSms(context.db, request.id)).map((sms) => sms.key)).toEqual([`sms:return:${request.id}:RETURN_REQUESTED`, `sms:return:${request.id}:RETURN_APPROVED`]);
  });

  it('refuses a move out of turn with 409 and writes nothing', async () => {
    const { order, variantId, request } = await requested();
    const before = await returnRow(context.db, request.id);
    for (const [move, payload] of [['receive'], ['close'], ['sendExchange', { trackingNumber: 'UZ1' }], ['refundedByHand'], ['retryRefund']] as const) {
      const refused = await staffMove(context, staff, move, request.id, payload);
      expect([move, refused.statusCode, refused.json().error.code]).toEqual([move, 409, 'CONFLICT']);
    }
    expect((await staffMove(context, staff, 'reject', request.id, { note: 'Kiyilgan' })).statusCode).toBe(200);
    const rejected = await returnRow(context.db, request.id);
    for (const move of ['approve', 'reject', 'receive', 'close'] as const) {
      expect((await staffMove(context, staff, move, request.id, move === 'reject' ? { note: 'Yana' } : move === 'approve' ? {} : undefined)).statusCode).toBe(409);
    }
    expect(await returnRow(context.db, request.id)).toEqual(rejected);
    expect(rejected).toMatchObject({ ...before, status: 'REJECTED', decisionNote: 'Kiyilgan', decidedBy: staff.user.id, decidedAt: context.clock.now() });
    expect(await auditOfReturn(context.db, request.id)).toHaveLength(1);
    expect(await stockOf(context.db, variantId)).toBe(2);
    expect(await movementsOf(context.db, order.id, variantId)).toHaveLength(1);
  });

  it('lets the shopper read the reason of a rejection', async () => {
    const { shopper, request } = await requested();
    await staffMove(context, staff, 'reject', request.id, { note: '  Yorliq olib tashlangan  ' });
    const list = (await context.app.inject({ method: 'GET', url: `/api/return/getAllByCustomerId/${shopper.customer.id}`, headers: shopper.headers })).json();
    expect(list[0]).toMatchObject({ id: request.id, status: 'REJECTED', decisionNote: 'Yorliq olib tashlangan' });
    const sms = await returnSms(context.db, request.id);
    expect(sms.map((each) => each.key)).toContain(`sms:return:${request.id}:RETURN_REJECTED`);
  });

  it('closes an approved request whose parcel never came, and refuses a blank reason or unknown fields (400)', async () => {
    const { request } = await requested();
    expect((await staffMove(context, staff, 'reject', request.id, { note: '   ' })).statusCode).toBe(400);
    expect((await staffMove(context, staff, 'approve', request.id, { note: 'ok', refundAmount: 0 })).statusCode).toBe(400);
    expect((await staffMove(context, staff, 'approve', request.id, {})).statusCode).toBe(200);
    const closed = await staffMove(context, staff, 'close', request.id);
    expect(closed.json()).toMatchObject({ status: 'CLOSED' });
    expect((await returnRow(context.db, request.id)).closedAt).toEqual(context.clock.now());
  });

  it('keeps the staff routes to staff: a customer token is 403, none 401, an unknown request 404', async () => {
    const { shopper, request } = await requested();
    expect((await context.app.inject({ method: 'POST', url: `/api/return/staff/approve/${request.id}`, headers: shopper.headers, payload: {} })).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'GET', url: '/api/return/staff/counts' })).statusCode).toBe(401);
    expect((await staffMove(context, staff, 'approve', 999_999, {})).statusCode).toBe(404);
  });
});

describe('the staff list', () => {
  it('counts every status and lists one status newest first with the staff fields', async () => {
    const counts = async () => (await context.app.inject({ method: 'GET', url: '/api/return/staff/counts', headers: staff.headers })).json();
    const start = await counts();
    expect(Object.keys(start).sort()).toEqual(['APPROVED', 'CLOSED', 'EXCHANGED', 'RECEIVED', 'REFUNDED', 'REJECTED', 'REQUESTED']);
    const a = await requested();
    const b = await requested();
    await staffMove(context, staff, 'approve', b.request.id, {});
    expect(await counts()).toEqual({ ...start, REQUESTED: start.REQUESTED + 1, APPROVED: start.APPROVED + 1 });

    const page = (await context.app.inject({ method: 'GET', url: '/api/return/staff/list?status=REQUESTED&size=100', headers: staff.headers })).json();
    expect(page.totalElements).toBe(start.REQUESTED + 1);
    expect(page.content[0]).toMatchObject({ id: a.request.id, customerName: 'Dilnoza Karimova', customerPhoneNumber: a.shopper.customer.phoneNumber, refundStep: 'NONE', cabinetAmount: 0 });
    const one = (await context.app.inject({ method: 'GET', url: `/api/return/staff/get/${b.request.id}`, headers: staff.headers })).json();
    expect(one).toMatchObject({ id: b.request.id, status: 'APPROVED', orderNumber: b.order.orderNumber });
    expect((await context.app.inject({ method: 'GET', url: '/api/return/staff/list?status=LOST', headers: staff.headers })).statusCode).toBe(400);
  });
});
