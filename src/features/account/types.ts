import type { Gender } from '../../../machines/accountValidation';

export type PhoneRequest = { phoneNumber: string };
export type CodeRequest = { phoneNumber: string; verifyCode: string };
export type LoginRequest = { phoneNumber: string; password: string };
export type LoginResponse = { accessToken: string; customerId: number };
export type RegisterRequest = CodeRequest & { fullName: string; birthDate: string; password: string; gender: Gender };
export type ForgetPasswordRequest = { phoneNumber: string; newPassword: string; verifyCode: string };

export type LoyaltyStatus = { name: string; minPoints: number; nextName: string | null; nextMinPoints: number | null };

/** GET /api/customers/getCustomerById/{customerId} (docs/api.md "Customer"). */
export type Customer = {
  id: number;
  fullName: string;
  phoneNumber: string;
  birthDate: string;
  gender: Gender;
  image: { url: string } | null;
  points: number;
  status: LoyaltyStatus;
};
