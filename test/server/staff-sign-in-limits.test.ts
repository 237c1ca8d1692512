import type { App } from '../../server/http/app-type';
import { DEFAULT_RATE_LIMITS } from '../../server/http/rate-limits';
import { saveStaffAccount } from '../../server/staff/create-staff';
import { appsOnOneDatabase } from './apps-on-one-database';
import { addressNumber, expectLocked, shopWith, statuses } from './limited-shop';

/**
 * Failed staff sign-ins (docs/api.md, Auth; the README's RATE_LIMIT_SIGN_IN_FAILURES): counted per phone at each
 * address, so a stranger's guesses lock out only the stranger's address, and per phone across all addresses up to a
 * ceiling ten times that; a new password (an ADMIN's reset, npm run staff:create) lifts every lock of the account.
 */

type Response = Awaited<ReturnType<App['inject']>>;

const shared = appsOnOneDatabase();
let phoneSeed = 0;
const freshPhone = () => `+99893${String(4_000_000 + ++phoneSeed).padStart(7, '0')}`;

async function staffMember(password: string) {
  const phoneNumber = freshPhone();
  const id = await saveStaffAccount(shared.db(), { phoneNumber, password, fullName: 'Xodim' });
  return { id, phoneNumber };
}

const STRANGER = '192.0.2.66';
const OFFICE = '198.51.100.20';

describe('failed staff sign-ins', () => {
  it('from one address lock that address only: a stranger cannot keep the staff member out (defaults)', async () => {
    // The calls a minute per address are limited apart (on real time); the windows here pass on the test's clock.
    const shop = await shopWith(shared, { authPerPhone: 0, authPerAddress: 0 }, { defaults: true });
    const { phoneNumber } = await staffMember('the-right-one');
    const signIn = (password: string, address: string) => shop.post('/api/auth/loginUser', { phoneNumber, password }, address);
    const limit = DEFAULT_RATE_LIMITS.signInFailuresPerPhone;
    // Window after window, the stranger's address uses up its tries; the office signs in all along.
    for (let window = 0; window < 3; window++) {
      const guesses: Response[] = [];
      for (let index = 0; index < limit + 2; index++) guesses.push(await signIn(`guess-${index}`, STRANGER));
      expect(statuses(guesses)).toEqual([...Array<number>(limit).fill(401), 429, 429]);
      expectLocked(await signIn('the-right-one', STRANGER), 900);
      expect((await signIn('the-right-one', OFFICE)).statusCode).toBe(200);
      shop.clock.advance(DEFAULT_RATE_LIMITS.failureWindowMs);
    }
  });

  it('from many addresses together lock the account at the ceiling', async () => {
    const shop = await shopWith(shared, { signInFailuresPerPhone: 2, staffSignInFailuresPerPhone: 4 });
    const { phoneNumber } = await staffMember('the-right-one');
    const signIn = (password: string, address: string) => shop.post('/api/auth/loginUser', { phoneNumber, password }, address);
    expect(statuses([await signIn('guess', STRANGER), await signIn('guess', STRANGER), await signIn('guess', STRANGER)])).toEqual([401, 401, 429]);
    expect(statuses([await signIn('guess', addressNumber(1)), await signIn('guess', addressNumber(2))])).toEqual([401, 401]);
    expectLocked(await signIn('the-right-one', OFFICE), 900);
    shop.clock.advance(15 * 60_000);
    expect((await signIn('the-right-one', OFFICE)).statusCode).toBe(200);
  });

  it('are lifted, the account’s and each address’s, by an ADMIN’s password reset', async () => {
    const shop = await shopWith(shared, { signInFailuresPerPhone: 2, staffSignInFailuresPerPhone: 3 });
    const admin = await staffMember('admin-pass');
    const { id, phoneNumber } = await staffMember('the-right-one');
    const signIn = (password: string, address: string) => shop.post('/api/auth/loginUser', { phoneNumber, password }, address);
    for (const address of [STRANGER, STRANGER, addressNumber(3), addressNumber(4)]) await signIn('guess', address);
    expectLocked(await signIn('the-right-one', OFFICE), 900);
    expectLocked(await signIn('the-right-one', STRANGER), 900);

    const adminToken = (await shop.post('/api/auth/loginUser', { phoneNumber: admin.phoneNumber, password: 'admin-pass' }, OFFICE)).json().accessToken as string;
    const reset = await shop.app.inject({
      method: 'PUT',
      url: `/api/users/resetPassword/${id}`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { password: 'given-by-admin' },
      remoteAddress: OFFICE,
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('another-guess', STRANGER)).statusCode).toBe(401);
    expect((await signIn('given-by-admin', OFFICE)).statusCode).toBe(200);
  });

  it('are lifted by npm run staff:create giving the account a new password', async () => {
    const shop = await shopWith(shared, { signInFailuresPerPhone: 2, staffSignInFailuresPerPhone: 3 });
    const { phoneNumber } = await staffMember('the-right-one');
    const signIn = (password: string, address: string) => shop.post('/api/auth/loginUser', { phoneNumber, password }, address);
    for (let index = 0; index < 3; index++) await signIn('guess', addressNumber(10 + index));
    expectLocked(await signIn('the-right-one', OFFICE), 900);

    await saveStaffAccount(shared.db(), { phoneNumber, password: 'from-the-command', fullName: 'Xodim' });
    expect((await signIn('from-the-command', OFFICE)).statusCode).toBe(200);
  });

  it('are counted apart from the customer sign-ins of the same phone number', async () => {
    const shop = await shopWith(shared, { signInFailuresPerPhone: 2 });
    const { customer } = await shop.customer('customer-pass');
    await saveStaffAccount(shared.db(), { phoneNumber: customer.phoneNumber, password: 'staff-pass', fullName: 'Xodim' });
    for (let index = 0; index < 3; index++) await shop.post('/api/auth/loginCustomer', { phoneNumber: customer.phoneNumber, password: 'guess' }, addressNumber(20 + index));
    expectLocked(await shop.post('/api/auth/loginCustomer', { phoneNumber: customer.phoneNumber, password: 'customer-pass' }, OFFICE), 900);
    expect((await shop.post('/api/auth/loginUser', { phoneNumber: customer.phoneNumber, password: 'staff-pass' }, OFFICE)).statusCode).toBe(200);
  });
});
