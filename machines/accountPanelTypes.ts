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

/**
 * What Telegram's Login Widget answers about the user, sent on as it came: its fields keep Telegram's names because
 * they are what its hash signs (docs/api.md "Telegram").
 */
export type TelegramWidgetFields = {
  id: number;
  first_name: string;
  last_name?: string;
  username?: string;
  photo_url?: string;
  auth_date: number;
  hash: string;
};

/** How Telegram's window ended: the user confirmed, closed or refused it, or the browser never let it open. */
export type TelegramAuthorization =
  | { status: 'authorized'; fields: TelegramWidgetFields }
  | { status: 'cancelled' }
  | { status: 'blocked' };

/** The calls the UI supplies; tests swap in fakes of the same shape. */
export type AccountPanelActors = {
  loginCustomer: PromiseActorLogic<Session, LoginInput>;
  isRegistered: PromiseActorLogic<boolean, PhoneInput>;
  smsCodeVerification: PromiseActorLogic<void, CodeCheckInput>;
  register: PromiseActorLogic<Session, RegisterInput>;
  sendVerifyCodeForForgetPassword: PromiseActorLogic<void, PhoneInput>;
  forgetPassword: PromiseActorLogic<void, ResetInput>;
  /** Telegram's Login Widget window, opened within the click that sent LOGIN_WITH_TELEGRAM (a later one is blocked). */
  telegramAuthorization: PromiseActorLogic<TelegramAuthorization, void>;
  telegramSignIn: PromiseActorLogic<Session, TelegramWidgetFields>;
};

/** Good news shown above the current form (failures are toasts instead). */
export type Notice = 'alreadyRegistered' | 'passwordReset' | 'codeResent' | 'telegramNotLinked';

export type AccountPanelContext = {
  /** The phone the shopper last confirmed; it prefills the next form. */
  phoneNumber: string;
  /** The sign-up code once accepted by the server, sent again with the registration. */
  verifyCode: string;
  resendAvailable: boolean;
  fieldErrors: FieldErrors;
  notice: Notice | null;
  /**
   * Telegram's answer between its window and the sign-in call, forgotten as the call ends: a proof Telegram signed
   * (good for TELEGRAM_AUTH_MAX_AGE_SECONDS), so it is kept no longer than the call needs it.
   */
  telegramFields: TelegramWidgetFields | null;
};

export type AccountPanelEvent =
  | { type: 'CHOOSE_LOGIN' }
  | { type: 'CHOOSE_REGISTER' }
  /** From the start or the login form: Telegram's window, then the sign-in by it. */
  | { type: 'LOGIN_WITH_TELEGRAM' }
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
  | { type: 'failed'; reason: FailureReason | 'loginFailed' | 'telegramPopupBlocked' | 'telegramInvalid'; serverMessage?: string }
  | { type: 'closeRequested' };
