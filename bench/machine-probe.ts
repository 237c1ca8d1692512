/**
 * Two quick readings of the machine a benchmark runs on, printed beside figures that depend on it (Lighthouse's
 * simulated phone multiplies the main-thread time it observes, so a host that is slow to hand out fresh memory scores
 * lower with the same build). A page fault costs a fraction of a microsecond on an ordinary host; on 2026-11-25 this
 * workplace's VM took about 12 µs, and the build that scored 99/96/95 on an earlier machine scored 86/69/69 there.
 */
const PAGE = 4096;
const PROBE_BYTES = 128 * 2 ** 20;

/** Microseconds to fault in one 4 KiB page of memory never touched before (over 128 MiB). */
function firstTouchMicroseconds(): number {
  const buffer = Buffer.allocUnsafeSlow(PROBE_BYTES);
  const started = performance.now();
  for (let offset = 0; offset < buffer.length; offset += PAGE) buffer[offset] = 1;
  return ((performance.now() - started) * 1000) / (PROBE_BYTES / PAGE);
}

/** Milliseconds for an allocation-heavy JavaScript loop (3 million array pushes, 200 000 object keys). */
function allocationLoopMilliseconds(): number {
  const started = performance.now();
  const numbers: number[] = [];
  for (let index = 0; index < 3_000_000; index += 1) numbers.push(index * 2);
  const keyed: Record<string, number> = {};
  for (let index = 0; index < 200_000; index += 1) keyed[`k${index}`] = index;
  return performance.now() - started;
}

export function machineProbe(): string {
  return `machine: ${firstTouchMicroseconds().toFixed(2)} µs per fresh 4 KiB page, allocation loop ${allocationLoopMilliseconds().toFixed(0)} ms`;
}
