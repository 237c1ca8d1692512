import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { existsSync } from 'node:fs';
import { JWT_SECRET_REQUIRED, resolveJwtSecret } from './secrets';

describe('resolveJwtSecret', () => {
  it('uses the configured secret', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'libos-secret-'));
    expect(await resolveJwtSecret('given', dir)).toBe('given');
  });

  it('generates a secret once and keeps it in the data folder', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'libos-secret-'));
    const first = await resolveJwtSecret(undefined, path.join(dir, 'data'));
    const second = await resolveJwtSecret(undefined, path.join(dir, 'data'));
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(second).toBe(first);
    expect((await readFile(path.join(dir, 'data', 'jwt-secret'), 'utf8')).trim()).toBe(first);
  });

  it('uses the configured secret with a PostgreSQL database', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'libos-secret-'));
    expect(await resolveJwtSecret('given', dir, 'postgres://x@127.0.0.1/libos')).toBe('given');
  });

  it('refuses to generate one for a PostgreSQL database, which several servers may share, and names JWT_SECRET', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'libos-secret-'));
    await expect(resolveJwtSecret(undefined, path.join(dir, 'data'), 'postgres://x@127.0.0.1/libos')).rejects.toThrow(JWT_SECRET_REQUIRED);
    expect(JWT_SECRET_REQUIRED).toMatch(/^JWT_SECRET must be set when DATABASE_URL is set/);
    expect(existsSync(path.join(dir, 'data', 'jwt-secret'))).toBe(false);
  });
});
