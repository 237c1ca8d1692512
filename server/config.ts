import path from 'node:path';

export interface EskizCredentials {
  email: string;
  password: string;
  from: string;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** Unset: generated once and kept in dataDir (see server/secrets.ts). */
  jwtSecret: string | undefined;
  /** The shop's own address as shoppers and providers reach it (return and callback addresses). */
  publicUrl: string;
  logLevel: string;
  /** Unset: sandbox SMS (codes are logged and listed at /sandbox/sms). */
  eskiz: EskizCredentials | undefined;
  /** Where the built SPA lives. */
  webDir: string;
}

function integer(value: string | undefined, fallback: number, name: string): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number, got "${value}"`);
  return parsed;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = integer(env.PORT, 3000, 'PORT');
  const dataDir = path.resolve(env.DATA_DIR || './data');
  const eskiz =
    env.ESKIZ_EMAIL && env.ESKIZ_PASSWORD
      ? { email: env.ESKIZ_EMAIL, password: env.ESKIZ_PASSWORD, from: env.ESKIZ_FROM || '4546' }
      : undefined;
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    eskiz,
    webDir: path.resolve(env.WEB_DIR || './dist'),
  };
}
