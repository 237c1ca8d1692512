import { and, eq } from 'drizzle-orm';
import { insertProduct, insertRegionTree } from '../../test/server/fixtures';
import { createCustomer, createTestApp, type TestContext } from '../../test/server/harness';
import { createShopper, placedOrder } from '../../test/server/order-fixtures';
import { jobs } from '../db/schema/jobs';
import { paymentTransactions } from '../db/schema/payments';
import { auditLog } from '../db/schema/staff';
import { staffWithRole } from '../staff/testing/staff-fixtures';

/** GET /api/jobs/staff/failed and POST /api/jobs/staff/retry/{id}: the outbox's given-up jobs, for staff. */

let context: TestContext;
let manager: Awaited<ReturnType<typeof staffWithRole>>;
let order: Awaited<ReturnType<typeof placedOrder>>;
let paymentId: number;

beforeAll(async () => {
  context = await createTestApp();
  manager = await staffWithRole(context, 'MANAGER');
  const places = await insertRegionTree(context.db);
  const shopper = await createShopper(context, places);
  const variantId = (await insertProduct(context.db, { sizes: { M: 10 } })).variants[0]!.id;
  order = await placedOrder(context, shopper, [[variantId, 1]]);
  const [payment] = await context.db
    .insert(paymentTransactions)
    .values({ orderId: order.id, provider: 'CLICK', providerTransactionId: 'click-1', amountTiyin: order.total * 100, state: 2, performedAt: context.clock.now() })
    .returning({ id: paymentTransactions.id });
  paymentId = payment!.id;
});
afterAll(() => context.close());

let keyNumber = 0;
async function job(fields: Partial<typeof jobs.$inferInsert> & Pick<typeof jobs.$inferInsert, 'kind' | 'state'>): Promise<number> {
  keyNumber += 1;
  const [row] = await context.db
    .insert(jobs)
    .values({ key: `test:${keyNumber}`, payload: {}, maxAttempts: 5, attempts: 5, runAt: context.clock.now(), ...fields })
    .returning({ id: jobs.id });
  return row!.id;
}

const failedPage = (query = '', headers: Record<string, string> = manager.headers) =>
  context.app.inject({ method: 'GET', url: `/api/jobs/staff/failed${query}`, headers });
const retry = (id: number, headers: Record<string, string> = manager.headers) => context.app.inject({ method: 'POST', url: `/api/jobs/staff/retry/${id}`, headers });

describe('GET /api/jobs/staff/failed', () => {
  it('lists only the given-up jobs, newest first, with the order (its own or its payment’s), attempts and the last error, paged', async () => {
    const start = context.clock.now();
    const minute = (n: number) => new Date(start.getTime() + n * 60_000);
    const older = await job({ kind: 'SMS', state: 'FAILED', key: `sms:order:${order.id}:PAID`, orderId: order.id, lastError: 'gateway 500', finishedAt: minute(1) });
    const newer = await job({ kind: 'CLICK_FISCAL', state: 'FAILED', key: `click:fiscal:${paymentId}`, paymentTransactionId: paymentId, lastError: 'Click -5', finishedAt: minute(2) });
    const loose = await job({ kind: 'SMS', state: 'FAILED', lastError: 'no such phone', finishedAt: minute(3) });
    await job({ kind: 'SMS', state: 'PENDING', attempts: 2, lastError: 'retrying' });
    await job({ kind: 'SMS', state: 'DONE', attempts: 1, finishedAt: minute(4) });

    const first = await failedPage('?size=2');

    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ page: 0, size: 2, totalElements: 3, totalPages: 2 });
    expect(first.json().content).toEqual([
      { id: loose, kind: 'SMS', key: expect.any(String), orderId: null, orderNumber: null, attempts: 5, maxAttempts: 5, lastError: 'no such phone', createdAt: expect.any(String), finishedAt: minute(3).toISOString() },
      { id: newer, kind: 'CLICK_FISCAL', key: `click:fiscal:${paymentId}`, orderId: order.id, orderNumber: order.orderNumber, attempts: 5, maxAttempts: 5, lastError: 'Click -5', createdAt: expect.any(String), finishedAt: minute(2).toISOString() },
    ]);
    const second = await failedPage('?size=2&page=1');
    expect(second.json().content.map((row: { id: number; orderId: number }) => [row.id, row.orderId])).toEqual([[older, order.id]]);
  });

  it('answers either staff role, refuses a customer (403) and no token (401)', async () => {
    const admin = await staffWithRole(context, 'ADMIN');
    expect((await failedPage('', admin.headers)).statusCode).toBe(200);
    const customer = await createCustomer(context);
    const refused = await failedPage('', customer.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect((await context.app.inject({ method: 'GET', url: '/api/jobs/staff/failed' })).statusCode).toBe(401);
  });
});

describe('POST /api/jobs/staff/retry/{id}', () => {
  it('makes a FAILED job due now with its attempts afresh, audits who did it, and the worker sends it', async () => {
    const id = await job({
      kind: 'SMS', state: 'FAILED', key: `sms:order:${order.id}:SENT`, orderId: order.id, lastError: 'gateway 500',
      payload: { phoneNumber: '+998901112299', text: 'Buyurtmangiz yuborildi' }, attempts: 5, runAt: new Date(0), finishedAt: context.clock.now(),
    });
    context.clock.advance(60_000);
    const now = context.clock.now();

    const response = await retry(id);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, state: 'PENDING', attempts: 0, runAt: now.toISOString() });
    const [stored] = await context.db.select().from(jobs).where(eq(jobs.id, id));
    expect(stored).toMatchObject({ state: 'PENDING', attempts: 0, runAt: now, lastError: null, finishedAt: null, lockedUntil: null });
    const audits = await context.db.select().from(auditLog).where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, id)));
    expect(audits).toEqual([
      expect.objectContaining({
        userId: manager.user.id, action: 'RETRY',
        before: { kind: 'SMS', key: `sms:order:${order.id}:SENT`, state: 'FAILED', attempts: 5, lastError: 'gateway 500' },
        after: { state: 'PENDING', attempts: 0, runAt: now.toISOString() },
      }),
    ]);
    expect((await failedPage()).json().content.map((row: { id: number }) => row.id)).not.toContain(id);

    await context.runJobs();
    expect(context.sms.list('+998901112299').map((message) => message.text)).toEqual(['Buyurtmangiz yuborildi']);
    const [sent] = await context.db.select().from(jobs).where(eq(jobs.id, id));
    expect(sent).toMatchObject({ state: 'DONE', attempts: 1 });
  });

  it('refuses a job that is not FAILED (409), changing nothing, and an unknown one (404)', async () => {
    const pending = await job({ kind: 'SMS', state: 'PENDING', attempts: 2, lastError: 'gateway 503', runAt: new Date(context.clock.now().getTime() + 3_600_000) });
    const done = await job({ kind: 'SMS', state: 'DONE', attempts: 1, finishedAt: context.clock.now() });
    for (const id of [pending, done]) {
      const refused = await retry(id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.code).toBe('CONFLICT');
    }
    const [untouched] = await context.db.select().from(jobs).where(eq(jobs.id, pending));
    expect(untouched).toMatchObject({ state: 'PENDING', attempts: 2, lastError: 'gateway 503' });
    expect(await context.db.select().from(auditLog).where(and(eq(auditLog.entity, 'job'), eq(auditLog.entityId, pending)))).toEqual([]);
    const unknown = await retry(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });

  it('lets an ADMIN retry too, refuses a customer (403) and no token (401), leaving the job FAILED', async () => {
    const admin = await staffWithRole(context, 'ADMIN');
    const byAdmin = await job({ kind: 'CLICK_FISCAL', state: 'FAILED', paymentTransactionId: paymentId, finishedAt: context.clock.now() });
    expect((await retry(byAdmin, admin.headers)).statusCode).toBe(200);
    const id = await job({ kind: 'SMS', state: 'FAILED', finishedAt: context.clock.now() });
    const customer = await createCustomer(context);
    expect((await retry(id, customer.headers)).statusCode).toBe(403);
    expect((await context.app.inject({ method: 'POST', url: `/api/jobs/staff/retry/${id}` })).statusCode).toBe(401);
    const [stored] = await context.db.select().from(jobs).where(eq(jobs.id, id));
    expect(stored).toMatchObject({ state: 'FAILED', attempts: 5 });
  });
});
