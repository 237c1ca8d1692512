/** The staff accounts' routes (docs/api.md, "Staff: customers and accounts"). */

export type StaffRoleName = 'ADMIN' | 'MANAGER';

export type StaffAccount = { id: number; fullName: string; phoneNumber: string; role: StaffRoleName; createdAt: string };

export type ResetPasswordAnswer = { id: number; generatedPassword: string | null };
