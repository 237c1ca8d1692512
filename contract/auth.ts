import { Type, type Static } from '@sinclair/typebox';
import { Gender } from './customer';
import { MAX_PASSWORD_LENGTH } from './limits';
import { ClosedObject, FullName, IsoDate, Password, PhoneNumber, VerifyCode } from './request';

/* The requests of sign-up, sign-in and the forgotten password (docs/api.md "Auth"), the shop's and the staff's. */

/** isRegistered and sendVerifyCodeForForgetPassword: the phone a code goes to. */
export const PhoneBody = ClosedObject({ phoneNumber: PhoneNumber });
export type PhoneBody = Static<typeof PhoneBody>;

export const CodeBody = ClosedObject({ phoneNumber: PhoneNumber, verifyCode: VerifyCode });
export type CodeBody = Static<typeof CodeBody>;

/** loginCustomer and loginUser. Sign-in does not re-apply the sign-up length rule: a wrong password is simply a wrong pair (401). */
export const LoginBody = ClosedObject({ phoneNumber: PhoneNumber, password: Type.String({ minLength: 1, maxLength: MAX_PASSWORD_LENGTH }) });
export type LoginBody = Static<typeof LoginBody>;

export const RegisterBody = ClosedObject({
  phoneNumber: PhoneNumber,
  verifyCode: VerifyCode,
  fullName: FullName,
  birthDate: IsoDate,
  password: Password,
  gender: Gender,
});
export type RegisterBody = Static<typeof RegisterBody>;

export const ForgetPasswordBody = ClosedObject({ phoneNumber: PhoneNumber, newPassword: Password, verifyCode: VerifyCode });
export type ForgetPasswordBody = Static<typeof ForgetPasswordBody>;
