import { isSecretField } from '../secrets';

/*
 * A tape keeps no secret, yet replays alike: each secret (machines/secrets.ts names the fields) becomes a stand-in of
 * the same length whose every character is of the same class (digit, lower-case, upper-case letter; anything else
 * kept), so the form rules (machines/accountValidation.ts: lengths, digits-only codes) judge it as they judged the
 * original. Within one tape the same secret always gets the same stand-in and different secrets different ones, so a
 * wrong code stays wrong beside the right one, and a password and its confirmation stay equal or unequal as typed.
 */

const characterClasses = ['0123456789', 'abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const TRIES = 50;

function randomIndex(length: number): number {
  const [value] = crypto.getRandomValues(new Uint32Array(1));
  return (value ?? 0) % length;
}

function scrambled(secret: string): string {
  return [...secret]
    .map((character) => {
      const characters = characterClasses.find((candidate) => candidate.includes(character));
      return characters ? characters[randomIndex(characters.length)] : character;
    })
    .join('');
}

/** Hides secrets for one tape: call the returned function on every event of the tape, in order. */
export function createSecretStandIns() {
  const standIns = new Map<string, string>();
  const taken = new Set<string>();

  const standInFor = (secret: string): string => {
    const known = standIns.get(secret);
    if (known !== undefined) return known;
    let candidate = scrambled(secret);
    // A stand-in is never the secret itself nor another secret's; a secret too short to have a free one keeps the
    // last try (a one-digit value has ten stand-ins in all).
    for (let tries = 1; tries < TRIES && (candidate === secret || taken.has(candidate)); tries += 1) candidate = scrambled(secret);
    standIns.set(secret, candidate);
    taken.add(candidate);
    return candidate;
  };

  const hide = (value: unknown, secret: boolean): unknown => {
    if (typeof value === 'string') return secret ? standInFor(value) : value;
    if (typeof value === 'number' && secret && Number.isSafeInteger(value) && value >= 0) {
      const text = String(value);
      let standIn = standInFor(text);
      if (text.length > 1 && standIn.startsWith('0')) standIn = `1${standIn.slice(1)}`; // keeps the number's length
      return Number(standIn);
    }
    if (Array.isArray(value)) return value.map((item) => hide(item, secret));
    // A call rejected with an Error: JSON would keep none of it.
    if (value instanceof Error) return { name: value.name, message: secret ? standInFor(value.message) : value.message };
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, hide(field, secret || isSecretField(key))]));
    }
    return value;
  };

  return <T>(value: T): T => hide(value, false) as T;
}
