import { eq } from 'drizzle-orm';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { jobs } from '../db/schema/jobs';
import { claimDueJob, enqueueJob, markJobDone, type JobRow } from './queue';
import { FinalJobError, RetryLaterJobError, retryDelayMs, runDueJobs, type JobHandler, type JobHandlers } from './worker';

/** The outbox itself: written with the change, taken once per lease, retried with backoff, given up visibly. */

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());
beforeEach(async () => {
  await context.db.delete(jobs);
});

let keys = 0;
const newKey = () => `test:${(keys += 1)}`;

function enqueue(key = newKey(), maxAttempts = 5) {
  return enqueueJob(context.db, { kind: 'SMS', key, payload: { n: key }, maxAttempts, runAt: context.clock.now() });
}

function handlers(sms: JobHandler): JobHandlers {
  return { SMS: sms, CLICK_FISCAL: sms, CLICK_RECEIPT: sms, CLICK_REVERSAL: sms, CLICK_REFUND_RECEIPT: sms, TELEGRAM: sms };
}

function run(sms: JobHandler) {
  return runDueJobs({ db: context.db, clock: context.clock, log: context.app.log }, handlers(sms));
}

async function jobByKey(key: string): Promise<JobRow> {
  const [row] = await context.db.select().from(jobs).where(eq(jobs.key, key));
  return row!;
}

describe('the outbox', () => {
  it('holds a job only if the transaction that wrote it commits, and a key once', async () => {
    const rolledBack = newKey();
    await expect(
      context.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: 'SMS', key: rolledBack, payload: {}, maxAttempts: 1, runAt: context.clock.now() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const twice = newKey();
    await enqueue(twice);
    await enqueue(twice);
    expect((await context.db.select({ key: jobs.key }).from(jobs)).map((row) => row.key)).toEqual([twice]);
  });

  it('retries a failing job after 10 s, 20 s, 40 s... and keeps the answer once it goes through', async () => {
    const key = newKey();
    await enqueue(key);
    const answers = [new Error('gateway 503'), new Error('timeout'), { accepted: true }];
    const handler: JobHandler = async () => {
      const answer = answers.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    };
    expect(await run(handler)).toBe(1);
    expect(await jobByKey(key)).toMatchObject({ state: 'PENDING', attempts: 1, lastError: 'gateway 503' });
    expect(await run(handler)).toBe(0);
    context.clock.advance(retryDelayMs(1));
    expect(await run(handler)).toBe(1);
    expect(await jobByKey(key)).toMatchObject({ state: 'PENDING', attempts: 2, lastError: 'timeout' });
    context.clock.advance(retryDelayMs(2) - 1);
    expect(await run(handler)).toBe(0);
    context.clock.advance(1);
    expect(await run(handler)).toBe(1);
    expect(await jobByKey(key)).toMatchObject({ state: 'DONE', attempts: 3, lastError: null, result: { accepted: true }, lockedUntil: null });
    expect(retryDelayMs(1)).toBe(10_000);
    expect(retryDelayMs(2)).toBe(20_000);
    expect(retryDelayMs(30)).toBe(60 * 60 * 1000);
  });

  it('gives a job up after its last attempt, or at once when no retry can help', async () => {
    const worn = newKey();
    await enqueue(worn, 2);
    const hopeless = newKey();
    await enqueue(hopeless);
    const handler: JobHandler = async (job) => {
      throw job.key === hopeless ? new FinalJobError('the order is gone') : new Error('still down');
    };
    await run(handler);
    context.clock.advance(retryDelayMs(1));
    await run(handler);
    expect(await jobByKey(worn)).toMatchObject({ state: 'FAILED', attempts: 2, lastError: 'still down' });
    expect(await jobByKey(hopeless)).toMatchObject({ state: 'FAILED', attempts: 1, lastError: 'the order is gone' });
    expect((await jobByKey(worn)).finishedAt).toEqual(context.clock.now());
    context.clock.advance(retryDelayMs(5));
    expect(await run(handler)).toBe(0);
  });

  it('waits as long as the receiving side asks (flood control) when that is longer than the backoff', async () => {
    const key = newKey();
    await enqueue(key);
    let calls = 0;
    const handler: JobHandler = async () => {
      calls += 1;
      if (calls === 1) throw new RetryLaterJobError('Telegram asks to wait 90 s', 90_000);
      if (calls === 2) throw new RetryLaterJobError('Telegram asks to wait 1 s', 1_000);
      return { sent: true };
    };
    await run(handler);
    context.clock.advance(90_000 - 1);
    expect(await run(handler)).toBe(0);
    context.clock.advance(1);
    expect(await run(handler)).toBe(1);
    // A shorter wait than the backoff's: the backoff's (20 s after the second attempt).
    context.clock.advance(retryDelayMs(2) - 1);
    expect(await run(handler)).toBe(0);
    context.clock.advance(1);
    await run(handler);
    expect(await jobByKey(key)).toMatchObject({ state: 'DONE', attempts: 3, result: { sent: true } });
  });

  it('leaves a taken job to its worker until the lease ends, then lets another finish it; the first cannot overwrite', async () => {
    const key = newKey();
    await enqueue(key);
    const first = await claimDueJob(context.db, context.clock.now(), 60_000);
    expect(first).toMatchObject({ key, attempts: 1 });
    // The first worker dies mid-call: nobody else takes the job while its lease lasts.
    expect(await claimDueJob(context.db, context.clock.now(), 60_000)).toBeUndefined();
    context.clock.advance(60_000);
    let deliveries = 0;
    expect(await run(async () => (deliveries += 1))).toBe(1);
    expect(deliveries).toBe(1);
    expect(await jobByKey(key)).toMatchObject({ state: 'DONE', attempts: 2, result: 1 });
    await markJobDone(context.db, first!, { stale: true }, context.clock.now());
    expect((await jobByKey(key)).result).toBe(1);
  });

  it('gives each of several workers different jobs: every job runs once', async () => {
    const queued = Array.from({ length: 24 }, () => newKey());
    for (const key of queued) await enqueue(key);
    const runs = new Map<string, number>();
    const handler: JobHandler = async (job) => {
      runs.set(job.key, (runs.get(job.key) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return null;
    };
    const ran = await Promise.all([run(handler), run(handler), run(handler)]);
    expect(ran.reduce((sum, count) => sum + count, 0)).toBe(queued.length);
    expect([...runs.keys()].sort()).toEqual([...queued].sort());
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });
});
