/**
 * This browser's local storage, or nothing where there is none (server-side code, or a browser that forbids it,
 * whose getter throws): what the shop keeps there then lasts for the visit only.
 */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** A record id as the server gives them out (a positive 32-bit integer): what stored ids are checked against when read back. */
export function isRecordId(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 && value <= 2_147_483_647;
}
