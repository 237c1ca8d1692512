import { verify } from '@node-rs/argon2';
import { hashPassword, PASSWORD_HASH_COST, passwordMatches, setPasswordHashCost } from './passwords';

// Every other server test hashes with cheap parameters (test/server/setup.ts); this file checks the real ones, and
// hands the cheap ones back to the files after it in its suite (test/suites.ts).
let cheapCost = PASSWORD_HASH_COST;
beforeAll(() => {
  cheapCost = setPasswordHashCost(PASSWORD_HASH_COST);
});
afterAll(() => setPasswordHashCost(cheapCost));

describe('password hashes', () => {
  it('are argon2id with the production parameters, and verify', async () => {
    const stored = await hashPassword('secret12');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verify(stored, 'secret12')).toBe(true);
    expect(await passwordMatches(stored, 'secret12')).toBe(true);
    expect(await passwordMatches(stored, 'secret13')).toBe(false);
  });

  it('match no password when none is stored, and nothing that is not a hash', async () => {
    expect(await passwordMatches(undefined, 'secret12')).toBe(false);
    expect(await passwordMatches('not-a-hash', 'secret12')).toBe(false);
  });
});
