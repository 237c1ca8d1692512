import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
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
} from './accountPanelTypes';
import { failureReason, toServerFailure } from './serverFailure';

/*
 * The account panel: sign-in, sign-up and password reset. The machine decides and the panel
 * draws. Calls are actors the UI supplies with `accountPanelMachine.provide({actors})`; the stubs here
 * throw so a missing one is loud. Passwords travel in events straight into the actor's input and are
 * never kept in context, so snapshots (inspector, logs) never hold one.
 */

/** A new code may be requested a minute after the last one: the server allows one SMS a minute. */
export const RESEND_DELAY_MS = 60_000;

function notProvided(name: string) {
  return async (): Promise<never> => {
    throw new Error(`The ${name} actor was not provided: use accountPanelMachine.provide({ actors })`);
  };
}

const initialContext = (): AccountPanelContext => ({
  phoneNumber: PHONE_PREFIX,
  verifyCode: '',
  resendAvailable: false,
  fieldErrors: {},
  notice: null,
});

/** Field errors a refused code earns, so the code field itself says what is wrong. */
function codeFieldErrors(error: unknown): FieldErrors {
  const reason = failureReason(toServerFailure(error));
  if (reason === 'codeInvalid') return { verifyCode: 'codeWrong' };
  if (reason === 'codeExpired') return { verifyCode: 'codeExpired' };
  return {};
}

export const accountPanelMachine = setup({
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
  },
}).createMachine({
  id: 'accountPanel',
  initial: 'start',
  context: initialContext,
  on: {
    // Closing forgets everything: the next opening starts clean, and a pending call's answer is dropped.
    CLOSE: { target: '.start', actions: 'reset' },
  },
  states: {
    start: {
      on: {
        CHOOSE_LOGIN: { target: 'login', actions: 'clearFeedback' },
        CHOOSE_REGISTER: { target: 'registerPhone', actions: 'clearFeedback' },
        // The first step has nothing behind it: going back leaves the panel.
        BACK: { actions: emit({ type: 'closeRequested' }) },
      },
    },
    login: {
      on: {
        SUBMIT_LOGIN: [
          { guard: 'loginValid', target: 'loggingIn', actions: ['rememberPhone', 'clearFeedback'] },
          { actions: 'showFieldErrors' },
        ],
        FORGOT_PASSWORD: { target: 'forgotPhone', actions: ['rememberPhone', 'clearFeedback'] },
        BACK: { target: 'start', actions: 'clearFeedback' },
      },
    },
    loggingIn: {
      tags: 'busy',
      invoke: {
        id: 'loginCustomer',
        src: 'loginCustomer',
        input: ({ event }) => {
          assertEvent(event, 'SUBMIT_LOGIN');
          return { phoneNumber: normalizePhone(event.phoneNumber), password: event.password };
        },
        onDone: {
          target: 'start',
          actions: [emit(({ event }) => ({ type: 'loggedIn' as const, session: event.output })), 'reset'],
        },
        // One fixed text whatever the cause, so the answer never says which half was wrong.
        onError: { target: 'login', actions: emit({ type: 'failed', reason: 'loginFailed' }) },
      },
    },
    registerPhone: {
      on: {
        SUBMIT_PHONE: [
          { guard: 'phoneValid', target: 'checkingRegistered', actions: ['rememberPhone', 'clearFeedback'] },
          { actions: 'showFieldErrors' },
        ],
        BACK: { target: 'start', actions: 'clearFeedback' },
      },
    },
    checkingRegistered: {
      tags: 'busy',
      invoke: {
        id: 'isRegistered',
        src: 'isRegistered',
        input: ({ context }) => ({ phoneNumber: context.phoneNumber }),
        onDone: [
          // Already a customer: sign in with the phone filled in rather than a dead end.
          { guard: ({ event }) => event.output === true, target: 'login', actions: assign({ notice: 'alreadyRegistered' }) },
          // Otherwise the server has just sent the sign-up code.
          { target: 'registerCode' },
        ],
        onError: { target: 'registerPhone', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    registerCode: {
      // The resend clock spans the whole step, so a wrong code does not restart the wait.
      entry: assign({ resendAvailable: false }),
      exit: assign({ resendAvailable: false }),
      after: { resendDelay: { actions: assign({ resendAvailable: true }) } },
      initial: 'entering',
      states: {
        entering: {
          on: {
            SUBMIT_CODE: [
              {
                guard: 'codeValid',
                target: 'verifying',
                actions: [assign({ verifyCode: ({ event }) => event.verifyCode.trim() }), 'clearFeedback'],
              },
              { actions: 'showFieldErrors' },
            ],
            RESEND_CODE: { guard: 'resendAvailable', target: 'resending', actions: 'clearFeedback' },
            BACK: { target: '#accountPanel.registerPhone', actions: ['forgetCode', 'clearFeedback'] },
          },
        },
        verifying: {
          tags: 'busy',
          invoke: {
            id: 'smsCodeVerification',
            src: 'smsCodeVerification',
            input: ({ context }) => ({ phoneNumber: context.phoneNumber, verifyCode: context.verifyCode }),
            onDone: { target: '#accountPanel.registerDetails', actions: 'clearFeedback' },
            onError: {
              target: 'entering',
              actions: [
                { type: 'showCodeRefusal', params: ({ event }) => ({ error: event.error }) },
                { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
        resending: {
          tags: 'busy',
          invoke: {
            id: 'resendCode',
            src: 'isRegistered',
            input: ({ context }) => ({ phoneNumber: context.phoneNumber }),
            // Re-entering the step restarts the one-minute wait for the next resend.
            onDone: { target: '#accountPanel.registerCode', reenter: true, actions: assign({ notice: 'codeResent' }) },
            onError: { target: 'entering', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    registerDetails: {
      on: {
        SUBMIT_DETAILS: [{ guard: 'detailsValid', target: 'registering', actions: 'clearFeedback' }, { actions: 'showFieldErrors' }],
        // The code is entered again on the way back, so the accepted one is forgotten.
        BACK: { target: 'registerCode', actions: ['forgetCode', 'clearFeedback'] },
      },
    },
    registering: {
      tags: 'busy',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT_DETAILS');
          return {
            phoneNumber: context.phoneNumber,
            verifyCode: context.verifyCode,
            fullName: event.fullName.trim(),
            birthDate: event.birthDate,
            password: event.password,
            gender: event.gender,
          };
        },
        // The server signs a new customer in with the registration: no second typing of the new password.
        onDone: {
          target: 'start',
          actions: [emit(({ event }) => ({ type: 'loggedIn' as const, session: event.output })), 'reset'],
        },
        onError: { target: 'registerDetails', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    forgotPhone: {
      on: {
        SUBMIT_PHONE: [
          { guard: 'phoneValid', target: 'sendingCode', actions: ['rememberPhone', 'clearFeedback'] },
          { actions: 'showFieldErrors' },
        ],
        BACK: { target: 'login', actions: 'clearFeedback' },
      },
    },
    sendingCode: {
      tags: 'busy',
      invoke: {
        id: 'sendVerifyCodeForForgetPassword',
        src: 'sendVerifyCodeForForgetPassword',
        input: ({ context }) => ({ phoneNumber: context.phoneNumber }),
        onDone: { target: 'forgotReset' },
        onError: { target: 'forgotPhone', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    forgotReset: {
      on: {
        SUBMIT_RESET: [{ guard: 'resetValid', target: 'resetting', actions: 'clearFeedback' }, { actions: 'showFieldErrors' }],
        BACK: { target: 'forgotPhone', actions: 'clearFeedback' },
      },
    },
    resetting: {
      tags: 'busy',
      invoke: {
        id: 'forgetPassword',
        src: 'forgetPassword',
        input: ({ context, event }) => {
          assertEvent(event, 'SUBMIT_RESET');
          return { phoneNumber: context.phoneNumber, newPassword: event.newPassword, verifyCode: event.verifyCode.trim() };
        },
        onDone: { target: 'login', actions: assign({ notice: 'passwordReset' }) },
        onError: {
          target: 'forgotReset',
          actions: [
            { type: 'showCodeRefusal', params: ({ event }) => ({ error: event.error }) },
            { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});

export type AccountPanelSnapshot = SnapshotFrom<typeof accountPanelMachine>;
