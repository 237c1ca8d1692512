import type { NotificationText } from '../notifications/notify';
import type { Names } from './tier-names';

/** 1250000 -> "1 250 000": the way prices read in both languages of the shop. */
export function formatSom(amount: number): string {
  return String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

const SOM_WORD = { uz: 'so‘m', ru: 'сум' } as const;

/** "268 000 so‘m" / "268 000 сум": an amount on its own, as a message in that language writes it. */
export function formatSomIn(amount: number, language: keyof typeof SOM_WORD): string {
  return `${formatSom(amount)} ${SOM_WORD[language]}`;
}

const TASHKENT_OFFSET_MS = 5 * 60 * 60 * 1000;

/** DD.MM.YYYY on the calendar of Tashkent (UTC+5 all year), whatever the server's time zone. */
export function formatTashkentDate(moment: Date): string {
  const local = new Date(moment.getTime() + TASHKENT_OFFSET_MS);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(local.getUTCDate())}.${pad(local.getUTCMonth() + 1)}.${local.getUTCFullYear()}`;
}

/** The COUPON notification of a tier reached, each language naming the tier in its own words. */
export function couponAwardedText(tierName: Names, credit: number, expireDate: Date): NotificationText {
  const amount = formatSom(credit);
  const until = formatTashkentDate(expireDate);
  return {
    uz: {
      title: 'Yangi kupon',
      message: `Tabriklaymiz, siz «${tierName.uz}» darajasiga yetdingiz! Sizga ${amount} so‘mlik kupon berildi, u ${until} gacha amal qiladi.`,
    },
    ru: {
      title: 'Новый купон',
      message: `Поздравляем, вы достигли статуса «${tierName.ru}»! Вам начислен купон на ${amount} сум, он действует до ${until}.`,
    },
  };
}
