import { createActor, type AnyEventObject } from 'xstate';
import { createModel, transitionRecorder } from './modelCoverage';
import { FakeCalls } from './fakeCalls';
import { accountPanelMachine } from '../accountPanel';
import type {
  AccountPanelEmitted,
  CodeCheckInput,
  LoginInput,
  PhoneInput,
  RegisterInput,
  ResetInput,
  Session,
  TelegramAuthorization,
  TelegramWidgetFields,
} from '../accountPanelTypes';

/*
 * The events the account panel's model explores, shared by the machine test and the UI test. Each form
 * gets one valid and one invalid submission; each call one success and one typical refusal, shaped the way
 * RTK Query rejects with the server's error body.
 */

export const KNOWN_PHONE = '+998901234567';
export const BAD_PHONE = '+99890123';
export const MODEL_SESSION = { accessToken: 'model-token', customerId: 42 };
/** The day the model's sign-up details are checked against (the UI sends the real one: both dates judge alike). */
export const MODEL_TODAY = '2025-06-01';
/** What Telegram's window answers in the model: a user with a username, as its Login Widget signs it. */
export const MODEL_TELEGRAM_FIELDS: TelegramWidgetFields = {
  id: 777000123,
  first_name: 'Malika',
  username: 'malika_k',
  auth_date: 1_748_736_000,
  hash: 'a'.repeat(64),
};

function refusal(status: number, code: string, message: string, fields?: Record<string, string>) {
  return { status, data: { error: { code, message, ...(fields ? { fields } : {}) } } };
}

export const accountPanelModelEvents: AnyEventObject[] = [
  { type: 'FORGOT_PASSWORD', phoneNumber: KNOWN_PHONE },
  { type: 'SUBMIT_LOGIN', phoneNumber: KNOWN_PHONE, password: 'libos123' },
  { type: 'SUBMIT_LOGIN', phoneNumber: BAD_PHONE, password: '' },
  { type: 'SUBMIT_PHONE', phoneNumber: KNOWN_PHONE },
  { type: 'SUBMIT_PHONE', phoneNumber: BAD_PHONE },
  { type: 'SUBMIT_CODE', verifyCode: '1234' },
  { type: 'SUBMIT_CODE', verifyCode: '12' },
  { type: 'SUBMIT_DETAILS', fullName: 'Malika Karimova', birthDate: '1995-05-17', password: 'secret1', gender: 'Ayol', today: MODEL_TODAY },
  { type: 'SUBMIT_DETAILS', fullName: ' ', birthDate: '2999-01-01', password: '123', gender: 'Erkak', today: MODEL_TODAY },
  { type: 'SUBMIT_RESET', newPassword: 'newpass1', confirmPassword: 'newpass1', verifyCode: '4321' },
  { type: 'SUBMIT_RESET', newPassword: 'newpass1', confirmPassword: 'newpass2', verifyCode: '43' },
  { type: 'xstate.done.actor.loginCustomer', output: MODEL_SESSION },
  { type: 'xstate.error.actor.loginCustomer', error: refusal(401, 'UNAUTHORIZED', 'Wrong phone number or password') },
  { type: 'xstate.done.actor.isRegistered', output: true },
  { type: 'xstate.done.actor.isRegistered', output: false },
  { type: 'xstate.error.actor.isRegistered', error: refusal(429, 'RATE_LIMITED', 'Too many codes were sent to this phone; try again in 30 seconds') },
  { type: 'xstate.done.actor.smsCodeVerification', output: null },
  {
    type: 'xstate.error.actor.smsCodeVerification',
    error: refusal(400, 'CODE_INVALID', 'The code is wrong or no longer valid; check it, or request a new one', { verifyCode: 'The code is wrong or no longer valid; check it, or request a new one' }),
  },
  { type: 'xstate.done.actor.resendCode', output: false },
  { type: 'xstate.error.actor.resendCode', error: refusal(503, 'SERVICE_UNAVAILABLE', 'The SMS could not be sent; try again in a minute') },
  { type: 'xstate.done.actor.register', output: MODEL_SESSION },
  { type: 'xstate.error.actor.register', error: refusal(409, 'ALREADY_REGISTERED', 'This phone number is already registered; sign in instead') },
  { type: 'xstate.done.actor.sendVerifyCodeForForgetPassword', output: null },
  {
    type: 'xstate.error.actor.sendVerifyCodeForForgetPassword',
    error: refusal(404, 'NOT_FOUND', 'No account uses this phone number; register first'),
  },
  { type: 'xstate.done.actor.forgetPassword', output: null },
  {
    type: 'xstate.error.actor.forgetPassword',
    error: refusal(400, 'CODE_EXPIRED', 'The code has expired (codes live 5 minutes); request a new one', { verifyCode: 'expired' }),
  },
  { type: 'LOGIN_WITH_TELEGRAM' },
  { type: 'xstate.done.actor.telegramAuthorization', output: { status: 'authorized', fields: MODEL_TELEGRAM_FIELDS } },
  { type: 'xstate.done.actor.telegramAuthorization', output: { status: 'cancelled' } },
  { type: 'xstate.done.actor.telegramAuthorization', output: { status: 'blocked' } },
  // The config could not be read, so the window never reached Telegram.
  { type: 'xstate.error.actor.telegramAuthorization', error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } },
  { type: 'xstate.done.actor.telegramSignIn', output: MODEL_SESSION },
  {
    type: 'xstate.error.actor.telegramSignIn',
    error: refusal(404, 'TELEGRAM_NOT_LINKED', 'No customer is linked to this Telegram account; sign in and link it from the profile'),
  },
  { type: 'xstate.error.actor.telegramSignIn', error: refusal(401, 'TELEGRAM_INVALID', 'The Telegram data is forged or expired; open the shop from Telegram again') },
  // No network at all: RTK Query's shape for a fetch that never got an answer.
  { type: 'xstate.error.actor.register', error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } },
];

export function createAccountPanelModel() {
  return createModel(accountPanelMachine, accountPanelModelEvents);
}

/** Every call of the panel as a pending fake, settled by the model's outcome events. */
export function fakeAccountActors(calls: FakeCalls) {
  return {
    loginCustomer: calls.actor<Session, LoginInput>(),
    isRegistered: calls.actor<boolean, PhoneInput>(),
    smsCodeVerification: calls.actor<void, CodeCheckInput>(),
    register: calls.actor<Session, RegisterInput>(),
    sendVerifyCodeForForgetPassword: calls.actor<void, PhoneInput>(),
    forgetPassword: calls.actor<void, ResetInput>(),
    telegramAuthorization: calls.actor<TelegramAuthorization, void>(),
    telegramSignIn: calls.actor<Session, TelegramWidgetFields>(),
  };
}

/** The panel's machine with pending fake calls, recording what it emits and which transitions it takes. */
export function startAccountPanel(taken = new Set<string>()) {
  const calls = new FakeCalls();
  const actor = createActor(accountPanelMachine.provide({ actors: fakeAccountActors(calls) }), {
    inspect: transitionRecorder(taken),
  });
  const emitted: AccountPanelEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, calls, emitted };
}
