/*
 * How DateField reads and writes a date: as Uzbekistan writes it, day first with dots ("18.11.2026", and
 * "18.11.2026 15:04" with a time), while the value it hands up is the native input's ("2026-11-18", "2026-11-18T15:04").
 * Only the digits are kept as typed, so the dots come by themselves and a shopper may type them or not.
 */

export type DateKind = 'date' | 'dateTime';

/** How many digits make a whole date (ddmmyyyy) or date and time (ddmmyyyyhhmm). */
export const DATE_DIGITS: Record<DateKind, number> = { date: 8, dateTime: 12 };

/** "18112026" -> "18.11.2026"; "181120261504" -> "18.11.2026 15:04"; separators appear as the digits reach them. */
export function withSeparators(digits: string): string {
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('.');
  if (digits.length <= 8) return parts;
  return `${parts} ${[digits.slice(8, 10), digits.slice(10, 12)].filter(Boolean).join(':')}`;
}

/** The native value of complete digits naming a real day (and time), or '' for anything else. */
export function nativeValueOf(digits: string, kind: DateKind): string {
  if (digits.length !== DATE_DIGITS[kind]) return '';
  const [day, month, year, hour = 0, minute = 0] = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8), digits.slice(8, 10), digits.slice(10, 12)].map(Number);
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  // Date.UTC rolls 31.02 over into March and reads years below 100 as 19xx: a real day is one it gives back unchanged.
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month! - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
  if (!real) return '';
  const iso = date.toISOString().slice(0, 10);
  return kind === 'date' ? iso : `${iso}T${digits.slice(8, 10)}:${digits.slice(10, 12)}`;
}

/**
 * The digits a value or a typed text is written with: a native value "2026-11-18T15:04" -> "181120261504" (so a
 * pasted "2026-11-18" reads as that day too); anything else keeps its own digits, as many as the kind takes.
 */
export function digitsOf(text: string, kind: DateKind): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(text.trim());
  const digits = match ? `${match[3]}${match[2]}${match[1]}${match[4] ?? ''}${match[5] ?? ''}` : text.replace(/\D/g, '');
  return digits.slice(0, DATE_DIGITS[kind]);
}

/** The day a calendar picked ("1990-03-15") put before the time already typed, if any: "15031990" + "1504". */
export function digitsWithDay(day: string, typed: string, kind: DateKind): string {
  return digitsOf(day, 'date') + (kind === 'dateTime' ? typed.slice(8, 12) : '');
}
