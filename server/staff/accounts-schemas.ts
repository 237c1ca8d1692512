import { Type, type Static } from '@sinclair/typebox';
import { Moment, Nullable } from '../../contract/common';
import { StaffRole } from '../../contract/staff';
import { FullName } from '../customers/profile-fields';
import { ClosedObject, Password, PhoneNumber } from '../http/schemas';

/** The shapes of the staff accounts' routes (/api/users, ADMIN only; docs/api.md "Staff: accounts"). */

export const StaffAccount = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  phoneNumber: Type.String(),
  role: StaffRole,
  createdAt: Moment,
});
export type StaffAccount = Static<typeof StaffAccount>;

export const AddStaffBody = ClosedObject({ fullName: FullName, phoneNumber: PhoneNumber, role: StaffRole, password: Password });
export type AddStaffBody = Static<typeof AddStaffBody>;

export const EditStaffBody = ClosedObject({ fullName: FullName, role: StaffRole });
export type EditStaffBody = Static<typeof EditStaffBody>;

export const ResetPasswordBody = ClosedObject(
  { password: Type.Optional(Password) },
  { description: 'the new password; {} (no password) for one made by the server' },
);

export const ResetPasswordAnswer = Type.Object({
  id: Type.Integer(),
  generatedPassword: Nullable(Type.String({ description: 'the password the server made, shown this once; null when the admin gave one' })),
});
export type ResetPasswordAnswer = Static<typeof ResetPasswordAnswer>;
