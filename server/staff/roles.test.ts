import { eq } from 'drizzle-orm';
import { users } from '../db/schema/staff';
import { insertProduct } from '../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { saveStaffAccount } from './create-staff';
import { catalogueBasics, productBody, staffWithRole } from './testing/staff-fixtures';

let context: TestContext;
let basics: Awaited<ReturnType<typeof catalogueBasics>>;
let productId: number;

beforeAll(async () => {
  context = await createTestApp();
  basics = await catalogueBasics(context);
  productId = (await insertProduct(context.db, { referenceNumber: 'RL-1' })).product.id;
});
afterAll(() => context.close());

/** Every staff route of the catalogue slice, with a body that would pass validation. */
function staffCalls() {
  return [
    { method: 'GET' as const, url: '/api/role' },
    { method: 'GET' as const, url: '/api/audit' },
    { method: 'GET' as const, url: '/api/product/staff/getAllProducts' },
    { method: 'GET' as const, url: `/api/product/staff/getProductById/${productId}` },
    { method: 'POST' as const, url: '/api/product/addProduct', payload: productBody(basics, { referenceNumber: 'RL-NEW' }) },
    { method: 'PUT' as const, url: `/api/product/editProduct/${productId}`, payload: { ...productBody(basics), version: 1 } },
    { method: 'PUT' as const, url: `/api/product/editRefnumber/${productId}`, payload: { referenceNumber: 'RL-2', version: 1 } },
    { method: 'DELETE' as const, url: `/api/product/deleteProduct/${productId}` },
  ];
}

describe('staff roles', () => {
  it('GET /api/role lists ADMIN and MANAGER', async () => {
    const manager = await staffWithRole(context, 'MANAGER');
    const response = await context.app.inject({ method: 'GET', url: '/api/role', headers: manager.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(['ADMIN', 'MANAGER']);
  });

  it('refuses a customer token on every staff route with 403, and a request without a token with 401, changing nothing', async () => {
    const customer = await createCustomer(context);
    for (const call of staffCalls()) {
      const asCustomer = await context.app.inject({ ...call, headers: customer.headers });
      expect({ url: call.url, status: asCustomer.statusCode, code: asCustomer.json().error?.code }).toEqual({ url: call.url, status: 403, code: 'FORBIDDEN' });
      const anonymous = await context.app.inject(call);
      expect({ url: call.url, status: anonymous.statusCode }).toEqual({ url: call.url, status: 401 });
    }
    const [product] = await context.db.query.products.findMany({ where: (table, { eq: equals }) => equals(table.id, productId) });
    expect(product).toMatchObject({ referenceNumber: 'RL-1', version: 1, active: true });
  });

  it('lets a MANAGER run the catalogue but not read the audit log (403), which an ADMIN reads', async () => {
    const manager = await staffWithRole(context, 'MANAGER');
    const admin = await staffWithRole(context, 'ADMIN');
    const list = await context.app.inject({ method: 'GET', url: '/api/product/staff/getAllProducts', headers: manager.headers });
    expect(list.statusCode).toBe(200);
    const added = await context.app.inject({
      method: 'POST',
      url: '/api/product/addProduct',
      headers: manager.headers,
      payload: productBody(basics, { referenceNumber: 'RL-MANAGER' }),
    });
    expect(added.statusCode).toBe(201);
    const refused = await context.app.inject({ method: 'GET', url: '/api/audit', headers: manager.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({ code: 'FORBIDDEN', message: 'Only ADMIN staff may do this' });
    const read = await context.app.inject({ method: 'GET', url: '/api/audit', headers: admin.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().content[0]).toMatchObject({ userId: manager.user.id, action: 'CREATE', entity: 'product', entityId: added.json().id });
  });

  it('judges the role stored now, not the one in the token: an ADMIN made MANAGER loses the audit log at once', async () => {
    const admin = await staffWithRole(context, 'ADMIN');
    expect((await context.app.inject({ method: 'GET', url: '/api/audit', headers: admin.headers })).statusCode).toBe(200);
    await context.db.update(users).set({ role: 'MANAGER' }).where(eq(users.id, admin.user.id));
    expect((await context.app.inject({ method: 'GET', url: '/api/audit', headers: admin.headers })).statusCode).toBe(403);
  });

  it('signs a MANAGER in with that role and refuses a token naming a role the shop does not have (401)', async () => {
    const phoneNumber = '+998971112233';
    await saveStaffAccount(context.db, { phoneNumber, password: 'manager-pass', fullName: 'Menejer', role: 'MANAGER' });
    const login = await context.app.inject({ method: 'POST', url: '/api/auth/loginUser', payload: { phoneNumber, password: 'manager-pass' } });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ role: 'MANAGER' });
    const headers = { authorization: `Bearer ${login.json().accessToken}` };
    expect((await context.app.inject({ method: 'GET', url: '/api/role', headers })).statusCode).toBe(200);

    // A new password without --role keeps the role.
    await saveStaffAccount(context.db, { phoneNumber, password: 'manager-pass-2', fullName: 'Menejer' });
    const [row] = await context.db.select({ role: users.role }).from(users).where(eq(users.phoneNumber, phoneNumber));
    expect(row?.role).toBe('MANAGER');

    const { SignJWT } = await import('jose');
    const forged = await new SignJWT({ kind: 'staff', role: 'OWNER', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(login.json().userId))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256'));
    const refused = await context.app.inject({ method: 'GET', url: '/api/role', headers: { authorization: `Bearer ${forged}` } });
    expect(refused.statusCode).toBe(401);
  });
});
