import { hashPassword } from '../shared/passwords';
import { inArray } from 'drizzle-orm';
import { verificationCodes } from '../db/schema/auth';
import { users } from '../db/schema/staff';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';

let context: TestContext;
// A fresh migrated database can take a while when the machine is busy.
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url, payload });
const newestCode = (phoneNumber: string) => /\d{4}/.exec(context.sms.list(phoneNumber)[0]?.text ?? '')?.[0] ?? 'none';
const advancePastSmsGap = () => context.clock.advance(61_000);

describe('POST /api/auth/loginCustomer', () => {
  it('gives a token for the customer on the right pair', async () => {
    const { customer } = await createCustomer(context, { password: 'right-one' });
    const response = await post('/api/auth/loginCustomer', { phoneNumber: customer.phoneNumber, password: 'right-one' });
    expect(response.statusCode).toBe(200);
    const { accessToken, customerId } = response.json();
    expect(customerId).toBe(customer.id);
    expect(await context.tokens.verify(accessToken)).toEqual({ principal: { kind: 'customer', customerId: customer.id }, sessionVersion: 0 });
  });

  it('answers a wrong password and an unknown phone alike with 401', async () => {
    const { customer } = await createCustomer(context, { password: 'right-one' });
    const wrongPassword = await post('/api/auth/loginCustomer', { phoneNumber: customer.phoneNumber, password: 'wrong-one' });
    const unknownPhone = await post('/api/auth/loginCustomer', { phoneNumber: '+998930000001', password: 'right-one' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownPhone.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ error: { code: 'UNAUTHORIZED', message: 'Wrong phone number or password' } });
    expect(unknownPhone.json()).toEqual(wrongPassword.json());
  });

  it('refuses bad input with 400 and fields', async () => {
    const response = await post('/api/auth/loginCustomer', { phoneNumber: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ phoneNumber: expect.any(String), password: 'is required' });
  });

  it('does not sign staff in as a customer', async () => {
    await context.db.insert(users).values({ fullName: 'Staff', phoneNumber: '+998930000002', passwordHash: await hashPassword('staff-pass') });
    expect((await post('/api/auth/loginCustomer', { phoneNumber: '+998930000002', password: 'staff-pass' })).statusCode).toBe(401);
  });
});

describe('POST /api/auth/loginUser', () => {
  it('gives a staff token with the role on the right pair', async () => {
    const [user] = await context.db
      .insert(users)
      .values({ fullName: 'Admin', phoneNumber: '+998930000003', passwordHash: await hashPassword('admin-pass') })
      .returning();
    const response = await post('/api/auth/loginUser', { phoneNumber: '+998930000003', password: 'admin-pass' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accessToken: expect.any(String), userId: user?.id, role: 'ADMIN' });
    expect(await context.tokens.verify(response.json().accessToken)).toEqual({
      principal: { kind: 'staff', userId: user?.id, role: 'ADMIN' },
      sessionVersion: 0,
    });
  });

  it('answers a wrong pair with 401, and a customer is not staff', async () => {
    const { customer } = await createCustomer(context, { password: 'customer-pass' });
    expect((await post('/api/auth/loginUser', { phoneNumber: '+998930000003', password: 'nope-nope' })).statusCode).toBe(401);
    expect((await post('/api/auth/loginUser', { phoneNumber: customer.phoneNumber, password: 'customer-pass' })).statusCode).toBe(401);
  });

  it('refuses bad input with 400', async () => {
    const response = await post('/api/auth/loginUser', { phoneNumber: '+998 93 000 00 03', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('phoneNumber');
  });
});

describe('forgotten password', () => {
  it('sends a reset code, sets the new password with it, and only the new password signs in', async () => {
    const { customer } = await createCustomer(context, { password: 'old-password' });
    const phoneNumber = customer.phoneNumber;

    const sent = await post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber });
    expect(sent.statusCode).toBe(204);
    expect(sent.body).toBe('');
    const code = newestCode(phoneNumber);
    expect(code).toMatch(/^\d{4}$/);

    // The check call knows a registered phone holds a reset code.
    expect((await post('/api/auth/smsCodeVerification', { phoneNumber, verifyCode: code })).statusCode).toBe(204);

    const reset = await post('/api/auth/forgetPassword', { phoneNumber, newPassword: 'new-password', verifyCode: code });
    expect(reset.statusCode).toBe(204);

    expect((await post('/api/auth/loginCustomer', { phoneNumber, password: 'old-password' })).statusCode).toBe(401);
    const login = await post('/api/auth/loginCustomer', { phoneNumber, password: 'new-password' });
    expect(login.statusCode).toBe(200);
    expect(login.json().customerId).toBe(customer.id);
  });

  it('answers an unknown phone as a known one, limits included, and sends it nothing', async () => {
    const { customer } = await createCustomer(context);
    advancePastSmsGap();
    const phones = [customer.phoneNumber, '+998930000009'];
    const first = await Promise.all(phones.map((phoneNumber) => post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber })));
    expect(first.map((response) => [response.statusCode, response.body])).toEqual([[204, ''], [204, '']]);
    expect(context.sms.list(customer.phoneNumber)).toHaveLength(1);
    expect(context.sms.list('+998930000009')).toEqual([]);
    // The one-a-minute limit holds for both, with the same answer.
    const again = await Promise.all(phones.map((phoneNumber) => post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber })));
    expect(again.map((response) => response.statusCode)).toEqual([429, 429]);
    expect(again[0]!.json()).toEqual(again[1]!.json());
  });

  it('keeps the old password when the code is wrong', async () => {
    const { customer } = await createCustomer(context, { password: 'old-password' });
    const phoneNumber = customer.phoneNumber;
    await post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber });
    const code = newestCode(phoneNumber);

    const refused = await post('/api/auth/forgetPassword', { phoneNumber, newPassword: 'new-password', verifyCode: code === '1111' ? '2222' : '1111' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('CODE_INVALID');
    expect((await post('/api/auth/loginCustomer', { phoneNumber, password: 'old-password' })).statusCode).toBe(200);
  });

  it('does not accept a registration code for a reset', async () => {
    const phoneNumber = '+998930000010';
    advancePastSmsGap();
    await post('/api/auth/isRegistered', { phoneNumber });
    const registrationCode = newestCode(phoneNumber);
    const registered = await post('/api/auth/register', {
      phoneNumber,
      verifyCode: registrationCode,
      fullName: 'New Customer',
      birthDate: '1999-09-09',
      password: 'first-pass',
      gender: 'Ayol',
    });
    expect(registered.statusCode).toBe(201);
    const response = await post('/api/auth/forgetPassword', { phoneNumber, newPassword: 'second-pass', verifyCode: registrationCode });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('CODE_INVALID');
  });

  it('refuses a short new password and a malformed code with 400 and fields', async () => {
    const { customer } = await createCustomer(context);
    const response = await post('/api/auth/forgetPassword', { phoneNumber: customer.phoneNumber, newPassword: '123', verifyCode: '12a4' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ newPassword: expect.any(String), verifyCode: expect.any(String) });
  });

  it('refuses a reset for an unknown phone exactly as a wrong code for a known one', async () => {
    const { customer } = await createCustomer(context);
    const phones = [customer.phoneNumber, '+998930000011'];
    const reset = (phoneNumber: string) => post('/api/auth/forgetPassword', { phoneNumber, newPassword: 'whatever1', verifyCode: '0000' });
    const answers = async () => (await Promise.all(phones.map(reset))).map((response) => [response.statusCode, response.json()]);

    // No code asked for yet.
    const [known, unknown] = await answers();
    expect(known).toEqual([400, expect.objectContaining({ error: expect.objectContaining({ code: 'CODE_INVALID' }) })]);
    expect(unknown).toEqual(known);

    // A code asked for: the wrong-code answers count down alike (no real code is 0000 for both by chance).
    advancePastSmsGap();
    for (const phoneNumber of phones) await post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber });
    if (newestCode(customer.phoneNumber) === '0000') return;
    const [knownWrong, unknownWrong] = await answers();
    expect(knownWrong).toEqual([400, { error: { code: 'CODE_INVALID', message: 'The code is wrong or no longer valid; check it, or request a new one', fields: { verifyCode: 'The code is wrong or no longer valid; check it, or request a new one' } } }]);
    expect(unknownWrong).toEqual(knownWrong);
  });
});

describe('the code check, for a phone with an account and one without', () => {
  const answer = async (url: string, payload: object) => {
    const response = await post(url, payload);
    return [response.statusCode, response.json()] as const;
  };
  /** A code neither phone's newest code is, so every try is a wrong one for both. */
  async function wrongForBoth(phones: string[]): Promise<string> {
    const codes = new Set((await context.db.select({ code: verificationCodes.code }).from(verificationCodes).where(inArray(verificationCodes.phoneNumber, phones))).map((row) => row.code));
    return ['0000', '1111', '2222', '3333'].find((code) => !codes.has(code))!;
  }

  it('answers alike before and after a reset request, every try until the code is dead, on both calls', async () => {
    // An account made as shoppers make theirs (its sign-up code, used, stays on file), and a phone with none.
    const known = '+998930000031';
    const unknown = '+998930000032';
    advancePastSmsGap();
    await post('/api/auth/isRegistered', { phoneNumber: known });
    const signUp = { phoneNumber: known, verifyCode: newestCode(known), fullName: 'Known Shopper', birthDate: '1990-05-05', password: 'known-pass', gender: 'Erkak' };
    expect((await post('/api/auth/register', signUp)).statusCode).toBe(201);
    const phones = [known, unknown];
    const both = async (url: string, extra: object) => {
      const verifyCode = await wrongForBoth(phones);
      return Promise.all(phones.map((phoneNumber) => answer(url, { phoneNumber, verifyCode, ...extra })));
    };

    // No reset asked for: the known phone's only code is its used sign-up code, the unknown one has none.
    const [knownBefore, unknownBefore] = await both('/api/auth/smsCodeVerification', {});
    expect(knownBefore[0]).toBe(400);
    expect(unknownBefore).toEqual(knownBefore);

    // A reset asked for both: the known phone is sent its code, the unknown one's is kept and never sent.
    advancePastSmsGap();
    for (const phoneNumber of phones) expect((await post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber })).statusCode).toBe(204);
    for (let attempt = 0; attempt < 6; attempt++) {
      const [knownCheck, unknownCheck] = await both('/api/auth/smsCodeVerification', {});
      expect(knownCheck).toEqual([400, { error: { code: 'CODE_INVALID', message: expect.any(String), fields: { verifyCode: expect.any(String) } } }]);
      expect({ attempt, answer: unknownCheck }).toEqual({ attempt, answer: knownCheck });
    }
    const [knownReset, unknownReset] = await both('/api/auth/forgetPassword', { newPassword: 'whatever1' });
    expect(knownReset[0]).toBe(400);
    expect(unknownReset).toEqual(knownReset);
  });
});
