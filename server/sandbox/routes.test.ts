import { eq } from 'drizzle-orm';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { smsTemplates } from '../db/schema/sms';
import { verificationCodes } from '../db/schema/auth';
import { TokenService } from '../http/tokens';
import type { SmsProvider } from '../sms/provider';
import { createTestApp, openTestDatabase, TestClock, type TestContext } from '../../test/server/harness';

let context: TestContext;
// A fresh migrated database can take a while when the machine is busy.
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe('GET /sandbox/sms', () => {
  it('lists what the sandbox sent, newest first, with the code of each code SMS', async () => {
    await context.sms.send('+998901111111', 'Libos: tasdiqlash kodi 0427 / код подтверждения 0427', { code: '0427' });
    await context.sms.send('+998902222222', 'Libos: tasdiqlash kodi 9130 / код подтверждения 9130', { code: '9130' });
    await context.sms.send('+998901111111', 'Buyurtmangiz yo‘lda');

    const all = await context.app.inject({ method: 'GET', url: '/sandbox/sms' });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toEqual([
      { phoneNumber: '+998901111111', text: 'Buyurtmangiz yo‘lda', code: null, sender: null, sentAt: expect.any(String) },
      { phoneNumber: '+998902222222', text: expect.stringContaining('9130'), code: '9130', sender: null, sentAt: expect.any(String) },
      { phoneNumber: '+998901111111', text: expect.stringContaining('0427'), code: '0427', sender: null, sentAt: expect.any(String) },
    ]);

    const one = await context.app.inject({ method: 'GET', url: `/sandbox/sms?phoneNumber=${encodeURIComponent('+998902222222')}` });
    expect(one.json().map((message: { code: string }) => message.code)).toEqual(['9130']);
  });

  it('accepts the phone with its plus lost to URL decoding', async () => {
    await context.sms.send('+998903333333', 'Libos: tasdiqlash kodi 5555 / код подтверждения 5555', { code: '5555' });
    const response = await context.app.inject({ method: 'GET', url: '/sandbox/sms?phoneNumber=+998903333333' });
    expect(response.json()).toHaveLength(1);
  });

  it('answers an empty list for a phone without messages and 400 for a malformed phone', async () => {
    expect((await context.app.inject({ method: 'GET', url: '/sandbox/sms?phoneNumber=%2B998909999999' })).json()).toEqual([]);
    const bad = await context.app.inject({ method: 'GET', url: '/sandbox/sms?phoneNumber=12345' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('phoneNumber');
  });

  it('does not exist when a real SMS gateway is configured', async () => {
    const database = await openTestDatabase();
    const gateway: SmsProvider = { name: 'eskiz', send: async () => undefined };
    const app = await buildApp({
      db: database.db,
      config: { ...loadConfig({}), webDir: '/nonexistent-libos-web' },
      tokens: new TokenService('another-test-secret-long-enough-for-hs256'),
      sms: gateway,
      clock: new TestClock(),
    }, { compileSchemasOnFirstUse: true });
    try {
      const response = await app.inject({ method: 'GET', url: '/sandbox/sms' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    } finally {
      await app.close();
      await database.close();
    }
  }, 30_000);
});

describe('the code a listed message carries', () => {
  const listed = async (phoneNumber: string) =>
    (await context.app.inject({ method: 'GET', url: `/sandbox/sms?phoneNumber=${encodeURIComponent(phoneNumber)}` })).json() as Array<{ text: string; code: string | null }>;
  const sentCode = async (phoneNumber: string) => {
    const [row] = await context.db.select({ code: verificationCodes.code }).from(verificationCodes).where(eq(verificationCodes.phoneNumber, phoneNumber));
    return row!.code;
  };

  it('is none for a message that carries no code, whatever digits its text has (a tracking number)', async () => {
    await context.sms.send('+998904444444', 'Libos: LB-000123 buyurtmangiz yuborildi. Trek raqami: RR2026UZ');
    await context.sms.send('+998904444444', 'Libos: 1 500 000 so‘m 2026-03-01 qaytarildi');
    expect((await listed('+998904444444')).map((message) => message.code)).toEqual([null, null]);
  });

  it('is the code the shop made, even when the SMS template puts other digits first', async () => {
    await context.db.insert(smsTemplates).values({ name: 'REGISTER', textUZB: 'Libos 2026: kodingiz {code}', textRUS: 'Libos 2026: код {code}' });
    const phoneNumber = '+998905555555';
    const asked = await context.app.inject({ method: 'POST', url: '/api/auth/isRegistered', payload: { phoneNumber } });
    expect(asked.json()).toBe(false);
    const [message] = await listed(phoneNumber);
    expect(message!.text).toMatch(/^Libos 2026: kodingiz \d{4}$/);
    expect(message!.code).toBe(await sentCode(phoneNumber));
  });
});
