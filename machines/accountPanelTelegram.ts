import { assign, emit } from 'xstate';
import { accountPanelSetup } from './accountPanelSetup';
import { toServerFailure } from './serverFailure';

/**
 * "Log in with Telegram", from the start or from the login form (`from`, where a cancelled window returns): Telegram's
 * Login Widget window, then POST /api/auth/telegram/login with what it answered (docs/api.md "Telegram"). A Telegram
 * user no customer linked yet is sent to the phone login with a notice: that is where they sign in to link it.
 */
export function telegramSignInState(from: '#accountPanel.start' | '#accountPanel.login') {
  return accountPanelSetup.createStateConfig({
    tags: 'busy',
    initial: 'authorizing',
    states: {
      authorizing: {
        invoke: {
          id: 'telegramAuthorization',
          src: 'telegramAuthorization',
          onDone: [
            {
              guard: ({ event }) => event.output.status === 'authorized',
              target: 'signingIn',
              actions: assign({ telegramFields: ({ event }) => (event.output.status === 'authorized' ? event.output.fields : null) }),
            },
            { guard: ({ event }) => event.output.status === 'blocked', target: from, actions: emit({ type: 'failed', reason: 'telegramPopupBlocked' }) },
            // Closed or refused in Telegram's window: the shopper changed their mind, which needs no message.
            { target: from },
          ],
          onError: { target: from, actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
        },
      },
      signingIn: {
        exit: assign({ telegramFields: null }),
        invoke: {
          id: 'telegramSignIn',
          src: 'telegramSignIn',
          input: ({ context }) => {
            if (!context.telegramFields) throw new Error('Signing in by Telegram without its answer');
            return context.telegramFields;
          },
          // As after the password login: the panel hands the session on and starts afresh.
          onDone: {
            target: '#accountPanel.start',
            actions: [emit(({ event }) => ({ type: 'loggedIn' as const, session: event.output })), 'reset'],
          },
          onError: [
            {
              guard: ({ event }) => toServerFailure(event.error).code === 'TELEGRAM_NOT_LINKED',
              target: '#accountPanel.login',
              actions: assign({ notice: 'telegramNotLinked' }),
            },
            { target: from, actions: { type: 'reportTelegramFailure', params: ({ event }) => ({ error: event.error }) } },
          ],
        },
      },
    },
  });
}
