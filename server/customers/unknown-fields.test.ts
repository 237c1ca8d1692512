import { eq } from 'drizzle-orm';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { customers } from '../db/schema/people';
import { UNKNOWN_FIELD } from '../errors';

/** editCustomer takes name, birth date and gender only: any other column a client names is refused. */

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

const details = { fullName: 'Malika Yusupova', birthDate: '1990-05-01', gender: 'Ayol' };

async function rowOf(customerId: number) {
  const [row] = await context.db.select().from(customers).where(eq(customers.id, customerId));
  return row!;
}

function editCustomer(customerId: number, headers: Record<string, string>, payload: Record<string, unknown>) {
  return context.app.inject({ method: 'PUT', url: `/api/customers/editCustomer/${customerId}`, headers, payload });
}

describe('PUT /api/customers/editCustomer/{customerId} with a field it does not list', () => {
  const planted: Array<[string, unknown]> = [
    ['points', 100_000],
    ['passwordHash', '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo'],
    ['phoneNumber', '+998901230000'],
    ['imageUrl', '/media/uploads/avatars/planted.png'],
    ['id', 999_999],
    ['createdAt', '2020-01-01T00:00:00.000Z'],
    ['createdAt', 'x'],
    ['sessionVersion', 0],
  ];

  it.each(planted)('refuses %s = %p with 400 naming it and leaves the row as it was', async (field, value) => {
    const { customer, headers } = await createCustomer(context, { points: 10 });
    const before = await rowOf(customer.id);
    const response = await editCustomer(customer.id, headers, { ...details, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'VALIDATION', message: 'Invalid body', fields: { [field]: UNKNOWN_FIELD } } });
    expect(await rowOf(customer.id)).toEqual(before);
  });

  it('names every unknown field at once, and takes the same body without them', async () => {
    const { customer, headers } = await createCustomer(context, { points: 10 });
    const refused = await editCustomer(customer.id, headers, { ...details, points: 5, imageUrl: '/x.png' });
    expect(refused.json().error.fields).toEqual({ points: UNKNOWN_FIELD, imageUrl: UNKNOWN_FIELD });

    const accepted = await editCustomer(customer.id, headers, details);
    expect(accepted.statusCode).toBe(200);
    expect(await rowOf(customer.id)).toMatchObject({ ...details, points: 10, imageUrl: null, phoneNumber: customer.phoneNumber });
  });
});
