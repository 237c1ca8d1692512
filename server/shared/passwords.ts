import { hash, verify, type Options } from '@node-rs/argon2';

export type PasswordHashCost = Required<Pick<Options, 'memoryCost' | 'timeCost' | 'parallelism'>>;

/** argon2id's parameters for every stored password: the library's defaults (19 MiB, two passes), written out. */
export const PASSWORD_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

let hashCost: PasswordHashCost = PASSWORD_HASH_COST;

/**
 * Tests only (the server test setup): cheaper parameters, since a test pays for hundreds of hashes that prove
 * nothing about their cost. A hash carries its own parameters, so `verify` checks either kind. Answers the cost it
 * replaces, for a test to put back.
 */
export function setPasswordHashCost(cost: PasswordHashCost): PasswordHashCost {
  const before = hashCost;
  hashCost = cost;
  return before;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, hashCost);
}

// Checked against when the phone is unknown, so a wrong phone takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Whether the password matches; with no stored hash it still spends the time of a real check. */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hashPassword('decoy-password-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
