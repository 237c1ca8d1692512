import { DEMO_STAFF } from '../../server/db/seed/demo-accounts';
import { call } from '../support/shop-api';
import type { ShopProcess } from '../support/shop-process';
import { scratchShop, type ScratchShop } from './servers';

/*
 * What two servers of one shop (one PostgreSQL database, one Redis) must agree on although each keeps its own
 * memory: a code's wrong tries, the failure counters, the per-client rate limits, and the catalogue answers
 * they cache. Requests alternate between the servers, as a load balancer spreads them.
 */
jest.setTimeout(120_000);

/** Small enough to reach in a few calls; each test uses phone numbers of its own, so their counts never mix. */
const AUTH_PER_PHONE = 10;
const SIGN_IN_FAILURES = 3;

let shop: ScratchShop;
let a: ShopProcess;
let b: ShopProcess;
beforeAll(async () => {
  shop = await scratchShop('shared_state');
  const env = { RATE_LIMIT_AUTH: String(AUTH_PER_PHONE), RATE_LIMIT_SIGN_IN_FAILURES: String(SIGN_IN_FAILURES) };
  [a, b] = await Promise.all([shop.start(env), shop.start(env)]);
});
afterAll(() => shop?.close());

interface Answer {
  status: number;
  body: { error?: { code: string; message: string } } & Record<string, unknown>;
  headers: Headers;
}

async function send(origin: string, method: string, path: string, body?: unknown, authorization?: string): Promise<Answer> {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(authorization ? { authorization } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {}, headers: response.headers };
}

/** The servers in turn: A, B, A, B... */
const alternate = (index: number) => (index % 2 === 0 ? a : b).origin;

/** The newest code the sandbox gateway (kept in the database, so either server lists it) sent to the phone. */
async function sentCode(origin: string, phoneNumber: string): Promise<string> {
  for (let tries = 0; tries < 50; tries++) {
    const [sms] = await call<Array<{ code: string | null }>>(origin, 'GET', `/sandbox/sms?phoneNumber=${encodeURIComponent(phoneNumber)}`);
    if (sms?.code) return sms.code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no code was sent to ${phoneNumber}`);
}

it('five wrong codes in total, spread over both servers, lock the code: the sixth try, even the right code, is refused', async () => {
  const phoneNumber = '+998941110001';
  await call(a.origin, 'POST', '/api/auth/isRegistered', { phoneNumber });
  const code = await sentCode(b.origin, phoneNumber);
  const wrong = String((Number(code) + 1) % 10 ** code.length).padStart(code.length, '0');
  const messages: string[] = [];
  for (let index = 0; index < 5; index++) {
    const answer = await send(alternate(index), 'POST', '/api/auth/smsCodeVerification', { phoneNumber, verifyCode: wrong });
    expect([answer.status, answer.body.error?.code]).toEqual([400, 'CODE_INVALID']);
    messages.push(answer.body.error!.message);
  }
  // Each server counted the other's tries: the fifth wrong one, whichever server took it, left the code dead, so the
  // right code is refused on both (every wrong try is answered alike: the tries left are not told).
  expect(new Set(messages).size).toBe(1);
  for (const origin of [b.origin, a.origin]) {
    const right = await send(origin, 'POST', '/api/auth/smsCodeVerification', { phoneNumber, verifyCode: code });
    expect([right.status, right.body.error?.message]).toEqual([400, messages[0]]);
  }
  const register = await send(a.origin, 'POST', '/api/auth/register', {
    phoneNumber,
    verifyCode: code,
    fullName: 'Locked Out',
    birthDate: '1990-01-01',
    password: 'locked-out-42',
    gender: 'Erkak',
  });
  expect([register.status, register.body.error?.code]).toEqual([400, 'CODE_INVALID']);
});

it('failed sign-ins for one phone are counted across both servers (RATE_LIMIT_SIGN_IN_FAILURES)', async () => {
  const phoneNumber = '+998941110002';
  const statuses: number[] = [];
  for (let index = 0; index < SIGN_IN_FAILURES + 2; index++) {
    statuses.push((await send(alternate(index), 'POST', '/api/auth/loginCustomer', { phoneNumber, password: `guess-${index}` })).status);
  }
  expect(statuses).toEqual([401, 401, 401, 429, 429]);
});

it('the per-client limit of auth calls is counted across both servers (RATE_LIMIT_AUTH)', async () => {
  const phoneNumber = '+998941110003';
  const statuses: number[] = [];
  // A body that fails validation (a field the route does not take): counted (the limit comes before validation),
  // and no sign-in failure.
  for (let index = 0; index < AUTH_PER_PHONE + 2; index++) {
    statuses.push((await send(alternate(index), 'POST', '/api/auth/loginCustomer', { phoneNumber, password: 'guess', remember: true })).status);
  }
  expect(statuses).toEqual([...Array<number>(AUTH_PER_PHONE).fill(400), 429, 429]);
});

it("a price changed through A is on B's product page within a second, though B had the page cached", async () => {
  const login = await call<{ accessToken: string }>(a.origin, 'POST', '/api/auth/loginUser', { phoneNumber: DEMO_STAFF.phoneNumber, password: DEMO_STAFF.password });
  const staff = `Bearer ${login.accessToken}`;
  const page = await call<{ content: Array<{ id: number }> }>(b.origin, 'GET', '/api/product/getAllProducts?page=0&size=1');
  const id = page.content[0]!.id;
  const productPage = `/api/product/getProductById/${id}`;
  await send(b.origin, 'GET', productPage);
  const cached = await send(b.origin, 'GET', productPage);
  expect(cached.headers.get('x-cache')).toBe('HIT');

  const product = await call<{
    nameUZB: string; nameRUS: string; descriptionUZB: string; descriptionRUS: string; brand: { id: number }; color: { id: number };
    categories: Array<{ id: number }>; sellPrice: number; sale: number; active: boolean; mxikCode: string | null; packageCode: string | null;
    vatPercent: number; version: number;
  }>(a.origin, 'GET', `/api/product/staff/getProductById/${id}`, undefined, staff);
  const newPrice = product.sellPrice + 1000;
  await call(a.origin, 'PUT', `/api/product/editProduct/${id}`, {
    nameUZB: product.nameUZB,
    nameRUS: product.nameRUS,
    descriptionUZB: product.descriptionUZB,
    descriptionRUS: product.descriptionRUS,
    brandId: product.brand.id,
    colorId: product.color.id,
    categoryIds: product.categories.map((category) => category.id),
    sellPrice: newPrice,
    sale: product.sale,
    active: product.active,
    mxikCode: product.mxikCode,
    packageCode: product.packageCode,
    vatPercent: product.vatPercent,
    version: product.version,
  }, staff);
  const changedAt = Date.now();

  let seen: number | undefined;
  while (Date.now() - changedAt < 1000) {
    seen = (await send(b.origin, 'GET', productPage)).body.sellPrice as number;
    if (seen === newPrice) break;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  expect(seen).toBe(newPrice);
  expect(Date.now() - changedAt).toBeLessThan(1000);
});
