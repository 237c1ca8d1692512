import { eq, ne } from 'drizzle-orm';
import { auditLog, users } from '../db/schema/staff';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { editAccount, removeAccount } from './accounts-service';
import { staffWithRole } from './testing/staff-fixtures';

let context: TestContext;
let admin: Awaited<ReturnType<typeof staffWithRole>>;
let phoneCounter = 0;

beforeAll(async () => {
  context = await createTestApp();
  admin = await staffWithRole(context, 'ADMIN');
});
afterAll(() => context.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers: Headers = admin.headers) =>
  context.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const freshPhone = () => `+99894${String(1_000_000 + (phoneCounter += 1) * 389 + (process.pid % 1000)).slice(-7)}`;

async function addOk(fields: Record<string, unknown> = {}) {
  const response = await call('POST', '/api/users/add', { fullName: 'Nodira Yusupova', phoneNumber: freshPhone(), role: 'MANAGER', password: 'manager1', ...fields });
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number; fullName: string; phoneNumber: string; role: string };
}

const signIn = (phoneNumber: string, password: string) =>
  context.app.inject({ method: 'POST', url: '/api/auth/loginUser', payload: { phoneNumber, password } });

async function tokenOf(phoneNumber: string, password: string): Promise<Headers> {
  const response = await signIn(phoneNumber, password);
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().accessToken}` };
}

const auditOf = (id: number) =>
  context.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id).then((rows) => rows.filter((row) => row.entity === 'staffUser'));

/** Leaves exactly the given accounts as the shop's ADMINs. */
async function onlyAdmins(...ids: number[]) {
  for (const row of await context.db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'))) {
    if (!ids.includes(row.id)) await context.db.update(users).set({ role: 'MANAGER' }).where(eq(users.id, row.id));
  }
}

describe('roles and validation', () => {
  it('lets only ADMIN in: none 401, a customer 403, a MANAGER 403 on every route', async () => {
    const manager = await staffWithRole(context, 'MANAGER');
    const customer = await createCustomer(context);
    const calls: Array<[Parameters<typeof call>[0], string, unknown]> = [
      ['GET', '/api/users/geAllUser', undefined],
      ['POST', '/api/users/add', { fullName: 'X', phoneNumber: freshPhone(), role: 'MANAGER', password: 'secret1' }],
      ['PUT', `/api/users/editUser/${manager.user.id}`, { fullName: 'X', role: 'ADMIN' }],
      ['PUT', `/api/users/resetPassword/${manager.user.id}`, {}],
      ['DELETE', `/api/users/deleteUser/${manager.user.id}`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, {})).statusCode).toBe(401);
      expect((await call(method, url, payload, customer.headers)).statusCode).toBe(403);
      const asManager = await call(method, url, payload, manager.headers);
      expect(asManager.statusCode).toBe(403);
      expect(asManager.json().error.code).toBe('FORBIDDEN');
    }
    expect((await call('GET', '/api/users/geAllUser')).json()).toContainEqual(expect.objectContaining({ id: manager.user.id, role: 'MANAGER' }));
  });

  it.each([
    ['a bad phone', { phoneNumber: '998901234567' }, 'phoneNumber'],
    ['a short password', { password: '123' }, 'password'],
    ['an unknown role', { role: 'OWNER' }, 'role'],
    ['a blank name', { fullName: '   ' }, 'fullName'],
    ['an unknown field', { passwordHash: 'x' }, 'passwordHash'],
  ])('refuses an account with %s (400 naming the field)', async (_label, fields, field) => {
    const response = await call('POST', '/api/users/add', { fullName: 'Ok', phoneNumber: freshPhone(), role: 'MANAGER', password: 'secret1', ...fields });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toContain(field);
  });

  it('answers 404 for unknown accounts and 409 DUPLICATE for a taken phone', async () => {
    expect((await call('PUT', '/api/users/editUser/999999', { fullName: 'X', role: 'MANAGER' })).statusCode).toBe(404);
    expect((await call('PUT', '/api/users/resetPassword/999999', {})).statusCode).toBe(404);
    expect((await call('DELETE', '/api/users/deleteUser/999999')).statusCode).toBe(404);
    const taken = await addOk();
    const again = await call('POST', '/api/users/add', { fullName: 'Other', phoneNumber: taken.phoneNumber, role: 'ADMIN', password: 'secret1' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'DUPLICATE', fields: { phoneNumber: 'is taken' } });
  });
});

describe('accounts', () => {
  it('adds an account that signs in with its role, hashed with argon2, and audits it without the password', async () => {
    const added = await addOk({ fullName: '  Sardor Qodirov ', password: 'sardor-pass' });
    expect(added).toMatchObject({ fullName: 'Sardor Qodirov', role: 'MANAGER' });
    const login = await signIn(added.phoneNumber, 'sardor-pass');
    expect(login.json()).toMatchObject({ userId: added.id, role: 'MANAGER' });
    const [row] = await context.db.select().from(users).where(eq(users.id, added.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const audit = await auditOf(added.id);
    expect(audit).toEqual([expect.objectContaining({ action: 'CREATE', userId: admin.user.id, before: null })]);
    expect(JSON.stringify(audit)).not.toMatch(/sardor-pass|argon2/);
  });

  it('edits name and role; a new role ends the account\'s sign-ins, a rename alone does not', async () => {
    const added = await addOk({ password: 'editme-1' });
    const headers = await tokenOf(added.phoneNumber, 'editme-1');
    const renamed = await call('PUT', `/api/users/editUser/${added.id}`, { fullName: 'Renamed', role: 'MANAGER' });
    expect(renamed.json()).toMatchObject({ fullName: 'Renamed', role: 'MANAGER' });
    expect((await call('GET', '/api/customers/staff/getAll', undefined, headers)).statusCode).toBe(200);
    const promoted = await call('PUT', `/api/users/editUser/${added.id}`, { fullName: 'Renamed', role: 'ADMIN' });
    expect(promoted.json().role).toBe('ADMIN');
    expect((await call('GET', '/api/customers/staff/getAll', undefined, headers)).statusCode).toBe(401);
    const fresh = await tokenOf(added.phoneNumber, 'editme-1');
    expect((await call('GET', '/api/users/geAllUser', undefined, fresh)).statusCode).toBe(200);
    expect((await auditOf(added.id)).map((row) => row.action)).toEqual(['CREATE', 'UPDATE', 'UPDATE']);
  });

  it('resets a password, given or generated (shown once), ending the earlier sign-ins', async () => {
    const added = await addOk({ password: 'first-pass' });
    const headers = await tokenOf(added.phoneNumber, 'first-pass');
    const given = await call('PUT', `/api/users/resetPassword/${added.id}`, { password: 'second-pass' });
    expect(given.json()).toEqual({ id: added.id, generatedPassword: null });
    expect((await call('GET', '/api/customers/staff/getAll', undefined, headers)).statusCode).toBe(401);
    expect((await signIn(added.phoneNumber, 'first-pass')).statusCode).toBe(401);
    await tokenOf(added.phoneNumber, 'second-pass');
    const generated = (await call('PUT', `/api/users/resetPassword/${added.id}`, {})).json();
    expect(generated.generatedPassword).toMatch(/^[a-zA-Z2-9]{12}$/);
    await tokenOf(added.phoneNumber, generated.generatedPassword);
    const audit = await auditOf(added.id);
    expect(audit.map((row) => row.action)).toEqual(['CREATE', 'RESET_PASSWORD', 'RESET_PASSWORD']);
    expect(JSON.stringify(audit)).not.toContain(generated.generatedPassword);
    expect((await call('PUT', `/api/users/resetPassword/${added.id}`, { password: 'x' })).statusCode).toBe(400);
  });

  it('removes an account: its token gets 401, its audit rows stay', async () => {
    const added = await addOk({ password: 'remove-me' });
    const headers = await tokenOf(added.phoneNumber, 'remove-me');
    expect((await call('DELETE', `/api/users/deleteUser/${added.id}`)).statusCode).toBe(204);
    expect((await call('GET', '/api/customers/staff/getAll', undefined, headers)).statusCode).toBe(401);
    expect((await call('DELETE', `/api/users/deleteUser/${added.id}`)).statusCode).toBe(404);
    expect((await auditOf(added.id)).map((row) => row.action)).toEqual(['CREATE', 'DELETE']);
  });
});

describe('the last ADMIN', () => {
  it('cannot be demoted or removed (409 with a clear message); another ADMIN can, and so can one removing themselves', async () => {
    await onlyAdmins(admin.user.id);
    const demote = await call('PUT', `/api/users/editUser/${admin.user.id}`, { fullName: 'Admin', role: 'MANAGER' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('at least one ADMIN') });
    const removeSelf = await call('DELETE', `/api/users/deleteUser/${admin.user.id}`);
    expect(removeSelf.statusCode).toBe(409);
    const second = await addOk({ role: 'ADMIN', password: 'second-admin' });
    const secondHeaders = await tokenOf(second.phoneNumber, 'second-admin');
    // The second ADMIN removes themselves: allowed while another ADMIN stays.
    expect((await call('DELETE', `/api/users/deleteUser/${second.id}`, undefined, secondHeaders)).statusCode).toBe(204);
    expect((await context.db.select().from(users).where(eq(users.role, 'ADMIN'))).map((row) => row.id)).toEqual([admin.user.id]);
  });

  it('survives two ADMINs demoting each other at the same moment: one wins, one is refused, one ADMIN stays', async () => {
    for (let round = 0; round < 4; round++) {
      await context.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.user.id));
      const first = await addOk({ role: 'ADMIN', password: 'race-admin1' });
      const second = await addOk({ role: 'ADMIN', password: 'race-admin2' });
      await onlyAdmins(first.id, second.id);
      const [firstHeaders, secondHeaders] = [await tokenOf(first.phoneNumber, 'race-admin1'), await tokenOf(second.phoneNumber, 'race-admin2')];
      const demote = round % 2 === 0
        ? (target: number, headers: Headers) => call('PUT', `/api/users/editUser/${target}`, { fullName: 'Raced', role: 'MANAGER' }, headers)
        : (target: number, headers: Headers) => call('DELETE', `/api/users/deleteUser/${target}`, undefined, headers);
      const answers = await Promise.all([demote(second.id, firstHeaders), demote(first.id, secondHeaders)]);
      const statuses = answers.map((answer) => answer.statusCode).sort();
      // The loser is refused by the lock (409) or, when the winner finished before its request was let in, by the
      // guard (a demoted ADMIN 403, a removed one 401); the direct race below always meets the lock.
      expect(statuses[0]).toBe(round % 2 === 0 ? 200 : 204);
      expect([401, 403, 409]).toContain(statuses[1]);
      const admins = await context.db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'));
      expect(admins).toHaveLength(1);
      expect([first.id, second.id]).toContain(admins[0]!.id);
    }
    // Past the guard, straight at the service: both transactions reach the lock, one must be refused.
    for (let round = 0; round < 3; round++) {
      await context.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.user.id));
      const first = await addOk({ role: 'ADMIN' });
      const second = await addOk({ role: 'ADMIN' });
      await onlyAdmins(first.id, second.id);
      const outcomes = await Promise.allSettled([
        editAccount(context, first.id, second.id, { fullName: 'Raced', role: 'MANAGER' }),
        removeAccount(context, second.id, first.id),
      ]);
      const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
      expect(refused).toHaveLength(1);
      expect((refused[0] as PromiseRejectedResult).reason).toMatchObject({ statusCode: 409, code: 'CONFLICT' });
      expect(await context.db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'))).toHaveLength(1);
    }
    // The shop's own admin back for any later test.
    await context.db.update(users).set({ role: 'ADMIN' }).where(eq(users.id, admin.user.id));
    await context.db.update(users).set({ role: 'MANAGER' }).where(ne(users.id, admin.user.id));
  });
});
