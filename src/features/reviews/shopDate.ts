import { useLanguage } from '../../i18n/useLanguage';
import type { Language } from '../../i18n/languages';

/** The shop's clock: a date reads as it was in Uzbekistan, wherever the device is set. */
const shopTimeZone = 'Asia/Tashkent';

// Browsers ship Russian locale data, but many (Chromium among them) have no Uzbek month names and would
// print "2026 M03 14"; the Uzbek form is therefore built here from the Tashkent calendar day and time.
const uzbekMonths = ['yanvar', 'fevral', 'mart', 'aprel', 'may', 'iyun', 'iyul', 'avgust', 'sentabr', 'oktabr', 'noyabr', 'dekabr'];

const tashkentParts = new Intl.DateTimeFormat('en-US', {
  timeZone: shopTimeZone,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const russianDate = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: shopTimeZone });
const russianDateTime = new Intl.DateTimeFormat('ru-RU', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: shopTimeZone,
});

function uzbek(date: Date, withTime: boolean): string {
  const parts = Object.fromEntries(tashkentParts.formatToParts(date).map((part) => [part.type, part.value]));
  const day = `${Number(parts.day)}-${uzbekMonths[Number(parts.month) - 1] ?? ''}, ${parts.year}`;
  return withTime ? `${day}, ${parts.hour}:${parts.minute}` : day;
}

/** "14-mart, 2026" / "14 марта 2026 г.", with "14:05" when asked; "" for a date it cannot read. */
export function formatShopDate(iso: string, language: Language, withTime = false): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (language === 'uz') return uzbek(date, withTime);
  return (withTime ? russianDateTime : russianDate).format(date);
}

/** formatShopDate in the interface language (reviews, notifications and coupons share it). */
export function useShopDate(withTime = false): (iso: string) => string {
  const { language } = useLanguage();
  return (iso) => formatShopDate(iso, language, withTime);
}
