import { eq } from 'drizzle-orm';
import { createCustomer, createTestApp, TestClock, type TestContext } from '../../../test/server/harness';
import { insertLoyaltyLadder } from '../../../test/server/order-fixtures';
import { staffWithRole } from '../../staff/testing/staff-fixtures';
import { customerCoupons } from '../../db/schema/loyalty';
import { grantForAllCoupons } from './for-all';

/* Coupons "for all" reach the shoppers who register while they are on offer (docs/api.md, "Staff: promotions"). */

const DAY = 24 * 3600_000;
let context: TestContext;
let clock: TestClock;
let staff: Awaited<ReturnType<typeof staffWithRole>>;
beforeAll(async () => {
  clock = new TestClock(Date.parse('2026-11-20T09:00:00Z'));
  context = await createTestApp({ clock });
  staff = await staffWithRole(context, 'ADMIN');
});
afterAll(() => context.close());

let phoneSeed = 0;
/** A phone no other account of this file has (+99894: no fixture uses it). */
const freshPhone = () => `+99894${String(1_000_000 + ++phoneSeed * 37).slice(-7)}`;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = staff.headers) =>
  context.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const couponBody = (fields: Record<string, unknown> = {}) => ({
  kind: 'GIFT', nameUZB: 'Xush kelibsiz', nameRUS: 'Добро пожаловать', credit: 15_000, minBasket: 0, validDays: 10,
  validFrom: null, validUntil: null, multiUse: false, customerId: null, ...fields,
});

async function addCoupon(fields: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/coupon/addCoupon', couponBody(fields));
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number; granted: number }>();
}

/** Signs a new shopper up through the SMS code, as the storefront does; answers the register call. */
async function register(phoneNumber = freshPhone()) {
  await context.app.inject({ method: 'POST', url: '/api/auth/isRegistered', payload: { phoneNumber } });
  const [sms] = context.sms.list(phoneNumber); // newest first
  const verifyCode = /\d{4}/.exec(sms?.text ?? '')?.[0] ?? '0000';
  return context.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { phoneNumber, verifyCode, fullName: 'Madina Yusupova', birthDate: '1998-03-02', password: 'strongpass', gender: 'Ayol' },
  });
}

async function registered(phoneNumber = freshPhone()) {
  const response = await register(phoneNumber);
  expect(response.statusCode).toBe(201);
  return { phoneNumber, customerId: response.json<{ customerId: number }>().customerId };
}

const grantsOf = (customerId: number) =>
  context.db.select().from(customerCoupons).where(eq(customerCoupons.customerId, customerId)).orderBy(customerCoupons.id);

const heldIds = async (customerId: number) => (await grantsOf(customerId)).map((grant) => grant.couponId);

describe('a coupon for all and the shoppers who register later', () => {
  it('is held by a shopper who registers after it was made, expiring as the first holders’ do', async () => {
    const early = await createCustomer(context);
    const open = await addCoupon();
    const until = new Date(clock.now().getTime() + 5 * DAY).toISOString();
    const windowed = await addCoupon({ validUntil: until, validFrom: new Date(clock.now().getTime() + DAY).toISOString() });
    expect((await grantsOf(early.customer.id)).map((grant) => grant.couponId)).toEqual([open.id, windowed.id]);

    clock.advance(2 * DAY);
    const { customerId } = await registered();

    const grants = await grantsOf(customerId);
    expect(grants.map((grant) => grant.couponId)).toEqual(expect.arrayContaining([open.id, windowed.id]));
    expect(grants.find((grant) => grant.couponId === open.id)).toMatchObject({ used: false, expireDate: new Date(clock.now().getTime() + 10 * DAY), createdAt: clock.now() });
    expect(grants.find((grant) => grant.couponId === windowed.id)!.expireDate.toISOString()).toBe(until);
    const listed = (await call('GET', '/api/coupon/getAllCoupons')).json<Array<{ id: number; granted: number }>>();
    expect(listed.find((coupon) => coupon.id === open.id)!.granted).toBe(open.granted + 1);
  });

  it('is not given once validUntil has come, nor once switched off, nor when it is one customer’s or a tier’s', async () => {
    const owner = await createCustomer(context);
    const closing = await addCoupon({ validUntil: new Date(clock.now().getTime() + DAY).toISOString() });
    const switchedOff = await addCoupon();
    const edited = await call('PUT', `/api/coupon/editCoupon/${switchedOff.id}`, { ...couponBody(), customerId: undefined, active: false });
    expect(edited.statusCode).toBe(200);
    const personal = await addCoupon({ customerId: owner.customer.id });
    const tier = await addCoupon({ kind: 'TIER' });

    clock.advance(DAY);
    const { customerId } = await registered();

    const held = await heldIds(customerId);
    for (const coupon of [closing, switchedOff, personal, tier]) expect(held).not.toContain(coupon.id);
    expect(await heldIds(owner.customer.id)).toContain(personal.id);
  });

  it('is not given from a coupon taken off its tier, even one stored as GIFT from before kinds', async () => {
    const { bronze } = await insertLoyaltyLadder(context.db);
    const tiers = (await call('GET', '/api/loyaltyTier/staff/getAllTiers')).json<Array<{ id: number; nameUZB: string; nameRUS: string; minPoints: number; couponIds: number[] }>>();
    const bronzeTier = tiers.find((tier) => tier.couponIds.includes(bronze.id))!;
    expect(bronzeTier.couponIds).toEqual([bronze.id]);
    const body = { nameUZB: bronzeTier.nameUZB, nameRUS: bronzeTier.nameRUS, minPoints: bronzeTier.minPoints, couponIds: [] };
    expect((await call('PUT', `/api/loyaltyTier/staff/editTier/${bronzeTier.id}`, body)).statusCode).toBe(200);

    const { customerId } = await registered();
    expect(await heldIds(customerId)).not.toContain(bronze.id);
    const listed = (await call('GET', '/api/coupon/getAllCoupons')).json<Array<{ id: number; kind: string }>>();
    expect(listed.find((coupon) => coupon.id === bronze.id)!.kind).toBe('TIER');
  });

  it('is given once: a refused second registration and a second grant add nothing', async () => {
    const coupon = await addCoupon();
    const { phoneNumber, customerId } = await registered();
    const again = await register(phoneNumber);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_REGISTERED');
    await context.db.transaction((tx) => grantForAllCoupons(tx, customerId, clock.now()));
    expect((await heldIds(customerId)).filter((id) => id === coupon.id)).toHaveLength(1);
  });

  it('gives a phone re-registered after its account was anonymised one grant on its new account; the old stays with the old', async () => {
    const coupon = await addCoupon();
    const first = await registered();
    expect((await call('DELETE', `/api/customers/staff/delete/${first.customerId}`)).statusCode).toBe(204);
    clock.advance(2 * 60_000); // a phone gets one code a minute

    const second = await registered(first.phoneNumber);
    expect(second.customerId).not.toBe(first.customerId);
    expect((await heldIds(second.customerId)).filter((id) => id === coupon.id)).toHaveLength(1);
    expect((await heldIds(first.customerId)).filter((id) => id === coupon.id)).toHaveLength(1);
  });
});
