import type { Clock } from '../clock';

export type Reservation = { granted: true } | { granted: false; retryAfterMs: number };

/**
 * Counters of attempts, each in a fixed window that opens with its first attempt. Behind an interface so the
 * counters can move to a store the server's processes share.
 */
export interface AttemptStore {
  /** Takes one of `limit` slots of the key's window, or says how long until the window closes. */
  reserve(key: string, limit: number, windowMs: number): Promise<Reservation>;
  /** Gives back a slot whose attempt turned out not to count. */
  release(key: string): Promise<void>;
  /** Forgets the key's attempts, as when its owner proved who they are. */
  clear(key: string): Promise<void>;
}

interface Window {
  count: number;
  closesAt: number;
}

const SWEEP_EVERY_MS = 60_000;

/**
 * One process's counters. Each method changes the map without awaiting in between, so two requests at once
 * cannot both take the last slot.
 */
export class MemoryAttemptStore implements AttemptStore {
  private readonly windows = new Map<string, Window>();
  private nextSweepAt = 0;

  constructor(private readonly clock: Clock) {}

  async reserve(key: string, limit: number, windowMs: number): Promise<Reservation> {
    const now = this.clock.now().getTime();
    this.sweep(now);
    const open = this.openWindow(key, now);
    if (open && open.count >= limit) return { granted: false, retryAfterMs: open.closesAt - now };
    if (!open && limit < 1) return { granted: false, retryAfterMs: windowMs };
    if (open) open.count += 1;
    else this.windows.set(key, { count: 1, closesAt: now + windowMs });
    return { granted: true };
  }

  async release(key: string): Promise<void> {
    const open = this.openWindow(key, this.clock.now().getTime());
    if (!open) return;
    open.count -= 1;
    if (open.count <= 0) this.windows.delete(key);
  }

  async clear(key: string): Promise<void> {
    this.windows.delete(key);
  }

  /** How many keys are held; for tests of the sweep. */
  get size(): number {
    return this.windows.size;
  }

  private openWindow(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.closesAt <= now) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Closed windows of keys never asked about again (one per phone a script tried) would otherwise pile up. */
  private sweep(now: number): void {
    if (now < this.nextSweepAt) return;
    this.nextSweepAt = now + SWEEP_EVERY_MS;
    for (const [key, window] of this.windows) if (window.closesAt <= now) this.windows.delete(key);
  }
}
