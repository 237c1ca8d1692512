import { eq } from 'drizzle-orm';
import { customers } from '../db/schema/people';
import { createTestApp, type TestContext } from '../../test/server/harness';

let context: TestContext;
// A fresh migrated database can take a while when the machine is busy.
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

let phoneSeed = 0;
/** A phone no other test in this file uses (the +99891 range is not used by createCustomer). */
const freshPhone = () => `+99891${String(1_000_000 + ++phoneSeed).slice(-7)}`;

const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url, payload });

async function sandboxCode(phoneNumber: string): Promise<string> {
  const response = await context.app.inject({ method: 'GET', url: `/sandbox/sms?phoneNumber=${encodeURIComponent(phoneNumber)}` });
  const [newest] = response.json() as Array<{ code: string }>;
  if (!newest) throw new Error(`no SMS for ${phoneNumber}`);
  return newest.code;
}

const details = { fullName: 'Aziz Rahimov', birthDate: '1990-06-15', password: 'strongpass', gender: 'Erkak' };

describe('sign-up in sandbox mode', () => {
  it('sends a code to a new phone, registers with it, signs in and opens the profile', async () => {
    const phoneNumber = freshPhone();

    const check = await post('/api/auth/isRegistered', { phoneNumber });
    expect(check.statusCode).toBe(200);
    expect(check.headers['content-type']).toMatch(/application\/json/);
    expect(check.json()).toBe(false);

    const [sms] = context.sms.list(phoneNumber);
    // The built-in REGISTER template in Uzbek: the request named no language (server/sms/templates.ts).
    expect(sms?.text).toMatch(/^Libos: tasdiqlash kodi \d{4}$/);
    const code = await sandboxCode(phoneNumber);
    expect(sms?.text).toContain(code);

    expect((await post('/api/auth/smsCodeVerification', { phoneNumber, verifyCode: code })).statusCode).toBe(204);

    const registered = await post('/api/auth/register', { phoneNumber, verifyCode: code, ...details });
    expect(registered.statusCode).toBe(201);
    const { customerId, accessToken } = registered.json();
    expect(customerId).toEqual(expect.any(Number));
    // Signed in with the registration (once only the id came back, and the shopper typed the password again).
    const ownProfile = await context.app.inject({ method: 'GET', url: `/api/customers/getCustomerById/${customerId}`, headers: { authorization: `Bearer ${accessToken}` } });
    expect(ownProfile.statusCode).toBe(200);

    const login = await post('/api/auth/loginCustomer', { phoneNumber, password: details.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toEqual({ accessToken: expect.any(String), customerId });

    const profile = await context.app.inject({
      method: 'GET',
      url: `/api/customers/getCustomerById/${customerId}`,
      headers: { authorization: `Bearer ${login.json().accessToken}` },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.json()).toEqual({
      id: customerId,
      fullName: 'Aziz Rahimov',
      phoneNumber,
      birthDate: '1990-06-15',
      gender: 'Erkak',
      image: null,
      points: 0,
      status: { name: 'Start', minPoints: 0, nextName: 'Bronze', nextMinPoints: 1500 },
      telegram: null,
    });
  });

  it('stores an argon2 hash, never the password', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    await post('/api/auth/register', { phoneNumber, verifyCode: await sandboxCode(phoneNumber), ...details });
    const [row] = await context.db.select().from(customers).where(eq(customers.phoneNumber, phoneNumber));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain(details.password);
  });

  it('answers true for a registered phone and sends nothing', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    await post('/api/auth/register', { phoneNumber, verifyCode: await sandboxCode(phoneNumber), ...details });
    const before = context.sms.list(phoneNumber).length;

    const check = await post('/api/auth/isRegistered', { phoneNumber });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toBe(true);
    expect(context.sms.list(phoneNumber)).toHaveLength(before);
  });

  it('refuses a second registration of the same phone with 409 ALREADY_REGISTERED', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    const code = await sandboxCode(phoneNumber);
    expect((await post('/api/auth/register', { phoneNumber, verifyCode: code, ...details })).statusCode).toBe(201);

    const again = await post('/api/auth/register', { phoneNumber, verifyCode: code, ...details });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'ALREADY_REGISTERED', message: expect.stringMatching(/already registered/) });
  });

  it('refuses a wrong code with 400 CODE_INVALID and creates no customer', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    const code = await sandboxCode(phoneNumber);
    const wrong = code === '0000' ? '1111' : '0000';

    const response = await post('/api/auth/register', { phoneNumber, verifyCode: wrong, ...details });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'CODE_INVALID', message: 'The code is wrong or no longer valid; check it, or request a new one' });
    expect(await context.db.select().from(customers).where(eq(customers.phoneNumber, phoneNumber))).toEqual([]);
  });

  it('refuses a code for a phone that was never sent one', async () => {
    const response = await post('/api/auth/register', { phoneNumber: freshPhone(), verifyCode: '1234', ...details });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'CODE_INVALID', message: expect.stringMatching(/request a new one/) });
  });

  it('answers smsCodeVerification with 400 for a wrong code', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    const code = await sandboxCode(phoneNumber);
    const response = await post('/api/auth/smsCodeVerification', { phoneNumber, verifyCode: code === '9999' ? '9998' : '9999' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CODE_INVALID');
  });
});

describe('sign-up input checks', () => {
  it.each([
    ['a short phone', { phoneNumber: '12345' }, 'phoneNumber'],
    ['a phone of another country', { phoneNumber: '+77011234567' }, 'phoneNumber'],
    ['a code with a letter', { verifyCode: '12a4' }, 'verifyCode'],
    ['a 5-digit code', { verifyCode: '12345' }, 'verifyCode'],
    ['a short password', { password: '12345' }, 'password'],
    ['an unknown gender', { gender: 'Male' }, 'gender'],
    ['a blank name', { fullName: '   ' }, 'fullName'],
    ['a date in another format', { birthDate: '15.06.1990' }, 'birthDate'],
    ['a day that does not exist', { birthDate: '2001-02-30' }, 'birthDate'],
    ['a birth date in the future', { birthDate: '2030-01-01' }, 'birthDate'],
    ['a birth date before 1900', { birthDate: '1899-12-31' }, 'birthDate'],
  ])('refuses %s with 400 and the field named', async (_label, change, field) => {
    const body = { phoneNumber: freshPhone(), verifyCode: '1234', ...details, ...change };
    const response = await post('/api/auth/register', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION');
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('names every missing field', async () => {
    const response = await post('/api/auth/register', { phoneNumber: freshPhone() });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      verifyCode: 'is required',
      fullName: 'is required',
      birthDate: 'is required',
      password: 'is required',
      gender: 'is required',
    });
  });

  it('checks the phone and code format on every auth call', async () => {
    for (const url of ['/api/auth/isRegistered', '/api/auth/sendVerifyCodeForForgetPassword']) {
      const response = await post(url, { phoneNumber: '12345' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty('phoneNumber');
    }
    const verification = await post('/api/auth/smsCodeVerification', { phoneNumber: freshPhone(), verifyCode: '12a4' });
    expect(verification.statusCode).toBe(400);
    expect(verification.json().error.fields).toHaveProperty('verifyCode');
    const missing = await post('/api/auth/smsCodeVerification', {});
    expect(missing.json().error.fields).toEqual({ phoneNumber: 'is required', verifyCode: 'is required' });
  });

  it('does not spend a try of the code on a form error', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    const code = await sandboxCode(phoneNumber);
    for (let attempt = 0; attempt < 6; attempt++) {
      const refused = await post('/api/auth/register', { phoneNumber, verifyCode: code, ...details, birthDate: '2099-01-01' });
      expect(refused.statusCode).toBe(400);
    }
    expect((await post('/api/auth/register', { phoneNumber, verifyCode: code, ...details })).statusCode).toBe(201);
  });

  it('stores the name without surrounding spaces', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    await post('/api/auth/register', { phoneNumber, verifyCode: await sandboxCode(phoneNumber), ...details, fullName: '  Aziz  ' });
    const [row] = await context.db.select().from(customers).where(eq(customers.phoneNumber, phoneNumber));
    expect(row?.fullName).toBe('Aziz');
  });
});
