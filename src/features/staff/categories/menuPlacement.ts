import { MAX_PLACEMENT_NUMBER } from '../../../../contract/limits';

/** A typed placement as the server takes it (a whole number from 1 to 1000), or undefined. */
export function parsePlacement(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d{1,4}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 && number <= MAX_PLACEMENT_NUMBER ? number : undefined;
}
