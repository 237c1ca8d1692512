import type { FastifyBaseLogger } from 'fastify';
import { invalidateCatalogue } from '../catalogue/cache';
import type { Database } from '../db/client';
import type { Clock } from '../clock';
import type { App } from '../http/app-type';
import { notify } from '../notifications/notify';
import { REJECTION_NOTES } from './history';
import { expiredText } from './notices';
import { enqueueOrderSms } from './order-sms';
import { lockOrder, staleOrderIds } from './queries';
import { unpaidCutoff } from './rules';
import { unwindOrder } from './unwind';
import { wholeFromEnv } from '../shared/env-number';

const BATCH = 100;
/** How often the running server looks for expired orders: an order waits at most this long past its 12 hours. */
export const SWEEP_INTERVAL_MS = 5 * 60 * 1000;

/** SWEEP_INTERVAL_MS, for tests and operators who want expired orders gone sooner; the default otherwise. */
export function sweepIntervalFromEnv(env: NodeJS.ProcessEnv): number {
  return wholeFromEnv(env, 'SWEEP_INTERVAL_MS', SWEEP_INTERVAL_MS, { min: 1, unit: 'milliseconds' });
}

/**
 * Cancels every order still unpaid 12 hours after it was placed: REJECTED with cancelledAt, its stock and
 * coupon given back, the customer told. Each order in its own transaction, rechecked under its lock, so a
 * payment landing at the same moment wins or loses cleanly and two servers sweeping at once cancel each
 * order once. Answers how many it cancelled.
 */
export async function cancelStaleOrders(db: Database, now: Date): Promise<number> {
  const cutoff = unpaidCutoff(now);
  let cancelled = 0;
  let seen = new Set<number>();
  for (;;) {
    const ids = (await staleOrderIds(db, cutoff, BATCH)).filter((id) => !seen.has(id));
    if (ids.length === 0) break;
    seen = new Set([...seen, ...ids]);
    for (const id of ids) {
      const done = await db.transaction(async (tx) => {
        const order = await lockOrder(tx, id);
        if (!order || order.status !== 'NEW' || order.paid || order.createdAt.getTime() > cutoff.getTime()) return false;
        await unwindOrder(tx, order, now, { by: { actor: 'shop' }, note: REJECTION_NOTES.expired });
        await notify(tx, { customerId: order.customerId, type: 'ORDER', targetId: order.id, text: expiredText(order.orderNumber), createdAt: now });
        await enqueueOrderSms(tx, order, 'REJECTED', now);
        return true;
      });
      if (done) cancelled += 1;
    }
  }
  if (cancelled > 0) invalidateCatalogue();
  return cancelled;
}

export interface SweepHandle {
  /** Stops the timer and waits for a sweep in progress, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * Runs cancelStaleOrders every `intervalMs` (and once at start) until stopped. A failed sweep is logged and
 * tried again next time; sweeps never overlap. The timer does not keep the process alive.
 */
export function startStaleOrderSweep(
  deps: { db: Database; clock: Clock; log: FastifyBaseLogger },
  intervalMs = SWEEP_INTERVAL_MS,
): SweepHandle {
  let running: Promise<void> | undefined;
  const sweep = () => {
    if (running) return;
    running = cancelStaleOrders(deps.db, deps.clock.now())
      .then((count) => {
        if (count > 0) deps.log.info({ cancelled: count }, 'cancelled orders unpaid for 12 hours');
      })
      .catch((error: unknown) => deps.log.error({ err: error }, 'stale order sweep failed'))
      .finally(() => {
        running = undefined;
      });
  };
  const timer = setInterval(sweep, intervalMs);
  timer.unref();
  sweep();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Sweeps while the app runs: from ready until close (close waits for a sweep in progress). The server's
 * entry point calls this; buildApp does not, so tests sweep only when they call cancelStaleOrders.
 */
export function registerStaleOrderSweep(app: App, deps: { db: Database; clock: Clock }, intervalMs = SWEEP_INTERVAL_MS): void {
  let handle: SweepHandle | undefined;
  app.addHook('onReady', async () => {
    handle = startStaleOrderSweep({ ...deps, log: app.log }, intervalMs);
  });
  app.addHook('onClose', async () => {
    await handle?.stop();
  });
}
