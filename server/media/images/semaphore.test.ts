import { Semaphore, SemaphoreFull } from './semaphore';

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('runs at most its limit at once and starts the others in arrival order as slots free', async () => {
    const semaphore = new Semaphore(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const runs = gates.map((entry, index) =>
      semaphore.run(async () => {
        started.push(index);
        await entry.opened;
        return index * 10;
      }),
    );
    await tick();
    expect({ started, running: semaphore.running, waiting: semaphore.waiting }).toEqual({ started: [0, 1], running: 2, waiting: 2 });
    gates[1]!.open();
    await tick();
    expect(started).toEqual([0, 1, 2]);
    expect(semaphore.running).toBe(2);
    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all(runs)).toEqual([0, 10, 20, 30]);
    expect({ started, running: semaphore.running, waiting: semaphore.waiting }).toEqual({ started: [0, 1, 2, 3], running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails, passing its error on', async () => {
    const semaphore = new Semaphore(1);
    await expect(semaphore.run(() => Promise.reject(new Error('broken photo')))).rejects.toThrow('broken photo');
    expect(semaphore.running).toBe(0);
    expect(await semaphore.run(async () => 'next')).toBe('next');
  });

  it('refuses a task at once when the queue is full, and takes one again once there is room', async () => {
    const semaphore = new Semaphore(1, 1);
    const first = gate();
    const running = semaphore.run(() => first.opened);
    const queued = semaphore.run(async () => 'queued');
    await expect(semaphore.run(async () => 'one too many')).rejects.toBeInstanceOf(SemaphoreFull);
    first.open();
    await running;
    expect(await queued).toBe('queued');
    expect(await semaphore.run(async () => 'room again')).toBe('room again');
  });

  it('needs at least one whole slot', () => {
    expect(() => new Semaphore(0)).toThrow('at least one slot');
    expect(() => new Semaphore(1.5)).toThrow('at least one slot');
  });
});
