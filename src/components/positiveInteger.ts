import { isRecordId } from './browserStorage';

/**
 * A whole number above 0 written in digits only (an address's ?page=, a cookie's customer id), or undefined: anything
 * else ("2abc", "1.5", "-3", a number past the safe range) is not taken for the number it starts with.
 */
export function positiveInteger(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : undefined;
}

/**
 * A record's id in an address (a route's :id, a ?region=): a positive integer the server could have given out (up to
 * 2^31 - 1, isRecordId), or undefined, for which there is nothing to ask the server (the page says "not found").
 */
export function recordId(value: string | null | undefined): number | undefined {
  const id = positiveInteger(value);
  return isRecordId(id) ? id : undefined;
}

/** A count typed in a field: a whole number, 0 or above, in digits only (spaces around it allowed), or undefined. */
export function wholeNumber(text: string): number | undefined {
  const digits = text.trim();
  return /^\d+$/.test(digits) ? Number(digits) : undefined;
}
