/*
 * Which values never leave the page for a developer's tool: passwords, SMS codes, tokens and Telegram's signed data.
 * The inspector and Redux DevTools show them as REDACTED (redactSecrets); a tape keeps a stand-in that replays alike
 * (machines/tapes). One list, so a new secret field is hidden everywhere at once.
 */

/**
 * Field names (any case) whose values are secrets: `password`, `newPassword`, `verifyCode`, `accessToken`, `initData`,
 * `hash`, an `Authorization` header... (not an error body's `code`)
 */
const secretField = /password|verifycode|smscode|token|initdata|^hash$|secret|otp|^authorization$/i;

/** A JSON Web Token (the shop's sessions), wherever it sits in a string: a message or an address can quote one. */
const webToken = /eyJ[\w-]+\.[\w-]+\.[\w-]+/g;

export const REDACTED = '[redacted]';

export function isSecretField(key: string): boolean {
  return secretField.test(key);
}

type WithToJson = { toJSON(): unknown };

function hasToJson(value: object): value is WithToJson {
  return typeof (value as Partial<WithToJson>).toJSON === 'function';
}

/**
 * A copy of `value` with every secret field's value replaced by REDACTED, at any depth (arrays, plain objects and
 * Error-like objects alike), and any token quoted in a string cut out; anything else is kept. What an object gives
 * JSON is what is walked (`toJSON`: a machine's snapshot, an actor reference, a date), and an Error keeps its name
 * and message, which JSON would drop. A cycle is cut where it closes.
 */
export function redactSecrets<T>(value: T): T {
  const ancestors = new Set<object>();
  const walk = (item: unknown): unknown => {
    if (typeof item === 'string') return item.replace(webToken, REDACTED);
    if (typeof item !== 'object' || item === null) return item;
    if (ancestors.has(item)) return '[cycle]';
    ancestors.add(item);
    try {
      if (Array.isArray(item)) return item.map(walk);
      if (hasToJson(item)) return walk(item.toJSON());
      const fields: Array<[string, unknown]> = Object.entries(item);
      if (item instanceof Error) fields.unshift(['name', item.name], ['message', item.message]);
      const copy: Record<string, unknown> = {};
      for (const [key, field] of fields) copy[key] = isSecretField(key) && field !== undefined && field !== null ? REDACTED : walk(field);
      return copy;
    } finally {
      ancestors.delete(item);
    }
  };
  return walk(value) as T;
}
