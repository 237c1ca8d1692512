import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from 'node:fs';

/*
 * The embedded database (PGlite) is a folder that one process reads and writes as it likes: a second process opening
 * it at once (`npm run staff:create` while the shop runs) works on its own copy of the pages, says it is done, and one
 * of the two loses its changes. So each process that opens the folder first takes `<folder>.lock`, a file holding its
 * process id and start time, and a process that finds the file held by a live process refuses.
 */

/** A process that wants a folder another live process has open. */
export class DatabaseInUseError extends Error {
  override readonly name = 'DatabaseInUseError';
}

/** Locks this process holds, so a second open in the same process is refused while one left by a dead one is not. */
const held = new Set<string>();

/** A file just made by `wx` and not yet written is someone's lock being taken; an empty one older than this is debris. */
const BEING_WRITTEN_MS = 5_000;

interface Holder {
  pid: number;
  /** When the process started (Linux: clock ticks since boot), so a later process given the same id is told apart. */
  started: string | undefined;
}

/** Process `pid`'s state letter and start (clock ticks since boot) where /proc says (Linux); undefined elsewhere or when gone. */
function procStat(pid: number): { state: string; started: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (name) state ppid ...": the name may hold spaces and brackets, so fields are counted after its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', started: fields[19] ?? '' };
  } catch {
    return undefined;
  }
}

const startOf = (pid: number): string | undefined => procStat(pid)?.started;

function runs(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but is another user's.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(holder.pid);
  if (!stat) return true;
  // A killed process nobody has reaped yet (a container without an init) still answers kill(pid, 0).
  if (stat.state === 'Z' || stat.state === 'X') return false;
  return holder.started === undefined || stat.started === holder.started;
}

function readHolder(file: string): Holder | 'being written' | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [pidLine, started] = text.split('\n');
  const pid = Number(pidLine);
  if (Number.isSafeInteger(pid) && pid > 0) return { pid, started: started || undefined };
  return Date.now() - statSync(file).mtimeMs < BEING_WRITTEN_MS ? 'being written' : undefined;
}

function inUse(folder: string, file: string, holder: Holder | 'being written'): DatabaseInUseError {
  const who = holder === 'being written' ? 'another process' : holder.pid === process.pid ? 'this process' : `process ${holder.pid}`;
  return new DatabaseInUseError(
    `The embedded database in ${folder} is open in ${who} (the running shop, or another command): two processes must ` +
      'never open it at once, or one loses its changes. Stop the shop first and run this again (with DATABASE_URL, ' +
      `PostgreSQL takes any number of processes). If no such process runs, delete ${file}.`,
  );
}

/**
 * Takes the folder's lock, or throws DatabaseInUseError while a live process holds it; a lock left by a process that
 * is gone (killed, or the machine stopped) is taken over. The returned function gives it back; the process's exit
 * gives it back too, however the process ends short of being killed.
 */
export function lockDataDir(folder: string): () => void {
  const file = `${folder}.lock`;
  const content = `${process.pid}\n${startOf(process.pid) ?? ''}\n`;
  for (let attempt = 0; ; attempt++) {
    try {
      const descriptor = openSync(file, 'wx');
      try {
        writeSync(descriptor, content);
      } finally {
        closeSync(descriptor);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    const stale = holder === undefined || (holder !== 'being written' && !(holder.pid === process.pid ? held.has(file) : runs(holder)));
    if (!stale || attempt >= 2) throw inUse(folder, file, holder ?? 'being written');
    try {
      unlinkSync(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  held.add(file);
  const release = () => {
    if (!held.delete(file)) return;
    process.removeListener('exit', release);
    try {
      // Only our own: a lock some other process took over (ours judged stale) stays its.
      if (readFileSync(file, 'utf8') === content) unlinkSync(file);
    } catch {
      // Gone already: nothing to give back.
    }
  };
  process.on('exit', release);
  return release;
}
