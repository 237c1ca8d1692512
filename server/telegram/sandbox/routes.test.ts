import { eq } from 'drizzle-orm';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { customers } from '../../db/schema/people';
import { TokenService } from '../../http/tokens';
import { escapeHtml } from '../../sandbox/payments/pages';
import { SandboxSmsProvider } from '../../sms/provider';
import { createTestApp, openTestDatabase, TestClock, type TestContext } from '../../../test/server/harness';
import { telegramKit } from '../testing/kit';
import { DEMO_USER } from './texts';

let context: TestContext;
let kit: ReturnType<typeof telegramKit>;
beforeAll(async () => {
  context = await createTestApp();
  kit = telegramKit(context);
});
afterAll(() => context.close());

let nextUserId = 9_100_000_000;
let nextPhone = 0;
const newPhone = () => `+99893${String(7_000_000 + (nextPhone += 1) * 131 + (process.pid % 100)).slice(-7)}`;
const get = (url: string) => context.app.inject({ method: 'GET', url });
const shareContact = (payload: Record<string, unknown>) => context.app.inject({ method: 'POST', url: '/sandbox/telegram/contact', payload });
const botId = () => Number(kit.identity.botToken.split(':')[0]);

/** The iframe's address in the host page, its fragment read as Telegram's launch parameters. */
function launchOf(html: string) {
  const src = /<iframe id="tg-app"[^>]* src="([^"]+)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');
  expect(src).toBeDefined();
  const [path = '', hash = ''] = src!.split('#');
  const params = new URLSearchParams(hash);
  const initData = params.get('tgWebAppData') ?? '';
  return { path, params, initData, fields: new URLSearchParams(initData) };
}

describe('GET /api/telegram/config', () => {
  it('names the sandbox bot and the sandbox’s popup and script without a token', async () => {
    const response = await get('/api/telegram/config');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      botId: botId(),
      botUsername: 'libos_sandbox_bot',
      loginUrl: '/sandbox/telegram/oauth',
      webAppScriptUrl: '/sandbox/telegram/telegram-web-app.js',
      miniAppLink: null,
      sandbox: true,
    });
  });
});

describe('GET /sandbox/telegram/app', () => {
  it('hosts the shop with launch data the Mini App sign-in accepts: a phone first, then signed in', async () => {
    const userId = (nextUserId += 1);
    const page = await get(`/sandbox/telegram/app?userId=${userId}&firstName=Aziza&username=aziza_t&lang=uz&startParam=product_12`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const { path, params, initData, fields } = launchOf(page.body);
    expect(path).toBe('/');
    expect(params.get('tgWebAppVersion')).toBe('8.0');
    expect(params.get('tgWebAppPlatform')).toBe('weba');
    expect(params.get('tgWebAppStartParam')).toBe('product_12');
    expect(JSON.parse(params.get('tgWebAppThemeParams') ?? '{}')).toMatchObject({ bg_color: '#ffffff', button_color: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    expect(JSON.parse(fields.get('user') ?? '{}')).toEqual({ id: userId, first_name: 'Aziza', username: 'aziza_t', language_code: 'uz', allows_write_to_pm: true });
    expect(fields.get('start_param')).toBe('product_12');
    expect(fields.get('chat_type')).toBe('sender');
    expect(fields.get('chat_instance')).toMatch(/^-?[0-9]+$/);
    expect(fields.get('query_id')).toMatch(/^AA[A-Za-z0-9_-]+$/);
    expect(Number(fields.get('auth_date'))).toBe(Math.floor(context.clock.now().getTime() / 1000));

    const first = await kit.miniApp(initData);
    expect(first.statusCode).toBe(409);
    expect(first.json().error.code).toBe('TELEGRAM_PHONE_NEEDED');
    const phoneNumber = newPhone();
    const shared = await shareContact({ telegramUserId: userId, firstName: 'Aziza', phoneNumber, languageCode: 'uz' });
    expect(shared.statusCode).toBe(204);
    // The bot got the contact as Telegram delivers it, and thanked the user in their chat.
    expect((await kit.sent(userId))[0]?.text).toMatch(/Rahmat/);
    const second = await kit.miniApp(initData);
    expect(second.statusCode).toBe(200);
    const [customer] = await context.db.select().from(customers).where(eq(customers.id, second.json().customerId));
    expect(customer?.phoneNumber).toBe(phoneNumber);
  });

  it('draws the Telegram client in Russian, with its buttons and the phone dialog named', async () => {
    const page = await get(`/sandbox/telegram/app?userId=${(nextUserId += 1)}&firstName=Ivan&lang=ru&phone=%2B998901234567&theme=dark`);
    expect(page.body).toContain('<html lang="ru" data-theme="dark">');
    expect(page.body).toContain('aria-label="Назад"');
    expect(page.body).toContain('aria-label="Закрыть"');
    expect(page.body).toMatch(/<dialog id="tg-phone" aria-labelledby="tg-phone-title">/);
    expect(page.body).toContain('Поделиться номером телефона с @libos_sandbox_bot?');
    expect(page.body).toContain('>Поделиться</button>');
    expect(page.body).toContain('value="+998901234567"');
    const { params, fields } = launchOf(page.body);
    expect(JSON.parse(params.get('tgWebAppThemeParams') ?? '{}').bg_color).toBe('#212121');
    expect(JSON.parse(fields.get('user') ?? '{}')).toMatchObject({ first_name: 'Ivan', language_code: 'ru' });
    expect(params.has('tgWebAppStartParam')).toBe(false);
    expect(fields.has('start_param')).toBe(false);
    // Nothing inline runs (script-src 'self'): the host's script is a file, its data a JSON block.
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]);
    expect(scripts).toEqual([' type="application/json" id="tg-host-data"', ' src="/sandbox/telegram/host.js" defer']);
  });

  it('opens a web_app button’s page of the shop for the user of its chat, named as their link knows them', async () => {
    const userId = (nextUserId += 1);
    const phoneNumber = newPhone();
    await shareContact({ telegramUserId: userId, firstName: 'Dilnoza', phoneNumber });
    expect((await kit.miniApp(kit.initData({ id: userId, first_name: 'Dilnoza' }))).statusCode).toBe(200);
    const page = await get(`/sandbox/telegram/app?userId=${userId}&url=${encodeURIComponent('http://shop.test/productDetail/5?size=M')}`);
    const { path, fields } = launchOf(page.body);
    expect(path).toBe('/productDetail/5?size=M');
    expect(JSON.parse(fields.get('user') ?? '{}')).toMatchObject({ id: userId, first_name: 'Dilnoza' });
  });

  it('starts with the demo user, and refuses a link to elsewhere or a malformed field with a 400 page', async () => {
    const demo = launchOf((await get('/sandbox/telegram/app')).body);
    expect(JSON.parse(demo.fields.get('user') ?? '{}')).toMatchObject({ id: DEMO_USER.id, first_name: DEMO_USER.firstName, username: DEMO_USER.username });
    for (const query of ['url=https%3A%2F%2Fevil.test%2F', 'url=javascript%3Aalert(1)', 'startParam=a%20b', 'userId=abc', 'userId=0', 'firstName=', 'username=no-dash']) {
      const response = await get(`/sandbox/telegram/app?${query}&lang=ru`);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.body).toContain('Неверная ссылка');
    }
  });
});

describe('POST /sandbox/telegram/contact', () => {
  it('refuses a malformed phone or an unknown field with 400, keeping nothing', async () => {
    const userId = (nextUserId += 1);
    for (const phoneNumber of ['998901234567', '+99890123456', '+7 916 123 45 67']) {
      const response = await shareContact({ telegramUserId: userId, firstName: 'Aziza', phoneNumber });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    expect((await shareContact({ telegramUserId: userId, firstName: 'Aziza', phoneNumber: newPhone(), extra: 1 })).statusCode).toBe(400);
    expect(await kit.sent(userId)).toEqual([]);
    expect((await kit.miniApp(kit.initData({ id: userId, first_name: 'Aziza' }))).json().error.code).toBe('TELEGRAM_PHONE_NEEDED');
  });
});

describe('GET /sandbox/telegram', () => {
  it('lists what the bot sent, newest first, a web_app button opening the host for that chat’s user', async () => {
    const userId = (nextUserId += 1);
    await kit.deliver(kit.message({ id: userId, language_code: 'ru' }, { text: '/help' }));
    await kit.deliver(kit.message({ id: userId, language_code: 'ru' }, { text: '/start p_7' }));
    const page = await get(`/sandbox/telegram?chatId=${userId}&lang=ru`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="ru">');
    const [welcome, help] = await kit.sent(userId);
    const rows = page.body.indexOf('<tbody>');
    const at = (text: string) => page.body.indexOf(escapeHtml(text.split('\n')[0]!), rows);
    expect(at(welcome!.text)).toBeGreaterThan(rows);
    expect(at(welcome!.text)).toBeLessThan(at(help!.text));
    const button = welcome!.buttons[0]![0]!;
    const appLink = `/sandbox/telegram/app?${new URLSearchParams({ userId: String(userId), url: button.webAppUrl!, lang: 'ru' }).toString()}`;
    expect(page.body).toContain(`<a href="${escapeHtml(appLink)}">${escapeHtml(button.text)}</a>`);
    expect(page.body).toMatch(/<form method="get" action="\/sandbox\/telegram\/app"/);
    expect(page.body).toContain(`name="userId" type="number" min="1" step="1" required value="${DEMO_USER.id}"`);
    expect(page.body).not.toMatch(/<script/);
    const uz = await get('/sandbox/telegram');
    expect(uz.body).toContain('Do‘konni Telegram foydalanuvchisi sifatida ochish');
  });
});

describe('the Login Widget popup', () => {
  it('signs the fields Accept sends, which the Login Widget sign-in takes for a linked user', async () => {
    const page = await get(`/sandbox/telegram/oauth?bot_id=${botId()}&origin=${encodeURIComponent('http://shop.test')}&request_access=write&lang=uz`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('shop.test saytiga Telegram orqali kirish');
    expect(page.body).toContain('@libos_sandbox_bot sizga xabar yuborishi mumkin');
    expect(page.body).toContain('{"origin":"http://shop.test","signUrl":"/sandbox/telegram/oauth"}');
    expect(page.body).toMatch(/<button type="submit" class="pay">Qabul qilish<\/button>/);
    expect([...page.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1])).toEqual([' type="application/json" id="tg-oauth-data"', ' src="/sandbox/telegram/oauth.js" defer']);

    const userId = (nextUserId += 1);
    const accept = await context.app.inject({ method: 'POST', url: '/sandbox/telegram/oauth', payload: { id: userId, first_name: 'Aziza', username: 'aziza_w' } });
    expect(accept.statusCode).toBe(200);
    const fields = accept.json();
    expect(fields).toEqual({ id: userId, first_name: 'Aziza', username: 'aziza_w', auth_date: Math.floor(context.clock.now().getTime() / 1000), hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const login = () => context.app.inject({ method: 'POST', url: '/api/auth/telegram/login', payload: fields });
    expect((await login()).json().error.code).toBe('TELEGRAM_NOT_LINKED');
    await shareContact({ telegramUserId: userId, firstName: 'Aziza', phoneNumber: newPhone() });
    const linked = await kit.miniApp(kit.initData({ id: userId, first_name: 'Aziza' }));
    const signedIn = await login();
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().customerId).toBe(linked.json().customerId);
    // A field changed after signing is refused.
    const forged = await context.app.inject({ method: 'POST', url: '/api/auth/telegram/login', payload: { ...fields, first_name: 'Bobur' } });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses with a 400 page an origin not the shop’s own, or another bot', async () => {
    for (const query of [
      `bot_id=${botId()}&origin=${encodeURIComponent('https://evil.test')}`,
      `bot_id=${botId()}&origin=${encodeURIComponent('http://shop.test/path')}`,
      `bot_id=${botId()}&origin=nothing`,
      `bot_id=${botId() + 1}&origin=${encodeURIComponent('http://shop.test')}`,
      `origin=${encodeURIComponent('http://shop.test')}`,
    ]) {
      const response = await get(`/sandbox/telegram/oauth?${query}&lang=ru`);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain('Сайт не распознан');
      expect(response.body).not.toContain('evil.test');
    }
  });

  it('refuses to sign a malformed user', async () => {
    for (const payload of [{ id: 0, first_name: 'A' }, { id: 5, first_name: ' ' }, { id: 5, first_name: 'A', username: 'a b' }, { id: 5, first_name: 'A', hash: 'x' }]) {
      expect((await context.app.inject({ method: 'POST', url: '/sandbox/telegram/oauth', payload })).statusCode).toBe(400);
    }
  });
});

describe('the sandbox’s scripts', () => {
  it.each(['telegram-web-app.js', 'host.js', 'oauth.js'])('serves %s as JavaScript', async (file) => {
    const response = await get(`/sandbox/telegram/${file}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.body).toMatch(/^\/\*/);
  });
});

describe('with a bot token', () => {
  const env = { TELEGRAM_BOT_TOKEN: '123456789:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8', TELEGRAM_BOT_USERNAME: 'libos_shop_bot', TELEGRAM_WEBHOOK_SECRET: 'hook' };

  async function withLiveApp(extraEnv: Record<string, string>, check: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<void>) {
    const database = await openTestDatabase();
    const app = await buildApp({
      db: database.db,
      config: { ...loadConfig({ ...env, ...extraEnv }), webDir: '/nonexistent-libos-web' },
      tokens: new TokenService('another-test-secret-long-enough-for-hs256'),
      sms: new SandboxSmsProvider(),
      clock: new TestClock(),
    }, { compileSchemasOnFirstUse: true });
    try {
      await check(app);
    } finally {
      await app.close();
      await database.close();
    }
  }

  it('names Telegram’s own popup and script, and has none of the sandbox', async () => {
    await withLiveApp({ TELEGRAM_MINI_APP_NAME: 'shop' }, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/api/telegram/config' })).json()).toEqual({
        botId: 123456789,
        botUsername: 'libos_shop_bot',
        loginUrl: 'https://oauth.telegram.org/auth',
        webAppScriptUrl: 'https://telegram.org/js/telegram-web-app.js',
        miniAppLink: 'https://t.me/libos_shop_bot/shop',
        sandbox: false,
      });
      const sandbox = [
        ['GET', '/sandbox/telegram'],
        ['GET', '/sandbox/telegram/messages'],
        ['GET', '/sandbox/telegram/app'],
        ['POST', '/sandbox/telegram/contact'],
        ['GET', `/sandbox/telegram/oauth?bot_id=123456789&origin=${encodeURIComponent('http://localhost')}`],
        ['POST', '/sandbox/telegram/oauth'],
        ['GET', '/sandbox/telegram/telegram-web-app.js'],
        ['GET', '/sandbox/telegram/host.js'],
        ['GET', '/sandbox/telegram/oauth.js'],
      ] as const;
      for (const [method, url] of sandbox) {
        const response = await app.inject({ method, url, ...(method === 'POST' ? { payload: { id: 1, first_name: 'A' } } : {}) });
        expect([method, url, response.statusCode]).toEqual([method, url, 404]);
      }
    });
  }, 30_000);

  it('has no Mini App link without TELEGRAM_MINI_APP_NAME', async () => {
    await withLiveApp({}, async (app) => {
      expect((await app.inject({ method: 'GET', url: '/api/telegram/config' })).json()).toMatchObject({ miniAppLink: null, sandbox: false });
    });
  }, 30_000);
});
