import {
  EARLIEST_BIRTH_DATE,
  MAX_NAME_LENGTH,
  MAX_PASSWORD_LENGTH,
  MIN_PASSWORD_LENGTH,
  PHONE_PATTERN,
  VERIFY_CODE_PATTERN,
} from '../contract/limits';

/*
 * The account panel's form rules (the server's limits are in docs/api.md), pure so the machine's guards, the forms
 * and the tests share one definition. Each rule answers a FieldError key, which the UI translates.
 */

export const genders = ['Ayol', 'Erkak'] as const;
export type Gender = (typeof genders)[number];
/** The gender defaults to female. */
export const DEFAULT_GENDER: Gender = 'Ayol';

export type FieldName =
  | 'phoneNumber'
  | 'password'
  | 'verifyCode'
  | 'fullName'
  | 'birthDate'
  | 'gender'
  | 'newPassword'
  | 'confirmPassword';

export type FieldError =
  | 'phoneInvalid'
  | 'codeInvalid'
  | 'codeWrong'
  | 'codeExpired'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordsDiffer'
  | 'nameRequired'
  | 'nameTooLong'
  | 'birthDateRequired'
  | 'birthDateInvalid'
  | 'birthDateInFuture'
  | 'birthDateTooEarly'
  | 'genderRequired';

export type FieldErrors = Partial<Record<FieldName, FieldError>>;

// Tashkent keeps UTC+5 all year; the server judges "today" the same way, so both sides agree at midnight.
const TASHKENT_OFFSET_MS = 5 * 60 * 60_000;

/** Today's date in Uzbekistan as YYYY-MM-DD. */
export function todayInTashkent(now: Date): string {
  return new Date(now.getTime() + TASHKENT_OFFSET_MS).toISOString().slice(0, 10);
}

/** People type "+998 90 123-45-67" or "(90) ..."; the server wants "+998901234567". */
export function normalizePhone(raw: string): string {
  return raw.replace(/[\s()-]/g, '');
}

export function phoneError(phoneNumber: string): FieldError | undefined {
  return new RegExp(PHONE_PATTERN).test(normalizePhone(phoneNumber)) ? undefined : 'phoneInvalid';
}

export function codeError(code: string): FieldError | undefined {
  return new RegExp(VERIFY_CODE_PATTERN).test(code.trim()) ? undefined : 'codeInvalid';
}

/** Signing in only needs some password: an old account's shorter password must still work. */
export function loginPasswordError(password: string): FieldError | undefined {
  return password.length > 0 ? undefined : 'passwordRequired';
}

/** A password being chosen (sign-up or reset) follows the length rules. */
export function newPasswordError(password: string): FieldError | undefined {
  if (password.length === 0) return 'passwordRequired';
  if (password.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'passwordTooLong';
  return undefined;
}

export function nameError(fullName: string): FieldError | undefined {
  const trimmed = fullName.trim();
  if (!trimmed) return 'nameRequired';
  if (trimmed.length > MAX_NAME_LENGTH) return 'nameTooLong';
  return undefined;
}

/** A real calendar day (YYYY-MM-DD), from 1900 up to and including `today`. */
export function birthDateError(birthDate: string, today: string): FieldError | undefined {
  if (!birthDate) return 'birthDateRequired';
  const parsed = new Date(`${birthDate}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== birthDate) {
    return 'birthDateInvalid';
  }
  if (birthDate > today) return 'birthDateInFuture';
  if (birthDate < EARLIEST_BIRTH_DATE) return 'birthDateTooEarly';
  return undefined;
}

export function isGender(value: unknown): value is Gender {
  return typeof value === 'string' && (genders as readonly string[]).includes(value);
}

function collect(entries: Array<[FieldName, FieldError | undefined]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, error] of entries) if (error) errors[field] = error;
  return errors;
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

export function validateLogin(values: { phoneNumber: string; password: string }): FieldErrors {
  return collect([
    ['phoneNumber', phoneError(values.phoneNumber)],
    ['password', loginPasswordError(values.password)],
  ]);
}

export function validatePhone(values: { phoneNumber: string }): FieldErrors {
  return collect([['phoneNumber', phoneError(values.phoneNumber)]]);
}

export function validateCode(values: { verifyCode: string }): FieldErrors {
  return collect([['verifyCode', codeError(values.verifyCode)]]);
}

export type RegistrationDetails = { fullName: string; birthDate: string; password: string; gender: string };

export function validateDetails(values: RegistrationDetails, today: string): FieldErrors {
  return collect([
    ['fullName', nameError(values.fullName)],
    ['birthDate', birthDateError(values.birthDate, today)],
    ['password', newPasswordError(values.password)],
    ['gender', isGender(values.gender) ? undefined : 'genderRequired'],
  ]);
}

export type PasswordReset = { newPassword: string; confirmPassword: string; verifyCode: string };

export function validateReset(values: PasswordReset): FieldErrors {
  const passwordProblem = newPasswordError(values.newPassword);
  return collect([
    ['newPassword', passwordProblem],
    // Only worth saying once the new password itself is acceptable.
    ['confirmPassword', !passwordProblem && values.confirmPassword !== values.newPassword ? 'passwordsDiffer' : undefined],
    ['verifyCode', codeError(values.verifyCode)],
  ]);
}
