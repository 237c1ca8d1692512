import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resolveJwtSecret } from './secrets';

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
});
