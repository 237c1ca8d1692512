import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Why a server on PostgreSQL must be given its secret: several servers share that database behind a load
 * balancer, and a token one of them signed must verify on the others. A secret generated into one server's data
 * folder would sign out every shopper whose next request lands on another server.
 */
export const JWT_SECRET_REQUIRED =
  'JWT_SECRET must be set when DATABASE_URL is set: every server sharing the database must sign tokens with the same secret (make one with `openssl rand -base64 48`)';

/**
 * The JWT secret from the environment, or, on the embedded database (one server by nature), one generated on
 * first start and kept in the data folder, so tokens survive restarts without anyone having to invent a secret.
 */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string, databaseUrl?: string): Promise<string> {
  if (configured) return configured;
  if (databaseUrl) throw new Error(JWT_SECRET_REQUIRED);
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
