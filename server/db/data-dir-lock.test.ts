import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runStaffCreate } from '../staff/create-staff';
import { PGLITE_SNAPSHOT_FILE } from '../../test/server/worker-database-key';
import { openDatabase, openPglite } from './client';

/** The embedded database is opened by one process at a time (data-dir-lock.ts); the lock is DATA_DIR/pglite.lock. */

let dataDir: string;
let lockFile: string;
let sleeper: ChildProcess | undefined;

beforeEach(() => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'libos-lock-'));
  lockFile = path.join(dataDir, 'pglite.lock');
});
afterEach(() => {
  sleeper?.kill();
  sleeper = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Opens the folder as openDatabase does, starting an empty folder from the run's migrated cluster
 * (test/server/database-template.ts) rather than from initdb, which costs tens of seconds on two busy cores.
 */
async function openFresh() {
  const snapshot = process.env[PGLITE_SNAPSHOT_FILE];
  return openPglite(path.join(dataDir, 'pglite'), snapshot ? { loadDataDir: new Blob([await readFile(snapshot)]) } : {});
}

/** A live process other than this one, standing for the running shop. */
function anotherLiveProcess(): number {
  sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
  return sleeper.pid!;
}

describe('the embedded database’s folder', () => {
  it('is refused to a second process while the first runs, and staff:create says so and exits with 1', async () => {
    const shop = anotherLiveProcess();
    writeFileSync(lockFile, `${shop}\n`);

    await expect(openDatabase({ dataDir })).rejects.toThrow(`open in process ${shop}`);
    const lines: string[] = [];
    const code = await runStaffCreate(['+998931234599', 'secret-123'], { DATA_DIR: dataDir }, {
      open: openDatabase,
      log: (line) => lines.push(line),
      error: (line) => lines.push(line),
    });
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^staff:create: The embedded database in .* is open in process \d+ .*Stop the shop first/)]);
    // Nothing was opened or made, and the shop's lock is still its own.
    expect(existsSync(path.join(dataDir, 'pglite'))).toBe(false);
    expect(readFileSync(lockFile, 'utf8')).toBe(`${shop}\n`);
  });

  it('is taken over from a process that is gone, refused to a second open in the same process, and given back on close', async () => {
    const gone = spawnSync('true').pid;
    writeFileSync(lockFile, `${gone}\n`);

    const first = await openFresh();
    try {
      expect(readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
      await expect(openDatabase({ dataDir })).rejects.toThrow('open in this process');
    } finally {
      await first.close();
    }
    expect(existsSync(lockFile)).toBe(false);
    const again = await openDatabase({ dataDir });
    await again.close();
  }, 120_000);

  it('is taken over from a lock whose process id now belongs to another process (a restarted container)', async () => {
    // This process's own id, which it did not take: a process before it, given the same id, left it.
    writeFileSync(lockFile, `${process.pid}\n`);
    const first = await openFresh();
    await first.close();
    if (existsSync('/proc/self/stat')) {
      // A live process's id with a start time it does not have: the process that wrote it is gone.
      writeFileSync(lockFile, `${anotherLiveProcess()}\n1\n`);
      const second = await openDatabase({ dataDir });
      await second.close();
    }
    expect(existsSync(lockFile)).toBe(false);
  }, 120_000);
});
