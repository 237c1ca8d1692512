import { shopDate } from '../../../components/shopTime';

/** 25.11.2026, the shop's day. */
export const formatDay = (moment: string) => shopDate(moment);

/** A birth date (YYYY-MM-DD) as the same digits, without a time zone moving it a day. */
export const formatBirthDate = (date: string) => date.split('-').reverse().join('.');

/** "+998 90 123 45 67"; anything else (a deleted customer's placeholder) as it is. */
export function formatPhone(phone: string): string {
  const match = /^\+998(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return match ? `+998 ${match.slice(1).join(' ')}` : phone;
}

export const customerPath = (id: number) => `/staff/customers/${id}`;
