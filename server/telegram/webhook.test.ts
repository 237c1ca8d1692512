import { eq } from 'drizzle-orm';
import { telegramContacts, telegramUpdates } from '../db/schema/telegram';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { insertOrder, telegramKit } from './testing/kit';

let context: TestContext;
let kit: ReturnType<typeof telegramKit>;
beforeAll(async () => {
  context = await createTestApp();
  kit = telegramKit(context);
});
afterAll(() => context.close());

let nextUserId = 8_000_000_000;
const text = (userId: number, body: string, language_code?: string) => kit.message({ id: userId, language_code }, { text: body });

/** A Telegram user linked to a new customer, through the phone they share and the Mini App. */
async function linkedUser() {
  const { customer } = await createCustomer(context);
  const id = (nextUserId += 1);
  await kit.deliver(kit.message({ id }, { contact: { phone_number: customer.phoneNumber, user_id: id } }));
  expect((await kit.miniApp(kit.initData({ id, first_name: 'Dilnoza' }))).statusCode).toBe(200);
  return { id, customer };
}

describe('POST /api/telegram/webhook', () => {
  it('refuses a call without the secret or with a wrong one, keeping nothing', async () => {
    const id = (nextUserId += 1);
    const contact = kit.message({ id }, { contact: { phone_number: '+998935550201', user_id: id } });
    for (const secret of [null, 'wrong', `${kit.identity.webhookSecret}x`]) {
      const response = await kit.deliver(contact, secret);
      expect(response.statusCode).toBe(401);
    }
    expect(await context.db.select().from(telegramContacts).where(eq(telegramContacts.telegramUserId, id))).toEqual([]);
    expect(await kit.sent(id)).toEqual([]);
  });

  it('answers a repeated update once', async () => {
    const id = (nextUserId += 1);
    const update = { update_id: 555_000 + (id % 1000), ...text(id, '/help') };
    const headers = { 'x-telegram-bot-api-secret-token': kit.identity.webhookSecret ?? '' };
    for (let delivery = 0; delivery < 2; delivery += 1) {
      const response = await context.app.inject({ method: 'POST', url: '/api/telegram/webhook', headers, payload: update });
      expect(response.statusCode).toBe(200);
    }
    expect(await kit.sent(id)).toHaveLength(1);
    expect(await context.db.select().from(telegramUpdates).where(eq(telegramUpdates.updateId, update.update_id))).toHaveLength(1);
  });

  it('welcomes /start with a button opening the Mini App at the payload’s page, in the user’s language', async () => {
    const id = (nextUserId += 1);
    const cases: Array<[string, string]> = [['/start', '/'], ['/start p_12', '/productDetail/12'], ['/start c_3', '/categoryDetail/3'], ['/start l_7', '/looksDetail/7'], ['/start x_1', '/']];
    for (const [command, path] of cases) {
      await kit.deliver(text(id, command, 'ru'));
      const [reply] = await kit.sent(id);
      expect(reply?.text).toMatch(/Добро пожаловать/);
      expect(reply?.buttons).toEqual([[{ text: 'Открыть магазин', webAppUrl: `http://shop.test${path}` }]]);
    }
    await kit.deliver(text(id, '/start', 'en'));
    expect((await kit.sent(id))[0]?.text).toMatch(/xush kelibsiz/);
  });

  it('lists the linked customer’s last five orders for /orders, in the language they ordered in', async () => {
    const { id, customer } = await linkedUser();
    await kit.deliver(text(id, '/orders'));
    expect((await kit.sent(id))[0]?.text).toBe('Sizda hali buyurtmalar yo‘q.');
    const numbers: string[] = [];
    for (let n = 0; n < 6; n += 1) numbers.push(await insertOrder(context, customer.id, { total: 268_000 + n, status: 'SEND', language: 'ru' }));
    await kit.deliver(text(id, '/orders', 'uz'));
    const lines = (await kit.sent(id))[0]?.text.split('\n') ?? [];
    expect(lines[0]).toBe('Ваши последние заказы:');
    expect(lines.slice(1)).toEqual(numbers.slice(1).reverse().map((number, index) => `№ ${number} — Доставляется — 268 00${5 - index} сум`));
  });

  it('tells an unlinked user how to see orders, answers /help, and an unknown command with the help', async () => {
    const id = (nextUserId += 1);
    await kit.deliver(text(id, '/orders'));
    expect((await kit.sent(id))[0]?.text).toMatch(/Telegram orqali kiring/);
    await kit.deliver(text(id, '/help', 'ru'));
    expect((await kit.sent(id))[0]?.text).toMatch(/^Команды:\n\/start/);
    await kit.deliver(text(id, 'salom'));
    expect((await kit.sent(id))[0]?.text).toMatch(/^Bu buyruqni tushunmadim\.\n\/start/);
  });

  it('keeps a shared phone only when it is the sender’s own, and only an Uzbek one', async () => {
    const id = (nextUserId += 1);
    await kit.deliver(kit.message({ id }, { contact: { phone_number: '+998935550301', user_id: id + 1 } }));
    expect((await kit.sent(id))[0]?.text).toMatch(/o‘zingizning/);
    await kit.deliver(kit.message({ id }, { contact: { phone_number: '+998935550301' } }));
    await kit.deliver(kit.message({ id }, { contact: { phone_number: '+7 916 000 00 00', user_id: id } }));
    expect((await kit.sent(id))[0]?.text).toMatch(/\+998/);
    expect(await context.db.select().from(telegramContacts).where(eq(telegramContacts.telegramUserId, id))).toEqual([]);
    expect((await kit.miniApp(kit.initData({ id, first_name: 'X' }))).json().error.code).toBe('TELEGRAM_PHONE_NEEDED');
  });
});
