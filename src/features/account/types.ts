import type { Gender } from '../../../machines/accountValidation';

export type PhoneRequest = { phoneNumber: string };
export type CodeRequest = { phoneNumber: string; verifyCode: string };
export type LoginRequest = { phoneNumber: string; password: string };
export type LoginResponse = { accessToken: string; customerId: number };
export type RegisterRequest = CodeRequest & { fullName: string; birthDate: string; password: string; gender: Gender };
export type ForgetPasswordRequest = { phoneNumber: string; newPassword: string; verifyCode: string };

/** GET /api/customers/getCustomerById/{customerId} (docs/api.md "Customer"), and its loyalty status. */
export type { Customer, LoyaltyStatus } from '../../../contract/customer';
