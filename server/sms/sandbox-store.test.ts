import { createTestApp, type TestContext } from '../../test/server/harness';
import { jobWorkerFromEnv } from '../jobs/worker-env';
import { DatabaseSandboxSms } from './sandbox-store';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe('the sandbox SMS gateway of a running server', () => {
  it('keeps messages in the database, newest first, per phone, and drops a repeat of a keyed one', async () => {
    const logged: string[] = [];
    const gateway = new DatabaseSandboxSms(context.db, (message) => logged.push(message.text));
    await gateway.send('+998901111111', 'code 1234', { code: '1234' });
    await gateway.send('+998901111111', 'code 1234', { code: '1234' });
    await gateway.send('+998902222222', 'Libos: order sent', { key: 'sms:order:1:SENT' });
    await gateway.send('+998902222222', 'Libos: order sent', { key: 'sms:order:1:SENT' });
    await gateway.send('+998902222222', 'Libos: order delivered', { key: 'sms:order:1:REACHED' });

    expect((await gateway.list('+998902222222')).map((message) => message.text)).toEqual(['Libos: order delivered', 'Libos: order sent']);
    // A code SMS keeps the code its sender gave; other messages have none.
    expect((await gateway.list('+998901111111')).map((message) => message.code)).toEqual(['1234', '1234']);
    expect((await gateway.list('+998902222222')).map((message) => message.code)).toEqual([null, null]);
    // Another server on the same database lists the same messages.
    expect(await new DatabaseSandboxSms(context.db).list()).toHaveLength(4);
    expect(logged).toEqual(['code 1234', 'code 1234', 'Libos: order sent', 'Libos: order delivered']);
  });
});

describe('the job worker’s settings', () => {
  it('runs by default, polls every second and leases a job for a minute', () => {
    expect(jobWorkerFromEnv({})).toEqual({ enabled: true, options: { pollMs: 1_000, leaseMs: 60_000 }, sandboxSmsDelayMs: 0, sandboxTelegramDelayMs: 0 });
    expect(jobWorkerFromEnv({ JOBS_WORKER: '0', JOBS_POLL_MS: '100', JOBS_LEASE_MS: '2000', SANDBOX_SMS_DELAY_MS: '3000', SANDBOX_TELEGRAM_DELAY_MS: '4000' })).toEqual({
      enabled: false,
      options: { pollMs: 100, leaseMs: 2_000 },
      sandboxSmsDelayMs: 3_000,
      sandboxTelegramDelayMs: 4_000,
    });
  });

  it('stops the start on a value it cannot use', () => {
    expect(() => jobWorkerFromEnv({ JOBS_WORKER: 'yes' })).toThrow('JOBS_WORKER must be 1 or 0, got "yes"');
    expect(() => jobWorkerFromEnv({ JOBS_POLL_MS: '10' })).toThrow('JOBS_POLL_MS must be a whole number of at least 50');
    expect(() => jobWorkerFromEnv({ JOBS_LEASE_MS: 'soon' })).toThrow('JOBS_LEASE_MS');
  });
});
