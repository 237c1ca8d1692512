import { createTestApp, type TestContext } from '../../test/server/harness';

let context: TestContext;
// A fresh migrated database can take a while when the machine is busy.
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

let phoneSeed = 0;
const freshPhone = () => `+99892${String(1_000_000 + ++phoneSeed).slice(-7)}`;
const post = (url: string, payload: object) => context.app.inject({ method: 'POST', url, payload });
const MINUTE = 60_000;

function newestCode(phoneNumber: string): string {
  const text = context.sms.list(phoneNumber)[0]?.text;
  const code = text && /\d{4}/.exec(text)?.[0];
  if (!code) throw new Error(`no code sent to ${phoneNumber}`);
  return code;
}
const wrongCodeFor = (code: string) => (code === '0000' ? '0001' : '0000');
const verify = (phoneNumber: string, verifyCode: string) => post('/api/auth/smsCodeVerification', { phoneNumber, verifyCode });

describe('SMS limits per phone', () => {
  it('sends one SMS a minute: a second request within the minute is 429, after 61 s it works', async () => {
    const phoneNumber = freshPhone();
    expect((await post('/api/auth/isRegistered', { phoneNumber })).json()).toBe(false);
    context.clock.advance(30_000);

    const refused = await post('/api/auth/isRegistered', { phoneNumber });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({ code: 'RATE_LIMITED', message: 'Too many codes were sent to this phone; try again in 30 seconds' });
    expect(refused.headers['retry-after']).toBe('30');
    expect(context.sms.list(phoneNumber)).toHaveLength(1);

    context.clock.advance(31_000);
    const again = await post('/api/auth/isRegistered', { phoneNumber });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toBe(false);
    expect(context.sms.list(phoneNumber)).toHaveLength(2);
  });

  it('does not hold another phone back', async () => {
    await post('/api/auth/isRegistered', { phoneNumber: freshPhone() });
    expect((await post('/api/auth/isRegistered', { phoneNumber: freshPhone() })).statusCode).toBe(200);
  });

  it('sends at most 10 a day, says when the next one is possible, and sends again after that', async () => {
    const phoneNumber = freshPhone();
    const firstSentAt = context.clock.now();
    for (let sent = 0; sent < 10; sent++) {
      expect((await post('/api/auth/isRegistered', { phoneNumber })).statusCode).toBe(200);
      context.clock.advance(MINUTE + 1000);
    }
    context.clock.advance(60 * MINUTE);

    const refused = await post('/api/auth/isRegistered', { phoneNumber });
    expect(refused.statusCode).toBe(429);
    const nextAllowed = new Date(firstSentAt.getTime() + 24 * 60 * MINUTE).toISOString();
    expect(refused.json().error.message).toBe(
      `Too many codes were sent to this phone; try again after ${nextAllowed.slice(11, 16)} UTC on ${nextAllowed.slice(0, 10)}`,
    );
    expect(context.sms.list(phoneNumber)).toHaveLength(10);

    // 10 sends took 10 min 10 s; the wait above made it 70 min 10 s. One second before the first send is a day old:
    context.clock.advance(24 * 60 * MINUTE - 70 * MINUTE - 11_000);
    expect((await post('/api/auth/isRegistered', { phoneNumber })).statusCode).toBe(429);
    context.clock.advance(1000);
    expect((await post('/api/auth/isRegistered', { phoneNumber })).statusCode).toBe(200);
  });

  it('counts password-reset codes against the same limit', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    await post('/api/auth/register', {
      phoneNumber,
      verifyCode: newestCode(phoneNumber),
      fullName: 'Limit Test',
      birthDate: '1990-01-01',
      password: 'secret12',
      gender: 'Ayol',
    });
    const refused = await post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
  });

  it('lets only one of two simultaneous requests through', async () => {
    const phoneNumber = freshPhone();
    const answers = await Promise.all([post('/api/auth/isRegistered', { phoneNumber }), post('/api/auth/isRegistered', { phoneNumber })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
    expect(context.sms.list(phoneNumber)).toHaveLength(1);
  });

  it('answers 503 when the SMS cannot be sent, and does not count that code against the limit', async () => {
    const phoneNumber = freshPhone();
    const send = jest.spyOn(context.sms, 'send').mockRejectedValueOnce(new Error('gateway down'));
    try {
      const failed = await post('/api/auth/isRegistered', { phoneNumber });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().error.code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      send.mockRestore();
    }
    const retried = await post('/api/auth/isRegistered', { phoneNumber });
    expect(retried.statusCode).toBe(200);
    expect((await verify(phoneNumber, newestCode(phoneNumber))).statusCode).toBe(204);
  });
});

describe('a code', () => {
  it('allows 5 wrong tries: after 5 wrong codes even the right one is refused', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    const code = newestCode(phoneNumber);
    const messages: string[] = [];
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await verify(phoneNumber, wrongCodeFor(code));
      expect(wrong.statusCode).toBe(400);
      messages.push(wrong.json().error.message);
    }
    // One answer for every wrong try: neither the tries left nor why a code no longer counts is told.
    expect(messages).toEqual(Array<string>(5).fill('The code is wrong or no longer valid; check it, or request a new one'));

    const right = await verify(phoneNumber, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toMatchObject({ code: 'CODE_INVALID', message: messages[0] });
    const register = await post('/api/auth/register', {
      phoneNumber,
      verifyCode: code,
      fullName: 'Too Many',
      birthDate: '1990-01-01',
      password: 'secret12',
      gender: 'Erkak',
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().error.code).toBe('CODE_INVALID');
  });

  it('still works after 4 wrong tries', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    const code = newestCode(phoneNumber);
    for (let attempt = 0; attempt < 4; attempt++) expect((await verify(phoneNumber, wrongCodeFor(code))).statusCode).toBe(400);
    expect((await verify(phoneNumber, code)).statusCode).toBe(204);
  });

  it('lives 5 minutes', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    const code = newestCode(phoneNumber);
    context.clock.advance(5 * MINUTE - 1000);
    expect((await verify(phoneNumber, code)).statusCode).toBe(204);
    context.clock.advance(1000);

    // Only whoever gives the right code hears that it expired; a wrong one is answered as any wrong code.
    expect((await verify(phoneNumber, wrongCodeFor(code))).json().error.code).toBe('CODE_INVALID');
    const expired = await verify(phoneNumber, code);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error).toMatchObject({ code: 'CODE_EXPIRED', message: expect.stringMatching(/expired.*request a new one/) });
    expect(expired.json().error.fields).toEqual({ verifyCode: expect.stringMatching(/expired/) });
  });

  it('is replaced by a newer one: only the newest code counts', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    const first = newestCode(phoneNumber);
    context.clock.advance(MINUTE + 1000);
    await post('/api/auth/isRegistered', { phoneNumber });
    const second = newestCode(phoneNumber);
    if (first !== second) expect((await verify(phoneNumber, first)).statusCode).toBe(400);
    expect((await verify(phoneNumber, second)).statusCode).toBe(204);
  });

  it('can be checked more than once before it is used, and cannot be used twice', async () => {
    const phoneNumber = freshPhone();
    await post('/api/auth/isRegistered', { phoneNumber });
    const code = newestCode(phoneNumber);
    expect((await verify(phoneNumber, code)).statusCode).toBe(204);
    expect((await verify(phoneNumber, code)).statusCode).toBe(204);
    const registration = { phoneNumber, verifyCode: code, fullName: 'Once Only', birthDate: '1990-01-01', password: 'secret12', gender: 'Ayol' };
    expect((await post('/api/auth/register', registration)).statusCode).toBe(201);

    // Used up: the check refuses it too.
    expect((await verify(phoneNumber, code)).statusCode).toBe(400);
    context.clock.advance(MINUTE + 1000);
    expect((await post('/api/auth/sendVerifyCodeForForgetPassword', { phoneNumber })).statusCode).toBe(204);
    const resetCode = newestCode(phoneNumber);
    const reset = { phoneNumber, verifyCode: resetCode, newPassword: 'another12' };
    expect((await post('/api/auth/forgetPassword', reset)).statusCode).toBe(204);

    const reused = await post('/api/auth/forgetPassword', { ...reset, newPassword: 'third-one' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().error).toMatchObject({ code: 'CODE_INVALID', message: 'The code is wrong or no longer valid; check it, or request a new one' });
  });
});
