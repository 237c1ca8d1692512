import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import { nginxStandalone } from './nginx-config';

/*
 * Several Libos servers on one machine behind nginx, sharing one PostgreSQL database, one Redis and one JWT
 * secret: what `npm run cluster` runs and `npm run bench:cluster` measures. Each server is `tsx server/main.ts`
 * in a process group of its own, so it can be stopped gracefully or killed outright on its own.
 */
const rootDir = path.resolve(__dirname, '../..');
const NGINX_PATHS = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx', '/usr/local/bin/nginx'];
const START_TIMEOUT_MS = 300_000;

interface ClusterOptions {
  size: number;
  /** Where nginx listens on 127.0.0.1. */
  port: number;
  /** The servers listen on 127.0.0.1 at this port and the ones after it. */
  firstServerPort: number;
  databaseUrl: string;
  redisUrl: string;
  jwtSecret: string;
  /** Each server's DATA_DIR (server-1, server-2...) and nginx's run folder go here. */
  workDir: string;
  /** More environment for every server (LOG_LEVEL, SEED_DEMO, RATE_LIMIT_*, REDIS_PREFIX...). */
  env?: Record<string, string>;
  /** What the servers and nginx print, line by line, with who printed it. */
  onOutput?: (who: string, line: string) => void;
}

interface ClusterServer {
  name: string;
  origin: string;
  /** SIGTERM is a graceful stop (drain); SIGKILL a crash. Resolves once the process has exited. */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<void>;
  running(): boolean;
}

export interface Cluster {
  /** nginx's address: the shop's one address. */
  origin: string;
  servers: ClusterServer[];
  /** nginx first (no new requests), then every server still running, gracefully. */
  stop(): Promise<void>;
}

/** Debian's nginx: found where the package puts it, or installed with apt-get when running as root. */
function findNginx(): string {
  const found = NGINX_PATHS.find((candidate) => existsSync(candidate));
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error('nginx is not installed: install Debian\'s package (`sudo apt-get install nginx-light`) and run this again');
  }
  console.log('nginx is not installed: installing Debian\'s nginx-light with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update', '-qq'], ['install', '-y', '-qq', 'nginx-light']]) {
    const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(' ')} failed (exit ${result.status}): install nginx and run this again`);
  }
  const installed = NGINX_PATHS.find((candidate) => existsSync(candidate));
  if (!installed) throw new Error('apt-get installed nginx-light but no nginx binary was found');
  return installed;
}

/** Creates the database of `url` when its server has none of that name (it is empty then; the servers migrate it). */
async function ensureDatabase(url: string): Promise<void> {
  const probe = new Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await probe.connect();
    await probe.end();
    return;
  } catch (error) {
    await probe.end().catch(() => undefined);
    if ((error as { code?: string }).code !== '3D000') throw new Error(`PostgreSQL at DATABASE_URL does not answer: ${(error as Error).message}`);
  }
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  target.pathname = '/postgres';
  const admin = new Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

interface Spawned {
  child: ChildProcess;
  exited: Promise<void>;
  output(): string;
}

function spawnLogged(who: string, command: string, args: string[], env: NodeJS.ProcessEnv, onOutput?: ClusterOptions['onOutput']): Spawned {
  let output = '';
  const child = spawn(command, args, { cwd: rootDir, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const take = (chunk: Buffer) => {
    const text = chunk.toString();
    // Keeps the tail only: a long run's log must not grow without bound in memory.
    output = (output + text).slice(-20_000);
    if (onOutput) for (const line of text.split('\n')) if (line.trim()) onOutput(who, line);
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return { child, exited, output: () => output };
}

function signal(spawned: Spawned, name: NodeJS.Signals): Promise<void> {
  const { child } = spawned;
  if (child.exitCode === null && child.signalCode === null && child.pid) {
    try {
      // The whole group: tsx runs the server in a child process of its own.
      process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  }
  return spawned.exited;
}

async function waitForHealth(who: string, origin: string, spawned: Spawned): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (spawned.child.exitCode !== null || spawned.child.signalCode !== null) {
      throw new Error(`${who} exited while starting (${spawned.child.exitCode ?? spawned.child.signalCode}):\n${spawned.output()}`);
    }
    const healthy = await fetch(`${origin}/api/health`).then((response) => response.ok, () => false);
    if (healthy) return;
    if (Date.now() > deadline) throw new Error(`${who} was not healthy at ${origin} within ${START_TIMEOUT_MS / 1000} s:\n${spawned.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function startServer(options: ClusterOptions, index: number): { server: ClusterServer; spawned: Spawned } {
  const name = `server-${index + 1}`;
  const port = options.firstServerPort + index;
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...options.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(options.workDir, name),
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: options.jwtSecret,
  };
  const spawned = spawnLogged(name, process.execPath, [require.resolve('tsx/cli'), 'server/main.ts'], env, options.onOutput);
  const running = () => spawned.child.exitCode === null && spawned.child.signalCode === null;
  return { server: { name, origin, stop: (how) => signal(spawned, how), running }, spawned };
}

/** Writes nginx's config and folders under workDir/nginx and starts it in the foreground. */
async function startNginx(options: ClusterOptions, servers: ClusterServer[]): Promise<Spawned> {
  const nginx = findNginx();
  const runDir = path.join(options.workDir, 'nginx');
  await mkdir(runDir, { recursive: true });
  // Run as root, nginx's workers drop to an unprivileged user, which must be able to write its temporary files.
  await chmod(runDir, 0o755);
  for (const temp of ['client-body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(runDir, temp), { recursive: true });
    await chmod(path.join(runDir, temp), 0o777);
  }
  const configFile = path.join(runDir, 'nginx.conf');
  const upstreams = servers.map((server) => new URL(server.origin).host);
  await writeFile(configFile, nginxStandalone({ servers: upstreams, listen: `127.0.0.1:${options.port}`, runDir }));
  const check = spawnSync(nginx, ['-t', '-q', '-c', configFile, '-p', runDir], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused the config ${configFile}:\n${check.stderr}`);
  return spawnLogged('nginx', nginx, ['-c', configFile, '-p', runDir], process.env, options.onOutput);
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  await ensureDatabase(options.databaseUrl);
  await mkdir(options.workDir, { recursive: true });
  const started = Array.from({ length: options.size }, (_, index) => startServer(options, index));
  const servers = started.map((entry) => entry.server);
  let nginx: Spawned | undefined;
  const stop = async () => {
    if (nginx) await signal(nginx, 'SIGQUIT');
    await Promise.all(servers.map((server) => server.stop('SIGTERM')));
  };
  try {
    // All at once, as servers of a deploy start: the migration lock lets one migrate while the others wait.
    await Promise.all(started.map(({ server, spawned }) => waitForHealth(server.name, server.origin, spawned)));
    nginx = await startNginx(options, servers);
    const origin = `http://127.0.0.1:${options.port}`;
    await waitForHealth('nginx', origin, nginx);
    return { origin, servers, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
