import { eq } from 'drizzle-orm';
import { auditLog } from '../db/schema/staff';
import { smsTemplates } from '../db/schema/sms';
import { SMS_TEMPLATE_NAMES } from '../../contract/communication';
import { renderSmsTemplate } from './templates';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { staffWithRole } from '../staff/testing/staff-fixtures';

let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;

beforeAll(async () => {
  context = await createTestApp();
  manager = await staffWithRole(context, 'MANAGER');
});
afterAll(() => context.close());

type Headers = Record<string, string>;
const getAll = (headers: Headers = manager.headers) => context.app.inject({ method: 'GET', url: '/api/sms/getAll', headers });
const add = (payload: unknown, headers: Headers = manager.headers) => context.app.inject({ method: 'POST', url: '/api/sms/add', headers, payload: payload as object });
const edit = (name: string, payload: unknown, headers: Headers = manager.headers) =>
  context.app.inject({ method: 'PUT', url: `/api/sms/edit/${name}`, headers, payload: payload as object });

let phoneCounter = 0;
const freshPhone = () => `+99893${String(1_000_000 + (phoneCounter += 1) * 331 + (process.pid % 1000)).slice(-7)}`;

describe('roles', () => {
  it('wants a staff token on every SMS route: none 401, a customer 403', async () => {
    const customer = await createCustomer(context);
    const calls = [
      { method: 'GET' as const, url: '/api/sms/getAll' },
      { method: 'GET' as const, url: '/api/sms/enums/smsNames' },
      { method: 'POST' as const, url: '/api/sms/add', payload: { name: 'PAID', textUZB: '{orderNumber}', textRUS: '{orderNumber}' } },
      { method: 'PUT' as const, url: '/api/sms/edit/PAID', payload: { textUZB: '{orderNumber}', textRUS: '{orderNumber}' } },
    ];
    for (const call of calls) {
      expect((await context.app.inject(call)).statusCode).toBe(401);
      expect((await context.app.inject({ ...call, headers: customer.headers })).statusCode).toBe(403);
    }
    expect(await context.db.select().from(smsTemplates)).toEqual([]);
  });
});

describe('the templates', () => {
  it('lists every SMS with its built-in texts while none are saved, and names each one’s placeholders', async () => {
    const list = (await getAll()).json();
    expect(list.map((template: { name: string }) => template.name)).toEqual([...SMS_TEMPLATE_NAMES]);
    expect(list.find((template: { name: string }) => template.name === 'SENT')).toMatchObject({
      isDefault: true,
      updatedAt: null,
      allowed: ['orderNumber', 'trackingNumber'],
      required: ['orderNumber', 'trackingNumber'],
      textUZB: expect.stringContaining('{trackingNumber}'),
    });
    const names = (await context.app.inject({ method: 'GET', url: '/api/sms/enums/smsNames', headers: manager.headers })).json();
    expect(names[0]).toEqual({ name: 'REGISTER', allowed: ['code'], required: ['code'], maxLength: 459 });
  });

  it('adds, refuses a second add (409), edits, and audits both', async () => {
    const added = await add({ name: 'PAID', textUZB: '{orderNumber} to‘landi: {total}', textRUS: 'Заказ {orderNumber} оплачен' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ name: 'PAID', isDefault: false, textRUS: 'Заказ {orderNumber} оплачен' });
    const twice = await add({ name: 'PAID', textUZB: '{orderNumber}', textRUS: '{orderNumber}' });
    expect(twice.statusCode).toBe(409);
    const edited = await edit('PAID', { textUZB: 'Libos {orderNumber}', textRUS: 'Либос {orderNumber}' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ textUZB: 'Libos {orderNumber}', isDefault: false });
    // A first save through edit works as an add would.
    expect((await edit('REACHED', { textUZB: 'Yetdi {orderNumber}', textRUS: 'Доставлен {orderNumber}' })).statusCode).toBe(200);
    const audit = await context.db.select().from(auditLog).where(eq(auditLog.entity, 'smsTemplate')).orderBy(auditLog.id);
    expect(audit.map((row) => [row.action, row.entityId, row.userId])).toEqual([
      ['CREATE', 3, manager.user.id],
      ['UPDATE', 3, manager.user.id],
      ['CREATE', 5, manager.user.id],
    ]);
  });

  it.each([
    ['an unknown placeholder', { textUZB: 'Kod {cod}', textRUS: 'Код {code}' }, 'textUZB', '{cod}'],
    ['a placeholder of another SMS', { textUZB: 'Kod {code} {orderNumber}', textRUS: 'Код {code}' }, 'textUZB', '{orderNumber}'],
    ['a missing required one', { textUZB: 'Kod {code}', textRUS: 'Код подтверждения' }, 'textRUS', '{code}'],
    ['a stray brace', { textUZB: 'Kod {code} }', textRUS: 'Код {code}' }, 'textUZB', '{ or }'],
    ['a blank text', { textUZB: '   ', textRUS: 'Код {code}' }, 'textUZB', 'blank'],
    ['a text of 460 characters', { textUZB: `{code}${'x'.repeat(454)}`, textRUS: 'Код {code}' }, 'textUZB', '459'],
  ])('refuses %s with 400 naming it', async (_label, texts, field, named) => {
    for (const response of [await add({ name: 'REGISTER', ...texts }), await edit('REGISTER', texts)]) {
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
      expect(response.json().error.fields[field]).toContain(named);
    }
  });

  it('refuses an unknown SMS name: 400 on add, 404 on edit', async () => {
    expect((await add({ name: 'HELLO', textUZB: 'a', textRUS: 'b' })).statusCode).toBe(400);
    const unknown = await edit('HELLO', { textUZB: 'a', textRUS: 'b' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
    expect((await edit('PAID', { textUZB: '{orderNumber}', textRUS: '{orderNumber}', name: 'PAID' })).statusCode).toBe(400);
  });
});

describe('renderSmsTemplate and the code SMS', () => {
  it('renders the saved text in the language asked for, leaving out values it was not given', async () => {
    await edit('REFUNDED', { textUZB: '{orderNumber}: {total} qaytdi', textRUS: '{orderNumber}: возврат {total}' });
    expect(await renderSmsTemplate(context.db, 'REFUNDED', 'ru', { orderNumber: 'LB-1', total: '400 000 сум' })).toBe('LB-1: возврат 400 000 сум');
    expect(await renderSmsTemplate(context.db, 'REFUNDED', 'uz', { orderNumber: 'LB-1' })).toBe('LB-1:  qaytdi');
    expect(await renderSmsTemplate(context.db, 'REJECTED', 'uz', { orderNumber: 'LB-2' })).toBe('Libos: LB-2 buyurtmangiz bekor qilindi.');
  });

  it('sends the sign-up and reset codes with the saved template in the request’s language', async () => {
    const built = freshPhone();
    await context.app.inject({ method: 'POST', url: '/api/auth/isRegistered', payload: { phoneNumber: built } });
    expect(context.sms.list(built)[0]!.text).toMatch(/^Libos: tasdiqlash kodi \d{4}$/);

    await edit('REGISTER', { textUZB: 'Libos kodi: {code}', textRUS: 'Ваш код Libos: {code}. Никому не сообщайте' });
    const russian = freshPhone();
    await context.app.inject({ method: 'POST', url: '/api/auth/isRegistered', headers: { 'accept-language': 'ru' }, payload: { phoneNumber: russian } });
    expect(context.sms.list(russian)[0]!.text).toMatch(/^Ваш код Libos: \d{4}\. Никому не сообщайте$/);
    const uzbek = freshPhone();
    await context.app.inject({ method: 'POST', url: '/api/auth/isRegistered', payload: { phoneNumber: uzbek } });
    expect(context.sms.list(uzbek)[0]!.text).toMatch(/^Libos kodi: \d{4}$/);
    // The shop's own language cookie (the language the shopper picked) comes before the browser's.
    const picked = freshPhone();
    await context.app.inject({
      method: 'POST',
      url: '/api/auth/isRegistered',
      headers: { cookie: 'language=uz', 'accept-language': 'ru-RU,ru;q=0.9' },
      payload: { phoneNumber: picked },
    });
    expect(context.sms.list(picked)[0]!.text).toMatch(/^Libos kodi: \d{4}$/);

    await edit('RESET_PASSWORD', { textUZB: 'Parol kodi {code}', textRUS: 'Код сброса {code}' });
    const customer = await createCustomer(context);
    const reset = await context.app.inject({
      method: 'POST',
      url: '/api/auth/sendVerifyCodeForForgetPassword',
      headers: { 'accept-language': 'ru-RU,ru;q=0.9' },
      payload: { phoneNumber: customer.customer.phoneNumber },
    });
    expect(reset.statusCode).toBe(204);
    expect(context.sms.list(customer.customer.phoneNumber)[0]!.text).toMatch(/^Код сброса \d{4}$/);
  });
});
