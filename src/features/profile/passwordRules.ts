import { MIN_PASSWORD_LENGTH } from '../../../contract/limits';
import type { EditCustomerPasswordBody } from '../../../contract/customer';

/*
 * Changing a password. Pure, so the dialog and the tests share one definition; each rule answers one of
 * six problem keys that profile.json translates.
 */

/** The dialog's three fields are the request's body as it is sent. */
export type PasswordChange = EditCustomerPasswordBody;
export type PasswordField = keyof PasswordChange;

export const passwordProblems = [
  'currentWrong',
  'currentRequired',
  'newRequired',
  'confirmRequired',
  'tooShort',
  'mismatch',
] as const;
export type PasswordProblem = (typeof passwordProblems)[number];

export type PasswordProblems = Partial<Record<PasswordField, PasswordProblem>>;

/** The client-side rules; 'currentWrong' only the server can tell (409 WRONG_PASSWORD). */
export function validatePasswordChange({ oldPassword, newPassword, confirmPassword }: PasswordChange): PasswordProblems {
  const problems: PasswordProblems = {};
  if (oldPassword.length === 0) problems.oldPassword = 'currentRequired';
  if (newPassword.length === 0) problems.newPassword = 'newRequired';
  else if (newPassword.length < MIN_PASSWORD_LENGTH) problems.newPassword = 'tooShort';
  if (confirmPassword.length === 0) problems.confirmPassword = 'confirmRequired';
  else if (newPassword.length > 0 && confirmPassword !== newPassword) problems.confirmPassword = 'mismatch';
  return problems;
}

/** docs/api.md: the server's only 409 for this call is WRONG_PASSWORD, the current password being wrong. */
export function serverPasswordProblems(failure: { status?: number | 'network'; code?: string }): PasswordProblems {
  return failure.code === 'WRONG_PASSWORD' || failure.status === 409 ? { oldPassword: 'currentWrong' } : {};
}
