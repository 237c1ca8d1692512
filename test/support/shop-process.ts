import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';

/*
 * The shop as its own process, for benchmarks and tests that need a real server: started as `npm start` starts
 * it, stopped gracefully or killed outright, and started again on the data it left.
 */
const rootDir = path.resolve(__dirname, '../..');

/** The JWT secret shop processes share unless a test gives its own. */
const TEST_JWT_SECRET = 'libos-test-processes-share-this-jwt-secret';

export interface ShopProcess {
  origin: string;
  /** SIGTERM waits for the graceful shutdown; SIGKILL is a crash (power cut, out-of-memory kill). */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  /** What the process has printed so far (its JSON log lines at LOG_LEVEL). */
  output(): string;
  /** The exit code once it has exited (null after a kill by signal); undefined while it runs. */
  exitCode(): number | null | undefined;
}

export interface ShopOptions {
  port: number;
  dataDir: string;
  /** A PostgreSQL database; unset means embedded PGlite under dataDir. */
  databaseUrl?: string;
  /** `npm start` (builds the SPA when stale) or only the server (`tsx server/main.ts`, no SPA). */
  withWeb?: boolean;
  /** Only the server, compiled once (test/support/server-bundle.ts): run with node rather than compiled by tsx. */
  serverBundle?: string;
  env?: Record<string, string>;
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

/** A new database on the server of `adminUrl`, empty or a copy of `template`, and how to drop it. */
export async function scratchPostgres(adminUrl: string, prefix: string, template?: string): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`);
  const target = new URL(adminUrl);
  target.pathname = `/${name}`;
  return { name, url: target.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Starts the shop and waits until its API answers (it migrates, and seeds an empty database, first). */
export async function startShopProcess(options: ShopOptions): Promise<ShopProcess> {
  const origin = `http://127.0.0.1:${options.port}`;
  const command = options.withWeb
    ? ['npm', ['start']]
    : [process.execPath, options.serverBundle ? ['--enable-source-maps', options.serverBundle] : [require.resolve('tsx/cli'), 'server/main.ts']];
  let output = '';
  const child = spawn(command[0] as string, command[1] as string[], {
    cwd: rootDir,
    // Its own process group, so a stop reaches npm's children too.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...options.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      PUBLIC_URL: origin,
      DATABASE_URL: options.databaseUrl ?? '',
      // One secret for every process a test starts, as servers sharing a database must have (PostgreSQL requires it);
      // `env: { JWT_SECRET: '' }` starts one without.
      JWT_SECRET: options.env?.JWT_SECRET ?? TEST_JWT_SECRET,
      // The crash test and the load bench shop in the demo catalogue, on PGlite and on PostgreSQL alike.
      SEED_DEMO: '1',
      LOG_LEVEL: options.env?.LOG_LEVEL ?? 'warn',
    },
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));

  const stop = async (signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM') => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, signal);
      } catch {
        // already gone
      }
    }
    await exited;
  };

  const deadline = Date.now() + 300_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the shop exited with ${child.exitCode}:\n${output}`);
    const answered = await fetch(`${origin}/api/homePage/getHomePage`).then((response) => response.ok, () => false);
    if (answered) return { origin, stop, output: () => output, exitCode: () => (child.exitCode === null && child.signalCode === null ? undefined : child.exitCode) };
    if (Date.now() > deadline) {
      await stop('SIGKILL');
      throw new Error(`the shop did not answer at ${origin} within 300 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
