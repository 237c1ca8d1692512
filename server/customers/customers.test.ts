import { loyaltyTiers } from '../db/schema/loyalty';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';

let context: TestContext;
// A fresh migrated database can take a while when the machine is busy.
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const profileUrl = (id: number) => `/api/customers/getCustomerById/${id}`;
const headersOf = async (customerId: number) => ({
  authorization: `Bearer ${await context.tokens.sign({ kind: 'customer', customerId })}`,
});

describe('GET /api/customers/getCustomerById/{customerId}', () => {
  it('gives the signed-in customer with their loyalty status', async () => {
    const { customer, headers } = await createCustomer(context, { points: 3200, fullName: 'Malika Yusupova', gender: 'Ayol' });
    const response = await context.app.inject({ method: 'GET', url: profileUrl(customer.id), headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: customer.id,
      fullName: 'Malika Yusupova',
      phoneNumber: customer.phoneNumber,
      birthDate: '1995-04-12',
      gender: 'Ayol',
      image: null,
      points: 3200,
      status: { name: 'Silver', minPoints: 3000, nextName: 'Gold', nextMinPoints: 6000 },
      // No Telegram account linked (server/telegram/ tests the linked one).
      telegram: null,
    });
    expect(response.body).not.toContain('passwordHash');
  });

  it('shows the picture and the top tier without a next one', async () => {
    const { customer, headers } = await createCustomer(context, { points: 7000, imageUrl: '/media/uploads/avatars/x.png' });
    const body = (await context.app.inject({ method: 'GET', url: profileUrl(customer.id), headers })).json();
    expect(body.image).toEqual({ url: '/media/uploads/avatars/x.png' });
    expect(body.status).toEqual({ name: 'Gold', minPoints: 6000, nextName: null, nextMinPoints: null });
  });

  it('takes the tiers from loyalty_tiers when the table has rows', async () => {
    const { customer, headers } = await createCustomer(context, { points: 800 });
    await context.db.insert(loyaltyTiers).values([
      { name: 'Yangi', minPoints: 0 },
      { name: 'Kumush', minPoints: 500 },
      { name: 'Oltin', minPoints: 1000 },
    ]);
    try {
      const body = (await context.app.inject({ method: 'GET', url: profileUrl(customer.id), headers })).json();
      expect(body.status).toEqual({ name: 'Kumush', minPoints: 500, nextName: 'Oltin', nextMinPoints: 1000 });
    } finally {
      await context.db.delete(loyaltyTiers);
    }
  });

  it('answers 401 without a token and with a broken one', async () => {
    const { customer } = await createCustomer(context);
    expect((await context.app.inject({ method: 'GET', url: profileUrl(customer.id) })).statusCode).toBe(401);
    const broken = await context.app.inject({ method: 'GET', url: profileUrl(customer.id), headers: { authorization: 'Bearer not-a-token' } });
    expect(broken.statusCode).toBe(401);
    expect(broken.json().error.code).toBe('UNAUTHORIZED');
  });

  it("answers 403 for another customer's id", async () => {
    const { headers } = await createCustomer(context);
    const { customer: other } = await createCustomer(context);
    const response = await context.app.inject({ method: 'GET', url: profileUrl(other.id), headers });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('answers 403 to a staff token', async () => {
    const { customer } = await createCustomer(context);
    const staffToken = await context.tokens.sign({ kind: 'staff', userId: 1, role: 'ADMIN' });
    const response = await context.app.inject({ method: 'GET', url: profileUrl(customer.id), headers: { authorization: `Bearer ${staffToken}` } });
    expect(response.statusCode).toBe(403);
  });

  it('answers 400 for an id that is not a number', async () => {
    const { headers } = await createCustomer(context);
    const response = await context.app.inject({ method: 'GET', url: '/api/customers/getCustomerById/abc', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('customerId');
  });

  it('answers 401 for a token whose customer no longer exists (the sign-in is over)', async () => {
    const response = await context.app.inject({ method: 'GET', url: profileUrl(999_999), headers: await headersOf(999_999) });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });
});

describe('PUT /api/customers/editCustomer/{customerId}', () => {
  const edit = (id: number, headers: Record<string, string> | undefined, payload: object) =>
    context.app.inject({ method: 'PUT', url: `/api/customers/editCustomer/${id}`, headers, payload });

  it('changes name, birth date and gender and answers the customer', async () => {
    const { customer, headers } = await createCustomer(context);
    const response = await edit(customer.id, headers, { fullName: ' Jasur Aliyev ', birthDate: '1988-02-29', gender: 'Erkak' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: customer.id, fullName: 'Jasur Aliyev', birthDate: '1988-02-29', gender: 'Erkak' });
    const reread = await context.app.inject({ method: 'GET', url: profileUrl(customer.id), headers });
    expect(reread.json()).toMatchObject({ fullName: 'Jasur Aliyev', birthDate: '1988-02-29', gender: 'Erkak' });
  });

  it.each([
    [{ fullName: '', birthDate: '1990-01-01', gender: 'Ayol' }, 'fullName'],
    [{ fullName: 'Ok', birthDate: '1990-13-01', gender: 'Ayol' }, 'birthDate'],
    [{ fullName: 'Ok', birthDate: '2027-01-01', gender: 'Ayol' }, 'birthDate'],
    [{ fullName: 'Ok', birthDate: '1990-01-01', gender: 'female' }, 'gender'],
    [{ fullName: 'Ok', birthDate: '1990-01-01' }, 'gender'],
  ])('refuses %j with 400 naming %s', async (payload, field) => {
    const { customer, headers } = await createCustomer(context);
    const response = await edit(customer.id, headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty(field);
  });

  it("answers 401 without a token and 403 for another customer's profile", async () => {
    const { headers } = await createCustomer(context);
    const { customer: other } = await createCustomer(context);
    const payload = { fullName: 'Hacker', birthDate: '1990-01-01', gender: 'Erkak' };
    expect((await edit(other.id, undefined, payload)).statusCode).toBe(401);
    expect((await edit(other.id, headers, payload)).statusCode).toBe(403);
    const untouched = await context.app.inject({ method: 'GET', url: profileUrl(other.id), headers: await headersOf(other.id) });
    expect(untouched.json().fullName).toBe(other.fullName);
  });
});

describe('PUT /api/customers/editCustomerPassword/{customerId}', () => {
  const change = (id: number, headers: Record<string, string> | undefined, payload: object) =>
    context.app.inject({ method: 'PUT', url: `/api/customers/editCustomerPassword/${id}`, headers, payload });
  const login = (phoneNumber: string, password: string) =>
    context.app.inject({ method: 'POST', url: '/api/auth/loginCustomer', payload: { phoneNumber, password } });

  it('changes the password when the current one is right', async () => {
    const { customer, headers } = await createCustomer(context, { password: 'current-1' });
    const response = await change(customer.id, headers, { oldPassword: 'current-1', newPassword: 'brand-new', confirmPassword: 'brand-new' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ accessToken: expect.any(String), customerId: customer.id });
    expect((await login(customer.phoneNumber, 'current-1')).statusCode).toBe(401);
    expect((await login(customer.phoneNumber, 'brand-new')).statusCode).toBe(200);
  });

  it('answers 409 WRONG_PASSWORD for a wrong current password and keeps it', async () => {
    const { customer, headers } = await createCustomer(context, { password: 'current-1' });
    const response = await change(customer.id, headers, { oldPassword: 'guess-123', newPassword: 'brand-new', confirmPassword: 'brand-new' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'WRONG_PASSWORD', message: 'The current password is wrong' });
    expect((await login(customer.phoneNumber, 'current-1')).statusCode).toBe(200);
  });

  it('answers 400 with fields for a short new password or a different confirmation', async () => {
    const { customer, headers } = await createCustomer(context, { password: 'current-1' });
    const short = await change(customer.id, headers, { oldPassword: 'current-1', newPassword: '12345', confirmPassword: '12345' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toHaveProperty('newPassword');

    const differs = await change(customer.id, headers, { oldPassword: 'current-1', newPassword: 'brand-new', confirmPassword: 'brand-nwe' });
    expect(differs.statusCode).toBe(400);
    expect(differs.json().error.fields).toEqual({ confirmPassword: 'does not match the new password' });

    const missing = await change(customer.id, headers, {});
    expect(missing.json().error.fields).toEqual({ oldPassword: 'is required', newPassword: 'is required', confirmPassword: 'is required' });
    expect((await login(customer.phoneNumber, 'current-1')).statusCode).toBe(200);
  });

  it("answers 401 without a token and 403 for another customer's password", async () => {
    const { headers } = await createCustomer(context);
    const { customer: other } = await createCustomer(context, { password: 'theirs-1' });
    const payload = { oldPassword: 'theirs-1', newPassword: 'brand-new', confirmPassword: 'brand-new' };
    expect((await change(other.id, undefined, payload)).statusCode).toBe(401);
    expect((await change(other.id, headers, payload)).statusCode).toBe(403);
    expect((await login(other.phoneNumber, 'theirs-1')).statusCode).toBe(200);
  });
});
