import { assertEvent, assign, emit, type SnapshotFrom } from 'xstate';
import { normalizePhone } from './accountValidation';
import { accountPanelSetup, initialContext } from './accountPanelSetup';
import { telegramSignInState } from './accountPanelTelegram';

/*
 * The account panel: sign-in (by phone and password, or by Telegram), sign-up and password reset. The machine
 * decides and the panel draws. Calls are actors the UI supplies with `accountPanelMachine.provide({actors})`; the
 * stubs (accountPanelSetup.ts) throw so a missing one is loud. Passwords travel in events straight into the actor's
 * input and are never kept in context, so snapshots (inspector, logs) never hold one.
 */

export { RESEND_DELAY_MS } from './accountPanelSetup';

export const accountPanelMachine = accountPanelSetup.createMachine({
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
        LOGIN_WITH_TELEGRAM: { target: 'startTelegram', actions: 'clearFeedback' },
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
        LOGIN_WITH_TELEGRAM: { target: 'loginTelegram', actions: 'clearFeedback' },
        BACK: { target: 'start', actions: 'clearFeedback' },
      },
    },
    startTelegram: telegramSignInState('#accountPanel.start'),
    loginTelegram: telegramSignInState('#accountPanel.login'),
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
