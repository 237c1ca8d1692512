import { wholeFromEnv } from '../shared/env-number';
import { DEFAULT_WORKER_OPTIONS, type WorkerOptions } from './worker';

export interface WorkerSettings {
  enabled: boolean;
  options: WorkerOptions;
  /** SANDBOX_SMS_DELAY_MS: the sandbox gateway answers this late (a test kills the server in between). */
  sandboxSmsDelayMs: number;
  /** SANDBOX_TELEGRAM_DELAY_MS: the sandbox bot answers this late, likewise. */
  sandboxTelegramDelayMs: number;
}

/** JOBS_WORKER (1 or 0), JOBS_POLL_MS, JOBS_LEASE_MS and the SANDBOX_*_DELAY_MS test knobs; a bad value stops the start. */
export function jobWorkerFromEnv(env: NodeJS.ProcessEnv): WorkerSettings {
  const flag = env.JOBS_WORKER;
  if (flag !== undefined && flag !== '' && !/^(0|1)$/.test(flag)) throw new Error(`JOBS_WORKER must be 1 or 0, got "${flag}"`);
  return {
    enabled: flag !== '0',
    options: {
      pollMs: wholeFromEnv(env, 'JOBS_POLL_MS', DEFAULT_WORKER_OPTIONS.pollMs, { min: 50 }),
      leaseMs: wholeFromEnv(env, 'JOBS_LEASE_MS', DEFAULT_WORKER_OPTIONS.leaseMs, { min: 1_000 }),
    },
    sandboxSmsDelayMs: wholeFromEnv(env, 'SANDBOX_SMS_DELAY_MS', 0),
    sandboxTelegramDelayMs: wholeFromEnv(env, 'SANDBOX_TELEGRAM_DELAY_MS', 0),
  };
}
