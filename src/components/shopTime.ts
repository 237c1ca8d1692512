/*
 * The shop keeps its days and times in Tashkent (UTC+5 all year, no summer time), so every moment staff and shoppers
 * read or type is Tashkent's, whatever the device's own zone: an order placed at 23:30 there is that day's order on
 * every screen. Digits only ("18.11.2026 15:04"), as both languages write dates here: browsers lack Uzbek month names.
 */
const TASHKENT_OFFSET_MS = 5 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
const pad = (value: number) => String(value).padStart(2, '0');

/** The moment's Tashkent wall clock, as the fields of a Date read in UTC. */
const wallClock = (iso: string) => new Date(new Date(iso).getTime() + TASHKENT_OFFSET_MS);

/** Today's YYYY-MM-DD in Tashkent, moved by `days`. */
export function tashkentDay(days = 0, now = Date.now()): string {
  return new Date(now + TASHKENT_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

/** "18.11.2026" */
export function shopDate(iso: string): string {
  const clock = wallClock(iso);
  return `${pad(clock.getUTCDate())}.${pad(clock.getUTCMonth() + 1)}.${clock.getUTCFullYear()}`;
}

/** "15:04" */
export function shopHour(iso: string): string {
  const clock = wallClock(iso);
  return `${pad(clock.getUTCHours())}:${pad(clock.getUTCMinutes())}`;
}

/** "18.11" */
export const shopDayMonth = (iso: string): string => shopDate(iso).slice(0, 5);

/** "18.11.2026 15:04"; "" for no moment. */
export const shopMoment = (iso: string | null): string => (iso ? `${shopDate(iso)} ${shopHour(iso)}` : '');

/** A moment as a date-and-time field's value ("2026-11-18T15:04"), Tashkent's wall clock; "" for none. */
export function toShopInput(iso: string | null): string {
  return iso ? wallClock(iso).toISOString().slice(0, 16) : '';
}

/** A date-and-time field's value read as Tashkent's wall clock, as an ISO moment; blank or unreadable: null. */
export function fromShopInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const moment = Date.parse(`${value}:00Z`) - TASHKENT_OFFSET_MS;
  return Number.isNaN(moment) ? null : new Date(moment).toISOString();
}

/** A date-and-time field holding something that is no moment ("18.11.20", half typed): refused, never read as none. */
export const isHalfTypedMoment = (value: string): boolean => value !== '' && fromShopInput(value) === null;
