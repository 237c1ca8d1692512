/** Thrown when every slot is taken and the queue is full: the caller should try again shortly (a 503). */
export class SemaphoreFull extends Error {
  constructor() {
    super('Too many photos are being processed: try again in a moment');
    this.name = 'SemaphoreFull';
  }
}

/**
 * Runs at most `limit` tasks at once; the rest wait their turn in arrival order. `maxWaiting` bounds the queue,
 * because each waiting upload holds its whole file in memory.
 */
export class Semaphore {
  private active = 0;
  private readonly queue: Array<() => void> = [];

  constructor(
    readonly limit: number,
    readonly maxWaiting = Number.POSITIVE_INFINITY,
  ) {
    if (!Number.isInteger(limit) || limit < 1) throw new Error(`A semaphore needs at least one slot, got ${limit}`);
  }

  get running(): number {
    return this.active;
  }

  get waiting(): number {
    return this.queue.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    await this.acquire();
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private acquire(): Promise<void> {
    if (this.active < this.limit) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.queue.length >= this.maxWaiting) return Promise.reject(new SemaphoreFull());
    // The slot passes straight to the next in line, so `active` never drops and lets a newcomer jump the queue.
    return new Promise((resolve) => this.queue.push(resolve));
  }

  private release(): void {
    const next = this.queue.shift();
    if (next) next();
    else this.active -= 1;
  }
}
