import path from 'node:path';
import { SANDBOX_PAYMENTS, SANDBOX_SHOP_FISCAL, loadConfig } from './config';

/** Click's live keys with the fiscal settings they require. */
const CLICK_LIVE = {
  CLICK_SERVICE_ID: '71',
  CLICK_MERCHANT_ID: '92',
  CLICK_SECRET_KEY: 'sec',
  CLICK_MERCHANT_USER_ID: '93',
  SHOP_TIN: '301234567',
  SHOP_DELIVERY_MXIK: '10112006002000000',
  SHOP_DELIVERY_PACKAGE_CODE: '1209779',
};

describe('loadConfig', () => {
  it('has a default for everything', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    // No PUBLIC_URL: each shopper is sent back to the address they used (server/http/shop-origin.ts).
    expect(config.publicUrl).toBeUndefined();
    expect(config.eskiz).toBeUndefined();
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '8081',
      DATA_DIR: '/tmp/libos-data',
      DATABASE_URL: 'postgres://x@127.0.0.1/libos',
      JWT_SECRET: 's3cret',
      PUBLIC_URL: 'https://libos.uz/',
      ESKIZ_EMAIL: 'shop@libos.uz',
      ESKIZ_PASSWORD: 'pw',
    });
    expect(config).toMatchObject({
      port: 8081,
      dataDir: '/tmp/libos-data',
      databaseUrl: 'postgres://x@127.0.0.1/libos',
      jwtSecret: 's3cret',
      publicUrl: 'https://libos.uz',
      eskiz: { email: 'shop@libos.uz', password: 'pw', from: '4546' },
    });
  });

  it('stops the start when only half the SMS credentials are set, as the sandbox would publish every code', () => {
    expect(() => loadConfig({ ESKIZ_EMAIL: 'shop@libos.uz' })).toThrow('ESKIZ_PASSWORD must be set together with ESKIZ_EMAIL');
    expect(() => loadConfig({ ESKIZ_PASSWORD: 'pw' })).toThrow('ESKIZ_EMAIL must be set together with ESKIZ_PASSWORD');
    expect(loadConfig({ ESKIZ_FROM: 'LIBOS' }).eskiz).toBeUndefined();
  });

  it('seeds the demo on the embedded database and not on a real one, unless SEED_DEMO says otherwise', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/libos' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/libos', SEED_DEMO: '1' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(() => loadConfig({ SEED_DEMO: 'maybe' })).toThrow('SEED_DEMO must be 1 or 0');
  });

  it('refuses a PUBLIC_URL that is not an http or https address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'libos.uz' })).toThrow('PUBLIC_URL must be an http or https address, got "libos.uz"');
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://libos.uz' })).toThrow('PUBLIC_URL must be an http or https address');
  });

  it('gives a landing page 1 500 ms to draw unless SERVER_RENDERING_TIMEOUT_MS says otherwise, and refuses a bad one', () => {
    expect(loadConfig({}).drawingTimeoutMs).toBe(1_500);
    expect(loadConfig({ SERVER_RENDERING_TIMEOUT_MS: '4000' }).drawingTimeoutMs).toBe(4_000);
    expect(() => loadConfig({ SERVER_RENDERING_TIMEOUT_MS: 'soon' })).toThrow('SERVER_RENDERING_TIMEOUT_MS must be a whole number of milliseconds, at least 1, got "soon"');
  });

  it('refuses a port that is not a number', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT must be a whole number');
  });

  it('runs every payment provider in sandbox mode when no keys are set', () => {
    const { payments } = loadConfig({});
    expect(payments).toEqual(SANDBOX_PAYMENTS);
    expect([payments.payme.sandbox, payments.click.sandbox, payments.uzum.sandbox]).toEqual([true, true, true]);
  });

  it("reads each provider's keys, and a provider with keys is live while the others stay in sandbox", () => {
    const { payments } = loadConfig({
      PAYME_MERCHANT_ID: '5e730e8e0b852a417aa49ceb',
      PAYME_KEY: 'payme-key',
      UZUM_SERVICE_ID: '498',
      UZUM_LOGIN: 'libos',
      UZUM_PASSWORD: 'uzum-pw',
    });
    expect(payments.payme).toEqual({ merchantId: '5e730e8e0b852a417aa49ceb', key: 'payme-key', sandbox: false });
    expect(payments.uzum).toEqual({ serviceId: 498, login: 'libos', password: 'uzum-pw', sandbox: false });
    expect(payments.click).toEqual(SANDBOX_PAYMENTS.click);

    const click = loadConfig(CLICK_LIVE).payments.click;
    expect(click).toEqual({ serviceId: '71', merchantId: '92', secretKey: 'sec', merchantUserId: '93', apiUrl: 'https://api.click.uz/v2/merchant', sandbox: false });
  });

  it("points Click's Merchant API at CLICK_API_URL when set, else at Click (live) or this server's sandbox (unset)", () => {
    expect(loadConfig({ ...CLICK_LIVE, CLICK_API_URL: 'https://click.test/v2/merchant/' }).payments.click.apiUrl).toBe('https://click.test/v2/merchant');
    expect(loadConfig({}).payments.click.apiUrl).toBeUndefined();
    expect(loadConfig({ CLICK_API_URL: 'http://127.0.0.1:9000/v2/merchant' }).payments.click).toMatchObject({ sandbox: true, apiUrl: 'http://127.0.0.1:9000/v2/merchant' });
    expect(() => loadConfig({ CLICK_API_URL: 'ftp://click' })).toThrow('CLICK_API_URL must be an http or https address');
  });

  it("takes the shop's TIN or PINFL and the delivery line's codes for fiscal receipts: required with Click's keys, made up in its sandbox", () => {
    expect(loadConfig({}).shopFiscal).toEqual(SANDBOX_SHOP_FISCAL);
    expect(loadConfig(CLICK_LIVE).shopFiscal).toEqual({ commission: { TIN: '301234567' }, deliveryMxik: '10112006002000000', deliveryPackageCode: '1209779', deliveryVatPercent: 12 });
    const { SHOP_TIN: _tin, ...withoutTin } = CLICK_LIVE;
    expect(loadConfig({ ...withoutTin, SHOP_PINFL: '31234567890123', SHOP_DELIVERY_VAT_PERCENT: '0' }).shopFiscal).toMatchObject({ commission: { PINFL: '31234567890123' }, deliveryVatPercent: 0 });
    expect(() => loadConfig(withoutTin)).toThrow("SHOP_TIN (or SHOP_PINFL) must be set with Click's keys");
    const { SHOP_DELIVERY_MXIK: _mxik, ...withoutMxik } = CLICK_LIVE;
    expect(() => loadConfig(withoutMxik)).toThrow("SHOP_DELIVERY_MXIK must be set with Click's keys");
    expect(() => loadConfig({ ...CLICK_LIVE, SHOP_PINFL: '31234567890123' })).toThrow('not both');
    expect(() => loadConfig({ SHOP_TIN: '12345' })).toThrow('SHOP_TIN must be 9 digits');
    expect(() => loadConfig({ SHOP_DELIVERY_MXIK: '1011' })).toThrow('SHOP_DELIVERY_MXIK must be 17 digits');
    expect(() => loadConfig({ SHOP_DELIVERY_VAT_PERCENT: '120' })).toThrow('SHOP_DELIVERY_VAT_PERCENT must be at most 100');
    expect(loadConfig({ SHOP_TIN: '301234567' }).shopFiscal.commission).toEqual({ TIN: '301234567' });
  });

  it('refuses a provider configured halfway, naming what is missing', () => {
    expect(() => loadConfig({ PAYME_MERCHANT_ID: 'm' })).toThrow('PAYME_KEY must be set together with PAYME_MERCHANT_ID');
    expect(() => loadConfig({ CLICK_SECRET_KEY: 's' })).toThrow('CLICK_SERVICE_ID, CLICK_MERCHANT_ID, CLICK_MERCHANT_USER_ID must be set');
    expect(() => loadConfig({ UZUM_LOGIN: 'l', UZUM_PASSWORD: 'p' })).toThrow('UZUM_SERVICE_ID must be set');
  });

  it('refuses service ids that are not numbers', () => {
    expect(() => loadConfig({ UZUM_SERVICE_ID: 'abc', UZUM_LOGIN: 'l', UZUM_PASSWORD: 'p' })).toThrow('UZUM_SERVICE_ID must be a whole number');
    expect(() => loadConfig({ ...CLICK_LIVE, CLICK_SERVICE_ID: 'x1' })).toThrow('CLICK_SERVICE_ID must be a number');
  });

  it('plays Telegram in the sandbox when no bot token is set', () => {
    expect(loadConfig({}).telegram).toEqual({
      botToken: undefined,
      botUsername: 'libos_sandbox_bot',
      miniAppName: undefined,
      updates: 'webhook',
      webhookSecret: undefined,
      staffChatId: undefined,
      staffLanguage: 'uz',
      authMaxAgeSeconds: 3600,
    });
  });

  it("reads a live bot's settings", () => {
    const telegram = loadConfig({
      TELEGRAM_BOT_TOKEN: '123456789:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8',
      TELEGRAM_BOT_USERNAME: 'libos_shop_bot',
      TELEGRAM_MINI_APP_NAME: 'shop',
      TELEGRAM_WEBHOOK_SECRET: 'a-secret_1',
      TELEGRAM_STAFF_CHAT_ID: '-1001234567890',
      TELEGRAM_STAFF_LANGUAGE: 'ru',
      TELEGRAM_AUTH_MAX_AGE_SECONDS: '600',
    }).telegram;
    expect(telegram).toEqual({
      botToken: '123456789:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8',
      botUsername: 'libos_shop_bot',
      miniAppName: 'shop',
      updates: 'webhook',
      webhookSecret: 'a-secret_1',
      staffChatId: -1001234567890,
      staffLanguage: 'ru',
      authMaxAgeSeconds: 600,
    });
    const polling = loadConfig({ TELEGRAM_BOT_TOKEN: '1:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8', TELEGRAM_BOT_USERNAME: 'libos_shop_bot', TELEGRAM_UPDATES: 'polling' }).telegram;
    expect(polling.updates).toBe('polling');
    expect(polling.webhookSecret).toBeUndefined();
  });

  it('refuses Telegram settings half set or malformed, naming the variable', () => {
    const token = { TELEGRAM_BOT_TOKEN: '1:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8' };
    const live = { ...token, TELEGRAM_BOT_USERNAME: 'libos_shop_bot' };
    expect(() => loadConfig(token)).toThrow('TELEGRAM_BOT_USERNAME must be set together with TELEGRAM_BOT_TOKEN');
    expect(() => loadConfig(live)).toThrow('TELEGRAM_WEBHOOK_SECRET must be set');
    expect(() => loadConfig({ TELEGRAM_BOT_USERNAME: 'libos_shop_bot' })).toThrow('TELEGRAM_BOT_USERNAME need TELEGRAM_BOT_TOKEN');
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token' })).toThrow('TELEGRAM_BOT_TOKEN must be a bot token');
    expect(() => loadConfig({ TELEGRAM_BOT_TOKEN: 'not-a-token' })).not.toThrow('not-a-token');
    expect(() => loadConfig({ ...live, TELEGRAM_BOT_USERNAME: '@libos' })).toThrow('TELEGRAM_BOT_USERNAME must be');
    expect(() => loadConfig({ ...live, TELEGRAM_WEBHOOK_SECRET: 'has space' })).toThrow('TELEGRAM_WEBHOOK_SECRET must be 1 to 256 characters');
    expect(() => loadConfig({ ...live, TELEGRAM_WEBHOOK_SECRET: 'x'.repeat(257) })).toThrow('TELEGRAM_WEBHOOK_SECRET must be');
    expect(() => loadConfig({ TELEGRAM_UPDATES: 'push' })).toThrow('TELEGRAM_UPDATES must be webhook or polling');
    expect(() => loadConfig({ TELEGRAM_STAFF_CHAT_ID: 'staff' })).toThrow('TELEGRAM_STAFF_CHAT_ID must be a chat id');
    expect(() => loadConfig({ TELEGRAM_STAFF_LANGUAGE: 'en' })).toThrow('TELEGRAM_STAFF_LANGUAGE must be uz or ru');
    expect(() => loadConfig({ TELEGRAM_AUTH_MAX_AGE_SECONDS: '0' })).toThrow('TELEGRAM_AUTH_MAX_AGE_SECONDS must be a whole number of seconds, at least 1');
  });
});
