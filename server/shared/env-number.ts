/** What a whole-number setting may be, and how its refusal names it. */
interface WholeBounds {
  /** The least value taken; 0 unless told. */
  min?: number;
  /** The greatest value taken; unbounded unless told. */
  max?: number;
  /** What the number counts ("milliseconds"), named in the refusal. */
  unit?: string;
}

/** "a whole number", its unit and its least value: "a whole number of at least 50", "a whole number of milliseconds, at least 1". */
function wholeNumber(min: number, unit: string | undefined): string {
  if (unit) return `a whole number of ${unit}${min > 0 ? `, at least ${min}` : ''}`;
  return min > 0 ? `a whole number of at least ${min}` : 'a whole number';
}

/**
 * A whole-number environment variable: unset or empty gives the fallback; anything else must be an integer within
 * the bounds, or the start stops with an error naming the variable, what it must be and what it was.
 */
export function wholeFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: number, { min = 0, max, unit }: WholeBounds = {}): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`${name} must be ${wholeNumber(min, unit)}, got "${value}"`);
  if (max !== undefined && parsed > max) throw new Error(`${name} must be at most ${max}${unit ? ` ${unit}` : ''}, got "${value}"`);
  return parsed;
}
