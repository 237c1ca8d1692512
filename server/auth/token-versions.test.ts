import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { customers } from '../db/schema/people';
import { saveStaffAccount } from '../staff/create-staff';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';

/** A new password, by any route, ends every token signed before it (docs/api.md, Auth). */

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const PASSWORD_CHANGED = { error: { code: 'UNAUTHORIZED', message: 'The sign-in ended because the password was changed; sign in again' } };
const ACCOUNT_GONE = { error: { code: 'UNAUTHORIZED', message: 'The account of this sign-in no longer exists; sign in again' } };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url, payload });
const profile = (customerId: number, token: string) =>
  context.app.inject({ method: 'GET', url: `/api/customers/getCustomerById/${customerId}`, headers: bearer(token) });
const allOrders = (token: string) => context.app.inject({ method: 'GET', url: '/api/order/getAllOrders', headers: bearer(token) });
const changePassword = (customerId: number, token: string, oldPassword: string, newPassword: string) =>
  context.app.inject({
    method: 'PUT',
    url: `/api/customers/editCustomerPassword/${customerId}`,
    headers: bearer(token),
    payload: { oldPassword, newPassword, confirmPassword: newPassword },
  });
const signIn = async (phoneNumber: string, password: string): Promise<string> => {
  const response = await post('/api/auth/loginCustomer', { phoneNumber, password });
  expect(response.statusCode).toBe(200);
  return response.json().accessToken;
};

describe('changing the password (editCustomerPassword)', () => {
  it('ends every earlier token and answers a fresh one that keeps this device signed in', async () => {
    const { customer, token: thisDevice } = await createCustomer(context, { password: 'first-pass' });
    const otherDevice = await signIn(customer.phoneNumber, 'first-pass');
    expect((await profile(customer.id, otherDevice)).statusCode).toBe(200);

    const changed = await changePassword(customer.id, thisDevice, 'first-pass', 'second-pass');
    expect(changed.statusCode).toBe(200);
    const { accessToken, customerId } = changed.json();
    expect(customerId).toBe(customer.id);

    for (const stale of [thisDevice, otherDevice]) {
      const refused = await profile(customer.id, stale);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual(PASSWORD_CHANGED);
    }
    expect((await profile(customer.id, accessToken)).statusCode).toBe(200);
    // A sign-in after the change carries the new version too.
    expect((await profile(customer.id, await signIn(customer.phoneNumber, 'second-pass'))).statusCode).toBe(200);
  });

  it('a second change ends the token the first one answered', async () => {
    const { customer, token } = await createCustomer(context, { password: 'first-pass' });
    const first = (await changePassword(customer.id, token, 'first-pass', 'second-pass')).json().accessToken;
    const second = await changePassword(customer.id, first, 'second-pass', 'third-pass');
    expect(second.statusCode).toBe(200);
    expect((await profile(customer.id, first)).statusCode).toBe(401);
    expect((await profile(customer.id, second.json().accessToken)).statusCode).toBe(200);
  });

  it('a refused change (wrong current password) ends nothing', async () => {
    const { customer, token } = await createCustomer(context, { password: 'first-pass' });
    expect((await changePassword(customer.id, token, 'wrong-pass', 'second-pass')).statusCode).toBe(409);
    expect((await profile(customer.id, token)).statusCode).toBe(200);
  });
});

describe('resetting a forgotten password (forgetPassword)', () => {
  it('ends every earlier token; the shopper signs in again with the new password', async () => {
    const { customer, token } = await createCustomer(context, { password: 'old-password' });
    const phoneNumber = customer.phoneNumber;
    expect((await post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber })).statusCode).toBe(204);
    const code = /\d{4}/.exec(context.sms.list(phoneNumber)[0]?.text ?? '')?.[0] ?? 'none';

    const reset = await post('/api/auth/forgetPassword', { phoneNumber, newPassword: 'new-password', verifyCode: code });
    expect(reset.statusCode).toBe(204);

    const refused = await profile(customer.id, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(PASSWORD_CHANGED);
    expect((await profile(customer.id, await signIn(phoneNumber, 'new-password'))).statusCode).toBe(200);
  });
});

describe('a staff password set again by npm run staff:create', () => {
  it('ends the staff tokens signed before it', async () => {
    const phoneNumber = '+998931234501';
    const userId = await saveStaffAccount(context.db, { phoneNumber, password: 'first-pass', fullName: 'Staff' });
    const staffSignIn = async (password: string) => {
      const response = await post('/api/auth/loginUser', { phoneNumber, password });
      expect(response.json().userId).toBe(userId);
      return response.json().accessToken as string;
    };
    const before = await staffSignIn('first-pass');
    expect((await allOrders(before)).statusCode).toBe(200);

    expect(await saveStaffAccount(context.db, { phoneNumber, password: 'second-pass', fullName: 'Staff' })).toBe(userId);

    const refused = await allOrders(before);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(PASSWORD_CHANGED);
    expect((await allOrders(await staffSignIn('second-pass'))).statusCode).toBe(200);
  });
});

describe('a token whose account is gone', () => {
  it('gets 401 for a deleted customer and for a staff id that does not exist', async () => {
    const { customer, token } = await createCustomer(context);
    await context.db.delete(customers).where(eq(customers.id, customer.id));
    const refused = await profile(customer.id, token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual(ACCOUNT_GONE);

    const unknownStaff = await allOrders(await context.tokens.sign({ kind: 'staff', userId: 987_654, role: 'ADMIN' }));
    expect(unknownStaff.statusCode).toBe(401);
    expect(unknownStaff.json()).toEqual(ACCOUNT_GONE);
  });
});

describe('a token signed before session versions existed (no version claim)', () => {
  const signWithoutVersion = (customerId: number) =>
    new SignJWT({ kind: 'customer' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(customerId))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'));

  it('counts as version 0: it works until the password first changes, then gets 401', async () => {
    const { customer, token } = await createCustomer(context, { password: 'first-pass' });
    const legacy = await signWithoutVersion(customer.id);
    expect((await profile(customer.id, legacy)).statusCode).toBe(200);
    expect((await changePassword(customer.id, token, 'first-pass', 'second-pass')).statusCode).toBe(200);
    expect((await profile(customer.id, legacy)).statusCode).toBe(401);
  });
});
