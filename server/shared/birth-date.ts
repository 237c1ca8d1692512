import { EARLIEST_BIRTH_DATE } from '../../contract/limits';
import { badRequest } from '../errors';

// Uzbekistan keeps UTC+5 all year; "today" is the shopper's today, not the server's.
const TASHKENT_OFFSET_MS = 5 * 60 * 60_000;

/**
 * A birth date must be a real calendar day, not in the future and not before 1900. Here, not in customers/, because
 * both sign-up (auth) and the profile (customers) check it, and customers already uses auth for passwords.
 */
export function assertBirthDate(value: string, now: Date): void {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value) {
    throw badRequest('The birth date is not a real date', { birthDate: 'must be a real date (YYYY-MM-DD)' });
  }
  const today = new Date(now.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
  if (value > today) throw badRequest('The birth date cannot be in the future', { birthDate: 'cannot be in the future' });
  if (value < EARLIEST_BIRTH_DATE) throw badRequest('The birth date is too far in the past', { birthDate: 'must be 1900 or later' });
}
