import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import { PHONE_PREFIX } from '../contract/limits';
import {
  hasFieldErrors,
  normalizePhone,
  validateCode,
  validateDetails,
  validateLogin,
  validatePhone,
  validateReset,
  type FieldErrors,
} from './accountValidation';
import type {
  AccountPanelContext,
  AccountPanelEmitted,
  AccountPanelEvent,
  CodeCheckInput,
  LoginInput,
  PhoneInput,
  RegisterInput,
  ResetInput,
  Session,
  TelegramAuthorization,
  TelegramWidgetFields,
} from './accountPanelTypes';
import { failureReason, toServerFailure } from './serverFailure';

/*
 * The account panel machine's vocabulary made executable: its calls, guards, actions and delays, apart from the
 * states (accountPanel.ts, accountPanelTelegram.ts) so that both can build on them.
 */

/** A new code may be requested a minute after the last one: the server allows one SMS a minute. */
export const RESEND_DELAY_MS = 60_000;

function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`The ${name} actor was not provided: use accountPanelMachine.provide({ actors })`);
  };
}

export const initialContext = (): AccountPanelContext => ({
  phoneNumber: PHONE_PREFIX,
  verifyCode: '',
  resendAvailable: false,
  fieldErrors: {},
  notice: null,
  telegramFields: null,
});

/** Field errors a refused code earns, so the code field itself says what is wrong. */
function codeFieldErrors(error: unknown): FieldErrors {
  const reason = failureReason(toServerFailure(error));
  if (reason === 'codeInvalid') return { verifyCode: 'codeWrong' };
  if (reason === 'codeExpired') return { verifyCode: 'codeExpired' };
  return {};
}

export const accountPanelSetup = setup({
  types: {
    context: {} as AccountPanelContext,
    events: {} as AccountPanelEvent,
    emitted: {} as AccountPanelEmitted,
    tags: {} as 'busy',
  },
  actors: {
    loginCustomer: fromPromise<Session, LoginInput>(notProvided('loginCustomer')),
    isRegistered: fromPromise<boolean, PhoneInput>(notProvided('isRegistered')),
    smsCodeVerification: fromPromise<void, CodeCheckInput>(notProvided('smsCodeVerification')),
    register: fromPromise<Session, RegisterInput>(notProvided('register')),
    sendVerifyCodeForForgetPassword: fromPromise<void, PhoneInput>(notProvided('sendVerifyCodeForForgetPassword')),
    forgetPassword: fromPromise<void, ResetInput>(notProvided('forgetPassword')),
    telegramAuthorization: fromPromise<TelegramAuthorization, void>(notProvided('telegramAuthorization')),
    telegramSignIn: fromPromise<Session, TelegramWidgetFields>(notProvided('telegramSignIn')),
  },
  delays: { resendDelay: RESEND_DELAY_MS },
  guards: {
    loginValid: ({ event }) => {
      assertEvent(event, 'SUBMIT_LOGIN');
      return !hasFieldErrors(validateLogin(event));
    },
    phoneValid: ({ event }) => {
      assertEvent(event, 'SUBMIT_PHONE');
      return !hasFieldErrors(validatePhone(event));
    },
    codeValid: ({ event }) => {
      assertEvent(event, 'SUBMIT_CODE');
      return !hasFieldErrors(validateCode(event));
    },
    detailsValid: ({ event }) => {
      assertEvent(event, 'SUBMIT_DETAILS');
      return !hasFieldErrors(validateDetails(event, event.today));
    },
    resetValid: ({ event }) => {
      assertEvent(event, 'SUBMIT_RESET');
      return !hasFieldErrors(validateReset(event));
    },
    resendAvailable: ({ context }) => context.resendAvailable,
  },
  actions: {
    reset: assign(initialContext),
    clearFeedback: assign({ fieldErrors: {}, notice: null }),
    forgetCode: assign({ verifyCode: '' }),
    rememberPhone: assign({
      phoneNumber: ({ event }) => {
        assertEvent(event, ['SUBMIT_LOGIN', 'SUBMIT_PHONE', 'FORGOT_PASSWORD']);
        return normalizePhone(event.phoneNumber) || PHONE_PREFIX;
      },
    }),
    showFieldErrors: assign({
      notice: null,
      fieldErrors: ({ event }) => {
        switch (event.type) {
          case 'SUBMIT_LOGIN':
            return validateLogin(event);
          case 'SUBMIT_PHONE':
            return validatePhone(event);
          case 'SUBMIT_CODE':
            return validateCode(event);
          case 'SUBMIT_DETAILS':
            return validateDetails(event, event.today);
          case 'SUBMIT_RESET':
            return validateReset(event);
          default:
            return {};
        }
      },
    }),
    showCodeRefusal: assign({ fieldErrors: (_, params: { error: unknown }) => codeFieldErrors(params.error) }),
    reportFailure: emit((_, params: { error: unknown }) => {
      const failure = toServerFailure(params.error);
      return { type: 'failed' as const, reason: failureReason(failure), serverMessage: failure.message };
    }),
    // The server's TELEGRAM_INVALID (forged or stale data) gets words of its own; the rest read as any call's do.
    reportTelegramFailure: emit((_, params: { error: unknown }) => {
      const failure = toServerFailure(params.error);
      if (failure.code === 'TELEGRAM_INVALID') return { type: 'failed' as const, reason: 'telegramInvalid' as const };
      return { type: 'failed' as const, reason: failureReason(failure), serverMessage: failure.message };
    }),
  },
});
