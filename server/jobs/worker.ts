import type { FastifyBaseLogger } from 'fastify';
import type { JobKind } from '../../contract/jobs';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { App } from '../http/app-type';
import { claimDueJob, markJobDone, markJobFailed, type JobRow } from './queue';

/** Delivers one kind of job; throws to be retried, a FinalJobError when no retry can help. Answers what to keep. */
export type JobHandler = (job: JobRow) => Promise<unknown>;
export type JobHandlers = Record<JobKind, JobHandler>;

/** The receiving side refused for good (e.g. the order is gone): the job is given up at once. */
export class FinalJobError extends Error {}

/** The receiving side asked to be called again no sooner than `afterMs` from now (Telegram's 429 retry_after). */
export class RetryLaterJobError extends Error {
  constructor(message: string, readonly afterMs: number) {
    super(message);
    this.name = 'RetryLaterJobError';
  }
}

export interface WorkerOptions {
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  /** How long a taken job is the worker's alone: longer than any call a handler makes. */
  leaseMs: number;
}

export const DEFAULT_WORKER_OPTIONS: WorkerOptions = { pollMs: 1_000, leaseMs: 60_000 };

const FIRST_RETRY_MS = 10_000;
const LONGEST_WAIT_MS = 60 * 60 * 1000;

/** 10 s, 20 s, 40 s... doubling after each failed attempt, at most an hour apart. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
}

/** Attempts whose waits between them (retryDelayMs) first add up to `spanMs`: a job that retries for that long. */
export function attemptsSpanning(spanMs: number): number {
  let attempts = 1;
  let waited = 0;
  while (waited < spanMs) {
    waited += retryDelayMs(attempts);
    attempts += 1;
  }
  return attempts;
}

function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

export interface WorkerDeps {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
}

/** Runs one job: its handler's answer marks it done, a throw schedules the retry or gives it up. */
async function runJob(deps: WorkerDeps, handlers: JobHandlers, job: JobRow, now: Date): Promise<void> {
  try {
    const result = await handlers[job.kind](job);
    await markJobDone(deps.db, job, result, deps.clock.now());
  } catch (error) {
    const final = error instanceof FinalJobError;
    const message = describe(error);
    const asked = error instanceof RetryLaterJobError ? error.afterMs : 0;
    const retryAt = new Date(now.getTime() + Math.max(retryDelayMs(job.attempts), asked));
    await markJobFailed(deps.db, job, message, retryAt, deps.clock.now(), final);
    const givenUp = final || job.attempts >= job.maxAttempts;
    const fields = { jobId: job.id, kind: job.kind, key: job.key, attempt: job.attempts, error: message };
    if (givenUp) deps.log.error(fields, 'job given up: listed for staff');
    else deps.log.warn({ ...fields, retryAt }, 'job failed: will retry');
  }
}

/** Takes and runs due jobs one after another until none is due (or `limit` ran). Answers how many ran. */
export async function runDueJobs(deps: WorkerDeps, handlers: JobHandlers, options: { leaseMs?: number; limit?: number } = {}): Promise<number> {
  const leaseMs = options.leaseMs ?? DEFAULT_WORKER_OPTIONS.leaseMs;
  const limit = options.limit ?? 100;
  let ran = 0;
  while (ran < limit) {
    const now = deps.clock.now();
    const job = await claimDueJob(deps.db, now, leaseMs);
    if (!job) break;
    await runJob(deps, handlers, job, now);
    ran += 1;
  }
  return ran;
}

export interface WorkerHandle {
  /** Looks for due jobs now rather than at the next poll (a change that wrote one has just committed). */
  wake(): void;
  /** Stops polling and waits for the job in hand, so the database can close after it. */
  stop(): Promise<void>;
}

/** Polls for due jobs every `pollMs` until stopped; runs never overlap and the timer does not keep the process alive. */
export function startJobWorker(deps: WorkerDeps, handlers: JobHandlers, options: WorkerOptions = DEFAULT_WORKER_OPTIONS): WorkerHandle {
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const run = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDueJobs(deps, handlers, { leaseMs: options.leaseMs })
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'job worker failed; trying again at the next poll'))
      .finally(() => {
        running = undefined;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const timer = setInterval(run, options.pollMs);
  timer.unref();
  run();
  return {
    wake: run,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/** Runs the worker from ready until close (close waits for the job in hand); main.ts calls it, tests run jobs by hand. */
export function registerJobWorker(app: App, deps: Omit<WorkerDeps, 'log'>, handlers: JobHandlers, options: WorkerOptions): void {
  let handle: WorkerHandle | undefined;
  app.addHook('onReady', async () => {
    handle = startJobWorker({ ...deps, log: app.log }, handlers, options);
  });
  app.addHook('onClose', async () => {
    await handle?.stop();
  });
}
