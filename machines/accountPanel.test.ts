import { createActor, type AnyEventObject } from 'xstate';
import { accountPanelMachine, RESEND_DELAY_MS, type AccountPanelSnapshot } from './accountPanel';
import { accountPanelStep } from './accountPanelStep';
import { definedTransitionKeys, edgePaths, runPath } from './testing/modelCoverage';
import { isActorOutcome } from './testing/fakeCalls';
import { KNOWN_PHONE, MODEL_SESSION, MODEL_TODAY, createAccountPanelModel, startAccountPanel } from './testing/accountPanelModel';
import { writeModelTapes } from './testing/modelTapes';

type Panel = ReturnType<typeof startAccountPanel>;

/** Makes a model event happen to the real actor: a UI event is sent, an outcome settles a call, a delay passes. */
async function perform(panel: Panel, event: AnyEventObject) {
  const emittedBefore = panel.emitted.length;
  if (isActorOutcome(event)) {
    panel.calls.settle(event);
    await jest.advanceTimersByTimeAsync(0); // the promise settles, then the machine hears of it
  } else if (event.type.startsWith('xstate.after.')) {
    await jest.advanceTimersByTimeAsync(RESEND_DELAY_MS);
  } else {
    panel.actor.send(event as Parameters<typeof panel.actor.send>[0]);
  }
  const newlyEmitted = panel.emitted.slice(emittedBefore);
  // What the panel hears about besides the snapshot: a session, a failure, a request to close.
  if (event.type === 'BACK' && newlyEmitted.length) expect(newlyEmitted).toEqual([{ type: 'closeRequested' }]);
  else expect(newlyEmitted).toEqual(expectedEmissions(event));
}

function expectedEmissions(event: AnyEventObject): unknown[] {
  const signedIn = ['loginCustomer', 'register', 'telegramSignIn'].map((id) => `xstate.done.actor.${id}`);
  if (signedIn.includes(event.type)) return [{ type: 'loggedIn', session: MODEL_SESSION }];
  if (event.type === 'xstate.done.actor.telegramAuthorization' && event.output.status === 'blocked') {
    return [{ type: 'failed', reason: 'telegramPopupBlocked' }];
  }
  // A Telegram user nobody linked is told so on the login form (a notice), not by a failure.
  if (event.type === 'xstate.error.actor.telegramSignIn' && event.error.data.error.code === 'TELEGRAM_NOT_LINKED') return [];
  if (event.type.startsWith('xstate.error.actor.')) return [expect.objectContaining({ type: 'failed' })];
  return [];
}

function expectSameState(panel: Panel, expected: AccountPanelSnapshot) {
  const actual = panel.actor.getSnapshot();
  expect({ value: actual.value, context: actual.context }).toEqual({ value: expected.value, context: expected.context });
  expect(actual.hasTag('busy')).toBe(expected.hasTag('busy'));
}

const model = createAccountPanelModel();
const takenByModelPaths = new Set<string>();

beforeEach(() => jest.useFakeTimers());

describe('accountPanel machine, model-based', () => {
  describe('reaches every state by its shortest path', () => {
    it.each(model.getShortestPaths().map((path) => [path.description, path] as const))('%s', async (_description, path) => {
      const panel = startAccountPanel(takenByModelPaths);
      await runPath(path, { perform: (event) => perform(panel, event), check: (state) => expectSameState(panel, state) });
    });

    // Tapes for testers (test/tapes/), rewritten only on request: `WRITE_TAPES=1 npm test -- machines/accountPanel`.
    if (process.env.WRITE_TAPES === '1') it('and writes those paths as tapes', () => writeModelTapes('accountPanel', model.getShortestPaths()));
  });

  it('follows every edge of the state graph exactly as the model predicts', async () => {
    const paths = edgePaths(model);
    expect(paths.length).toBeGreaterThan(100);
    for (const path of paths) {
      const panel = startAccountPanel(takenByModelPaths);
      await runPath(path, { perform: (event) => perform(panel, event), check: (state) => expectSameState(panel, state) });
      panel.actor.stop();
    }
  });

  it('took every transition of the definition along the way', () => {
    const missing = definedTransitionKeys(accountPanelMachine).filter((key) => !takenByModelPaths.has(key));
    expect(missing).toEqual([]);
    // The definition's list includes what a plain `on` walk would miss: delays and actor outcomes.
    expect(definedTransitionKeys(accountPanelMachine)).toEqual(
      expect.arrayContaining([
        '#accountPanel.registerCode on xstate.after.resendDelay.accountPanel.registerCode[0] → (stays)',
        '#accountPanel.checkingRegistered on xstate.done.actor.isRegistered[0] → #accountPanel.login',
        '#accountPanel.checkingRegistered on xstate.done.actor.isRegistered[1] → #accountPanel.registerCode',
        '#accountPanel.resetting on xstate.error.actor.forgetPassword[0] → #accountPanel.forgotReset',
      ]),
    );
  });
});

describe('accountPanel machine, details', () => {
  it('starts on the choice between login and register with the phone prefix ready', () => {
    const { actor } = startAccountPanel();
    expect(actor.getSnapshot().value).toBe('start');
    expect(actor.getSnapshot().context).toMatchObject({ phoneNumber: '+998', fieldErrors: {}, notice: null });
  });

  it('signs in with the phone as the server wants it and never keeps the password', async () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'CHOOSE_LOGIN' });
    panel.actor.send({ type: 'SUBMIT_LOGIN', phoneNumber: '+998 90 123-45-67', password: 'libos123' });

    expect(panel.actor.getSnapshot().value).toBe('loggingIn');
    expect(panel.calls.made).toEqual([{ id: 'loginCustomer', input: { phoneNumber: KNOWN_PHONE, password: 'libos123' } }]);
    expect(JSON.stringify(panel.actor.getSnapshot().context)).not.toContain('libos123');
  });

  it('refuses an invalid login form and says which fields are wrong', () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'CHOOSE_LOGIN' });
    panel.actor.send({ type: 'SUBMIT_LOGIN', phoneNumber: '+998', password: '' });

    expect(panel.actor.getSnapshot().value).toBe('login');
    expect(panel.actor.getSnapshot().context.fieldErrors).toEqual({ phoneNumber: 'phoneInvalid', password: 'passwordRequired' });
    expect(panel.calls.made).toEqual([]);
  });

  it('reports any login failure with the one login text, whatever the server said', async () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'CHOOSE_LOGIN' });
    panel.actor.send({ type: 'SUBMIT_LOGIN', phoneNumber: KNOWN_PHONE, password: 'wrong1' });
    panel.calls.settle({ type: 'xstate.error.actor.loginCustomer', error: { status: 500, data: null } });
    await jest.advanceTimersByTimeAsync(0);

    expect(panel.emitted).toEqual([{ type: 'failed', reason: 'loginFailed' }]);
    expect(panel.actor.getSnapshot().value).toBe('login');
  });

  it('sends a new registration the phone and code it verified plus the details', async () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'CHOOSE_REGISTER' });
    panel.actor.send({ type: 'SUBMIT_PHONE', phoneNumber: '+998933334455' });
    panel.calls.settle({ type: 'xstate.done.actor.isRegistered', output: false });
    await jest.advanceTimersByTimeAsync(0);
    panel.actor.send({ type: 'SUBMIT_CODE', verifyCode: ' 0420 ' });
    panel.calls.settle({ type: 'xstate.done.actor.smsCodeVerification', output: null });
    await jest.advanceTimersByTimeAsync(0);
    panel.actor.send({ type: 'SUBMIT_DETAILS', fullName: '  Aziz Rahimov ', birthDate: '1990-01-31', password: 'secret1', gender: 'Erkak', today: MODEL_TODAY });

    expect(panel.calls.made.map(({ id }) => id)).toEqual(['isRegistered', 'smsCodeVerification', 'register']);
    expect(panel.calls.made[1]?.input).toEqual({ phoneNumber: '+998933334455', verifyCode: '0420' });
    expect(panel.calls.made[2]?.input).toEqual({
      phoneNumber: '+998933334455',
      verifyCode: '0420',
      fullName: 'Aziz Rahimov',
      birthDate: '1990-01-31',
      password: 'secret1',
      gender: 'Erkak',
    });

    // The server signs the new customer in with the registration: the panel hands the session on and starts afresh.
    panel.calls.settle({ type: 'xstate.done.actor.register', output: MODEL_SESSION });
    await jest.advanceTimersByTimeAsync(0);
    expect(panel.emitted).toEqual([{ type: 'loggedIn', session: MODEL_SESSION }]);
    expect(panel.actor.getSnapshot().value).toBe('start');
    expect(panel.actor.getSnapshot().context).toMatchObject({ phoneNumber: '+998', notice: null, verifyCode: '' });
  });

  it('judges a birth date against the day the details were sent with, whatever the clock says', async () => {
    jest.setSystemTime(new Date('2040-01-01T12:00:00Z'));
    const panel = startAccountPanel();
    panel.actor.send({ type: 'CHOOSE_REGISTER' });
    panel.actor.send({ type: 'SUBMIT_PHONE', phoneNumber: '+998933334455' });
    panel.calls.settle({ type: 'xstate.done.actor.isRegistered', output: false });
    await jest.advanceTimersByTimeAsync(0);
    panel.actor.send({ type: 'SUBMIT_CODE', verifyCode: '0420' });
    panel.calls.settle({ type: 'xstate.done.actor.smsCodeVerification', output: null });
    await jest.advanceTimersByTimeAsync(0);
    const details = { fullName: 'Aziz Rahimov', birthDate: '2030-05-01', password: 'secret1', gender: 'Erkak' } as const;

    panel.actor.send({ type: 'SUBMIT_DETAILS', ...details, today: '2030-04-30' });
    expect(panel.actor.getSnapshot().value).toBe('registerDetails');
    expect(panel.actor.getSnapshot().context.fieldErrors).toEqual({ birthDate: 'birthDateInFuture' });

    panel.actor.send({ type: 'SUBMIT_DETAILS', ...details, today: '2030-05-01' });
    expect(panel.actor.getSnapshot().value).toBe('registering');
    expect(panel.calls.made.at(-1)?.input).toMatchObject({ birthDate: '2030-05-01' });
  });

  it('turns a refused code into a field error and a failure with the server text', async () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'CHOOSE_REGISTER' });
    panel.actor.send({ type: 'SUBMIT_PHONE', phoneNumber: KNOWN_PHONE });
    panel.calls.settle({ type: 'xstate.done.actor.isRegistered', output: false });
    await jest.advanceTimersByTimeAsync(0);
    panel.actor.send({ type: 'SUBMIT_CODE', verifyCode: '0000' });
    panel.calls.settle({
      type: 'xstate.error.actor.smsCodeVerification',
      error: { status: 400, data: { error: { code: 'CODE_INVALID', message: 'The code is wrong or no longer valid; check it, or request a new one' } } },
    });
    await jest.advanceTimersByTimeAsync(0);

    expect(panel.actor.getSnapshot().matches({ registerCode: 'entering' })).toBe(true);
    expect(panel.actor.getSnapshot().context.fieldErrors).toEqual({ verifyCode: 'codeWrong' });
    expect(panel.emitted).toEqual([{ type: 'failed', reason: 'codeInvalid', serverMessage: 'The code is wrong or no longer valid; check it, or request a new one' }]);
  });

  it('offers a new code only a minute after the last one, and restarts the wait after resending', async () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'CHOOSE_REGISTER' });
    panel.actor.send({ type: 'SUBMIT_PHONE', phoneNumber: KNOWN_PHONE });
    panel.calls.settle({ type: 'xstate.done.actor.isRegistered', output: false });
    await jest.advanceTimersByTimeAsync(0);

    panel.actor.send({ type: 'RESEND_CODE' });
    expect(panel.calls.made).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(RESEND_DELAY_MS - 1);
    expect(panel.actor.getSnapshot().context.resendAvailable).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(panel.actor.getSnapshot().context.resendAvailable).toBe(true);

    panel.actor.send({ type: 'RESEND_CODE' });
    expect(panel.calls.made.at(-1)).toEqual({ id: 'resendCode', input: { phoneNumber: KNOWN_PHONE } });
    panel.calls.settle({ type: 'xstate.done.actor.resendCode', output: false });
    await jest.advanceTimersByTimeAsync(0);
    expect(panel.actor.getSnapshot().context).toMatchObject({ resendAvailable: false, notice: 'codeResent' });
  });

  it('abandons a pending call when the panel closes, and forgets everything', async () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'CHOOSE_LOGIN' });
    panel.actor.send({ type: 'SUBMIT_LOGIN', phoneNumber: KNOWN_PHONE, password: 'libos123' });
    expect(panel.calls.isPending('loginCustomer')).toBe(true);

    panel.actor.send({ type: 'CLOSE' });

    expect(panel.calls.isPending('loginCustomer')).toBe(false);
    expect(panel.actor.getSnapshot().value).toBe('start');
    expect(panel.actor.getSnapshot().context).toEqual({
      phoneNumber: '+998',
      verifyCode: '',
      resendAvailable: false,
      fieldErrors: {},
      notice: null,
      telegramFields: null,
    });
  });

  it('maps every state to the form it shows', () => {
    const shown = new Map<string, string>();
    for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) shown.set(JSON.stringify(path.state.value), accountPanelStep(path.state));
    expect(Object.fromEntries(shown)).toMatchObject({
      '"start"': 'start',
      '"login"': 'login',
      '"loggingIn"': 'login',
      '"registerPhone"': 'registerPhone',
      '"checkingRegistered"': 'registerPhone',
      '{"registerCode":"entering"}': 'registerCode',
      '{"registerCode":"verifying"}': 'registerCode',
      '{"registerCode":"resending"}': 'registerCode',
      '"registerDetails"': 'registerDetails',
      '"registering"': 'registerDetails',
      '"forgotPhone"': 'forgotPhone',
      '"sendingCode"': 'forgotPhone',
      '"forgotReset"': 'forgotReset',
      '"resetting"': 'forgotReset',
      '{"startTelegram":"authorizing"}': 'start',
      '{"startTelegram":"signingIn"}': 'start',
      '{"loginTelegram":"authorizing"}': 'login',
      '{"loginTelegram":"signingIn"}': 'login',
    });
  });

  it('fails loudly when a call was not provided', async () => {
    const errors: unknown[] = [];
    const actor = createActor(accountPanelMachine, {
      inspect: (inspection) => {
        if (inspection.type === '@xstate.event' && inspection.event.type.startsWith('xstate.error.actor.')) errors.push(inspection.event.error);
      },
    }).start();
    actor.send({ type: 'CHOOSE_LOGIN' });
    actor.send({ type: 'SUBMIT_LOGIN', phoneNumber: KNOWN_PHONE, password: 'libos123' });
    await jest.advanceTimersByTimeAsync(0);

    expect(errors).toEqual([new Error('The loginCustomer actor was not provided: use accountPanelMachine.provide({ actors })')]);
    expect(actor.getSnapshot().value).toBe('login');
  });
});
