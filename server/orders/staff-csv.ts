import type { Address } from '../../contract/address';
import ruStaff from '../../src/i18n/ru/staff.json';
import uzStaff from '../../src/i18n/uz/staff.json';
import type { ExportRow } from './staff-queries';

type Language = 'uz' | 'ru';

const HEADERS: Record<Language, string[]> = {
  uz: ['Buyurtma raqami', 'Sana', 'Holati', 'To‘langan', 'Mijoz', 'Telefon', 'Viloyat', 'Mahsulotlar soni', 'Mahsulotlar', 'Kupon', 'Yetkazish', 'Jami', 'To‘lov usuli', 'Trek raqami'],
  ru: ['Номер заказа', 'Дата', 'Статус', 'Оплачен', 'Клиент', 'Телефон', 'Регион', 'Кол-во товаров', 'Товары', 'Купон', 'Доставка', 'Итого', 'Способ оплаты', 'Трек-номер'],
};
const YES_NO: Record<Language, [string, string]> = { uz: ['ha', 'yo‘q'], ru: ['да', 'нет'] };
/** A status and a payment method in the file's language, as the back office names them (its texts, src/i18n). */
const STAFF_TEXTS = { uz: uzStaff, ru: ruStaff } satisfies Record<Language, unknown>;

/** Excel reads a UTF-8 file as UTF-8 (Cyrillic and o‘ intact) only when it starts with the byte order mark. */
export const BOM = '\uFEFF';

/**
 * A field quoted when it holds a comma, quote or line break (RFC 4180). A name the customer typed that starts with
 * =, +, - or @ gets a leading apostrophe, so Excel never runs it as a formula; a phone number (+998...) is no formula.
 */
function field(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text) && !/^\+\d+$/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** "2026-11-20 14:00", the shop's time (Tashkent, UTC+5). */
function tashkentTime(moment: Date): string {
  return new Date(moment.getTime() + 5 * 60 * 60 * 1000).toISOString().slice(0, 16).replace('T', ' ');
}

export function csvHeader(language: Language): string {
  return `${BOM}${HEADERS[language].map(field).join(',')}\r\n`;
}

export function csvLine(row: ExportRow, language: Language): string {
  const address = row.address as Address;
  const [yes, no] = YES_NO[language];
  const texts = STAFF_TEXTS[language];
  return `${[
    row.orderNumber,
    tashkentTime(row.createdAt),
    texts.status[row.status],
    row.paid ? yes : no,
    row.customerName,
    row.customerPhone,
    language === 'ru' ? address.region.nameRUS : address.region.nameUZB,
    row.items,
    row.goodsTotal,
    row.couponCredit,
    row.deliveryCost,
    row.total,
    texts.payments.providers[row.paymentMethod],
    row.postTrackingNumber ?? '',
  ]
    .map(field)
    .join(',')}\r\n`;
}
