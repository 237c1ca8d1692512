import { eq } from 'drizzle-orm';
import { customers } from '../db/schema/people';
import { telegramLinks } from '../db/schema/telegram';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { createStaff } from '../../test/server/order-fixtures';
import { telegramKit } from './testing/kit';

let context: TestContext;
let kit: ReturnType<typeof telegramKit>;
beforeAll(async () => {
  context = await createTestApp();
  kit = telegramKit(context);
});
afterAll(() => context.close());

let nextUserId = 7_000_000_000;
const newUser = () => ({ id: (nextUserId += 1), first_name: 'Aziza', last_name: 'Rahimova', language_code: 'uz' });
const sharePhone = (userId: number, phoneNumber: string) =>
  kit.deliver(kit.message({ id: userId }, { contact: { phone_number: phoneNumber, first_name: 'Aziza', user_id: userId } }));

describe('POST /api/auth/telegram/miniApp', () => {
  it('asks for a phone first, then makes a customer of the shared phone, links and signs them in', async () => {
    const user = newUser();
    const first = await kit.miniApp(kit.initData(user));
    expect(first.statusCode).toBe(409);
    expect(first.json().error.code).toBe('TELEGRAM_PHONE_NEEDED');
    expect((await sharePhone(user.id, '998 93 555 01 01')).statusCode).toBe(200);
    expect((await kit.sent(user.id))[0]?.text).toMatch(/Rahmat/);
    const second = await kit.miniApp(kit.initData(user));
    expect(second.statusCode).toBe(200);
    const { accessToken, customerId } = second.json();
    expect(await context.tokens.verify(accessToken)).toEqual({ principal: { kind: 'customer', customerId }, sessionVersion: 0 });
    const [customer] = await context.db.select().from(customers).where(eq(customers.id, customerId));
    expect(customer).toMatchObject({ phoneNumber: '+998935550101', fullName: 'Aziza Rahimova', birthDate: '1900-01-01' });
    // No password signs in until a reset by SMS.
    const password = await context.app.inject({ method: 'POST', url: '/api/auth/loginCustomer', payload: { phoneNumber: '+998935550101', password: '!telegram' } });
    expect(password.statusCode).toBe(401);
    const profile = await context.app.inject({ method: 'GET', url: `/api/customers/getCustomerById/${customerId}`, headers: { authorization: `Bearer ${accessToken}` } });
    expect(profile.json().telegram).toEqual({ username: null, firstName: 'Aziza' });
    // Signed in again straight from the link.
    expect((await kit.miniApp(kit.initData(user))).json().customerId).toBe(customerId);
  });

  it('links the customer who already has the shared phone', async () => {
    const { customer } = await createCustomer(context);
    const user = newUser();
    await sharePhone(user.id, customer.phoneNumber);
    const response = await kit.miniApp(kit.initData(user));
    expect(response.statusCode).toBe(200);
    expect(response.json().customerId).toBe(customer.id);
  });

  it('refuses a customer already linked to another Telegram user (one to one)', async () => {
    const { customer } = await createCustomer(context);
    const owner = newUser();
    await sharePhone(owner.id, customer.phoneNumber);
    expect((await kit.miniApp(kit.initData(owner))).statusCode).toBe(200);
    const other = newUser();
    await sharePhone(other.id, customer.phoneNumber);
    const response = await kit.miniApp(kit.initData(other));
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('TELEGRAM_ALREADY_LINKED');
    expect(await context.db.select().from(telegramLinks).where(eq(telegramLinks.telegramUserId, other.id))).toEqual([]);
  });

  it('refuses forged and expired launch data with 401, linking nothing', async () => {
    const user = newUser();
    await sharePhone(user.id, '+998935550102');
    const forged = kit.initData(user).replace('Aziza', 'Bobur');
    const expired = kit.initData(user, Math.floor(context.clock.now().getTime() / 1000) - 3601);
    for (const initData of [forged, expired, 'user=%7B%7D&auth_date=1&hash=00']) {
      const response = await kit.miniApp(initData);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('TELEGRAM_INVALID');
    }
    expect(await context.db.select().from(telegramLinks).where(eq(telegramLinks.telegramUserId, user.id))).toEqual([]);
  });
});

describe('the Login Widget and the profile link', () => {
  it('links from the profile, signs in by the widget, refuses a second link, and unlinks', async () => {
    const { customer, headers } = await createCustomer(context);
    const user = { id: (nextUserId += 1), first_name: 'Bobur', username: 'bobur_t' };
    const notLinked = await context.app.inject({ method: 'POST', url: '/api/auth/telegram/login', payload: kit.widget(user) });
    expect(notLinked.statusCode).toBe(404);
    expect(notLinked.json().error.code).toBe('TELEGRAM_NOT_LINKED');

    const link = await context.app.inject({ method: 'POST', url: `/api/customers/telegram/${customer.id}`, headers, payload: kit.widget(user) });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ username: 'bobur_t', firstName: 'Bobur' });

    const login = await context.app.inject({ method: 'POST', url: '/api/auth/telegram/login', payload: kit.widget(user) });
    expect(login.statusCode).toBe(200);
    expect(login.json().customerId).toBe(customer.id);

    // The same Telegram user for another customer, and another Telegram user for this one: both taken.
    const other = await createCustomer(context);
    const taken = await context.app.inject({ method: 'POST', url: `/api/customers/telegram/${other.customer.id}`, headers: other.headers, payload: kit.widget(user) });
    expect(taken.json().error.code).toBe('TELEGRAM_ALREADY_LINKED');
    const second = await context.app.inject({ method: 'POST', url: `/api/customers/telegram/${customer.id}`, headers, payload: kit.widget({ id: (nextUserId += 1), first_name: 'B' }) });
    expect(second.statusCode).toBe(409);

    const unlink = await context.app.inject({ method: 'DELETE', url: `/api/customers/telegram/${customer.id}`, headers });
    expect(unlink.statusCode).toBe(204);
    expect((await context.app.inject({ method: 'POST', url: '/api/auth/telegram/login', payload: kit.widget(user) })).statusCode).toBe(404);
    const profile = await context.app.inject({ method: 'GET', url: `/api/customers/getCustomerById/${customer.id}`, headers });
    expect(profile.json().telegram).toBeNull();
  });

  it('refuses forged widget data with 401 and another customer’s path with 403', async () => {
    const { customer, headers } = await createCustomer(context);
    const data = kit.widget({ id: (nextUserId += 1), first_name: 'C' });
    const forged = await context.app.inject({ method: 'POST', url: '/api/auth/telegram/login', payload: { ...data, first_name: 'D' } });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error.code).toBe('TELEGRAM_INVALID');
    const foreign = await context.app.inject({ method: 'POST', url: `/api/customers/telegram/${customer.id + 1}`, headers, payload: data });
    expect(foreign.statusCode).toBe(403);
  });
});

describe('a deleted customer', () => {
  it('loses the link and the phone shared with the bot', async () => {
    const { customer } = await createCustomer(context);
    const user = newUser();
    await sharePhone(user.id, customer.phoneNumber);
    expect((await kit.miniApp(kit.initData(user))).statusCode).toBe(200);
    const staff = await createStaff(context);
    const deleted = await context.app.inject({ method: 'DELETE', url: `/api/customers/staff/delete/${customer.id}`, headers: staff.headers });
    expect(deleted.statusCode).toBe(204);
    expect(await context.db.select().from(telegramLinks).where(eq(telegramLinks.customerId, customer.id))).toEqual([]);
    expect((await kit.miniApp(kit.initData(user))).json().error.code).toBe('TELEGRAM_PHONE_NEEDED');
  });
});
