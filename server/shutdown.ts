import type { App } from './http/app-type';
import type { ServerState } from './http/health';
import { wholeFromEnv } from './shared/env-number';

/** How a stopping server lets go of its traffic (SHUTDOWN_DELAY_MS, SHUTDOWN_TIMEOUT_MS). */
interface ShutdownSettings {
  /**
   * How long /api/health answers 503 while the server still serves, before it stops taking connections: the time a
   * load balancer that polls the health check needs to notice. 0 (the default) suits nginx, which learns from the
   * refused connection itself and retries the request on another server.
   */
  delayMs: number;
  /** How long requests already running may take to finish; past it their connections are cut. */
  timeoutMs: number;
}

export function shutdownSettingsFromEnv(env: NodeJS.ProcessEnv): ShutdownSettings {
  const unit = 'milliseconds';
  return { delayMs: wholeFromEnv(env, 'SHUTDOWN_DELAY_MS', 0, { unit }), timeoutMs: wholeFromEnv(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, { unit }) };
}

/** How often, while closing, connections whose request has finished are closed, so close need not wait for keep-alive to run out. */
const IDLE_SWEEP_MS = 100;

/**
 * The graceful stop: health turns 503 at once, then (after the delay) the server takes no new connection and
 * waits for the requests it is serving, at most `timeoutMs`; then app.close runs the close hooks (the stale-order
 * sweep and the job worker finish what they hold and stop, Redis disconnects) and the database closes.
 */
export async function drainAndClose(app: App, state: ServerState, settings: ShutdownSettings, closeDatabase: () => Promise<void>): Promise<void> {
  state.draining = true;
  if (settings.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, settings.delayMs));
  const idleSweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => {
    app.log.warn({ timeoutMs: settings.timeoutMs }, 'requests still running at the shutdown timeout: cutting their connections');
    app.server.closeAllConnections();
  }, settings.timeoutMs);
  try {
    await app.close();
  } finally {
    clearInterval(idleSweep);
    clearTimeout(cut);
  }
  await closeDatabase();
}
