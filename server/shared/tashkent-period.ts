import type { DashboardPeriod } from '../../contract/staffDashboard';

/*
 * The staff's figures count in Tashkent days (UTC+5 all year, no summer time), whatever the server's zone: a day
 * is [its midnight in Tashkent, the next one). Computed in the application, so PGlite and PostgreSQL need no zone data.
 */

const HOUR_MS = 60 * 60_000;
const DAY_MS = 24 * HOUR_MS;
const TASHKENT_OFFSET_MS = 5 * HOUR_MS;

/** The midnight in Tashkent that begins the calendar day `YYYY-MM-DD`. */
export function tashkentMidnight(isoDate: string): Date {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) - TASHKENT_OFFSET_MS);
}

/** The midnight in Tashkent that began the shop's day `now` is in (the daily SMS ceiling counts from it too). */
export function shopDayStart(now: Date): Date {
  const local = now.getTime() + TASHKENT_OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - TASHKENT_OFFSET_MS);
}

/** The midnight in Tashkent that ends the shop's day `now` is in. */
export function nextShopDayStart(now: Date): Date {
  return new Date(shopDayStart(now).getTime() + DAY_MS);
}

/** [from's midnight, the midnight after `to`): a range of whole Tashkent days, both ends included. */
export function dayRange(from: string, to: string): { start: Date; end: Date } {
  return { start: tashkentMidnight(from), end: new Date(tashkentMidnight(to).getTime() + DAY_MS) };
}

export interface PeriodWindow {
  start: Date;
  /** The midnight that ends today: nothing can be later than now but a test clock's past. */
  end: Date;
  /** The series' step: an hour for today, a day otherwise. */
  bucketMs: number;
  buckets: number;
}

const DAYS: Record<Exclude<DashboardPeriod, 'today'>, number> = { '7d': 7, '30d': 30 };

/** today: from this midnight on, by the hour (up to this hour); 7d and 30d: that many days ending today, by the day. */
export function periodWindow(period: DashboardPeriod, now: Date): PeriodWindow {
  const today = shopDayStart(now);
  const end = new Date(today.getTime() + DAY_MS);
  if (period === 'today') {
    return { start: today, end, bucketMs: HOUR_MS, buckets: Math.floor((now.getTime() - today.getTime()) / HOUR_MS) + 1 };
  }
  const days = DAYS[period];
  return { start: new Date(today.getTime() - (days - 1) * DAY_MS), end, bucketMs: DAY_MS, buckets: days };
}
