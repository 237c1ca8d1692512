import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

const rootDir = path.resolve(__dirname, '..');

export interface ShopProcess {
  origin: string;
  database: string;
  stop(): Promise<void>;
}

/** Whether a PostgreSQL server answers at `url` (within three seconds). */
export async function postgresReachable(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** A new empty database on the server of `adminUrl`, and how to drop it. */
async function scratchPostgres(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `libos_load_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return { url: target.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * `npm start` exactly as a shop owner runs it (build when stale, migrate, seed, serve) on a scratch data folder,
 * on embedded PGlite or, given `postgresAdminUrl`, on a scratch database of that server. `env` adds settings.
 */
export async function startShopProcess(port: number, postgresAdminUrl: string | undefined, env: Record<string, string> = {}): Promise<ShopProcess> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'libos-bench-load-'));
  const postgres = postgresAdminUrl ? await scratchPostgres(postgresAdminUrl) : undefined;
  const origin = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn('npm', ['start'], {
    cwd: rootDir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: origin, DATABASE_URL: postgres?.url ?? '', LOG_LEVEL: 'warn' },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      await exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    await postgres?.drop();
  };

  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`npm start exited with ${child.exitCode}:\n${output}`);
    }
    const answered = await fetch(`${origin}/api/homePage/getHomePage`).then((response) => response.ok, () => false);
    if (answered) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`npm start did not answer at ${origin} within 300 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { origin, database: postgres ? 'PostgreSQL' : 'PGlite', stop };
}
