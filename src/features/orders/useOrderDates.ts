import { useTranslation } from 'react-i18next';

/*
 * Dates as the shop's texts write them, on the shop's clock (Uzbekistan, UTC+5 all year). Browsers' Intl data
 * for Uzbek is patchy (Chromium writes "2026 M03 10"), so the words come from the translations.
 */

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;
const months = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'] as const;

type Parts = { day: number; month: (typeof months)[number]; year: number; time: string };

function tashkentParts(iso: string): Parts | null {
  const moment = Date.parse(iso);
  if (Number.isNaN(moment)) return null;
  const local = new Date(moment + TASHKENT_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return {
    day: local.getUTCDate(),
    month: months[local.getUTCMonth()] ?? 'jan',
    year: local.getUTCFullYear(),
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
  };
}

/** "14-mart, 2026" / "14 марта 2026 г.", and with the time ("…, 14:30") for when an order was placed. */
export function useOrderDates(): { date: (iso: string) => string; dateTime: (iso: string) => string } {
  const { t } = useTranslation();
  const date = (iso: string) => {
    const parts = tashkentParts(iso);
    return parts ? t('orders.dates.date', { day: parts.day, month: t(`orders.dates.months.${parts.month}`), year: parts.year }) : iso;
  };
  const dateTime = (iso: string) => {
    const parts = tashkentParts(iso);
    return parts ? t('orders.dates.dateTime', { date: date(iso), time: parts.time }) : iso;
  };
  return { date, dateTime };
}
