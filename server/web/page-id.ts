const MAX_ID = 2_147_483_647;

/** A database id from an address, or null for anything else (letters, zero, leading zeros, out of integer range). */
export function pageId(raw: string): number | null {
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ID ? id : null;
}
