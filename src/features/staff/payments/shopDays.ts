/*
 * The staff read dates as the shop keeps them: Tashkent calendar days (UTC+5 all year, no summer time), whatever the
 * device's own zone. Digits only (18.11.2026, 15:04): browsers lack Uzbek month names.
 */
const TASHKENT_OFFSET_MS = 5 * 60 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** Today's YYYY-MM-DD in Tashkent, moved by `days`. */
export function tashkentDay(days = 0, now = Date.now()): string {
  return new Date(now + TASHKENT_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10);
}

const dateTime = new Intl.DateTimeFormat('ru-RU', {
  timeZone: 'Asia/Tashkent',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const dayMonth = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Tashkent', day: '2-digit', month: '2-digit' });
const hour = new Intl.DateTimeFormat('ru-RU', { timeZone: 'Asia/Tashkent', hour: '2-digit', minute: '2-digit' });

/** "18.11.2026, 15:04"; "" for no moment. */
export const formatMoment = (iso: string | null): string => (iso ? dateTime.format(new Date(iso)) : '');
/** "18.11" */
export const formatDayMonth = (iso: string): string => dayMonth.format(new Date(iso));
/** "15:00" */
export const formatHour = (iso: string): string => hour.format(new Date(iso));
