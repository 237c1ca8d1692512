import type { PromiseActorLogic } from 'xstate';
import type { FieldErrors, Gender } from './accountValidation';
import type { FailureReason } from './serverFailure';

/** The account panel machine's vocabulary: its context, events, emitted news and the calls it needs. */

export type Session = { accessToken: string; customerId: number };
export type LoginInput = { phoneNumber: string; password: string };
export type PhoneInput = { phoneNumber: string };
export type CodeCheckInput = { phoneNumber: string; verifyCode: string };
export type RegisterInput = CodeCheckInput & { fullName: string; birthDate: string; password: string; gender: Gender };
export type ResetInput = { phoneNumber: string; newPassword: string; verifyCode: string };

/** The calls the UI supplies; tests swap in fakes of the same shape. */
export type AccountPanelActors = {
  loginCustomer: PromiseActorLogic<Session, LoginInput>;
  isRegistered: PromiseActorLogic<boolean, PhoneInput>;
  smsCodeVerification: PromiseActorLogic<void, CodeCheckInput>;
  register: PromiseActorLogic<Session, RegisterInput>;
  sendVerifyCodeForForgetPassword: PromiseActorLogic<void, PhoneInput>;
  forgetPassword: PromiseActorLogic<void, ResetInput>;
};

/** Good news shown above the current form (failures are toasts instead). */
export type Notice = 'alreadyRegistered' | 'passwordReset' | 'codeResent';

export type AccountPanelContext = {
  /** The phone the shopper last confirmed; it prefills the next form. */
  phoneNumber: string;
  /** The sign-up code once accepted by the server, sent again with the registration. */
  verifyCode: string;
  resendAvailable: boolean;
  fieldErrors: FieldErrors;
  notice: Notice | null;
};

export type AccountPanelEvent =
  | { type: 'CHOOSE_LOGIN' }
  | { type: 'CHOOSE_REGISTER' }
  | { type: 'FORGOT_PASSWORD'; phoneNumber: string }
  | { type: 'SUBMIT_LOGIN'; phoneNumber: string; password: string }
  /** The phone step of sign-up and of password reset. */
  | { type: 'SUBMIT_PHONE'; phoneNumber: string }
  | { type: 'SUBMIT_CODE'; verifyCode: string }
  | { type: 'RESEND_CODE' }
  /** `today` (YYYY-MM-DD in Tashkent) is the sender's: the machine reads no clock, and a birth date may not pass it. */
  | { type: 'SUBMIT_DETAILS'; fullName: string; birthDate: string; password: string; gender: Gender; today: string }
  | { type: 'SUBMIT_RESET'; newPassword: string; confirmPassword: string; verifyCode: string }
  | { type: 'BACK' }
  | { type: 'CLOSE' };

export type AccountPanelEmitted =
  | { type: 'loggedIn'; session: Session }
  | { type: 'failed'; reason: FailureReason | 'loginFailed'; serverMessage?: string }
  | { type: 'closeRequested' };
