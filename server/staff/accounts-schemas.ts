import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from '../../contract/common';
import { StaffRole } from '../../contract/staff';

/** The answers of the staff accounts' routes (/api/users, ADMIN only; docs/api.md "Staff: accounts"); their requests are in contract/staff.ts. */

export const StaffAccount = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  phoneNumber: Type.String(),
  role: StaffRole,
  createdAt: Moment,
});
export type StaffAccount = Static<typeof StaffAccount>;

export const ResetPasswordAnswer = Type.Object({
  id: Type.Integer(),
  generatedPassword: Nullable(Type.String({ description: 'the password the server made, shown this once; null when the admin gave one' })),
});
export type ResetPasswordAnswer = Static<typeof ResetPasswordAnswer>;
