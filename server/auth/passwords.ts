import { hash, verify } from '@node-rs/argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked against when the phone is unknown, so a wrong phone takes as long as a wrong password.
let decoyHash: Promise<string> | undefined;

/** Whether the password matches; with no stored hash it still spends the time of a real check. */
export async function passwordMatches(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hash('decoy-password-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
