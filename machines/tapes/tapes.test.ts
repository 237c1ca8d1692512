import { createActor } from 'xstate';
import { codeError, newPasswordError, validateReset } from '../accountValidation';
import { REDACTED } from '../secrets';
import { FakeCalls } from '../testing/fakeCalls';
import { createAccountPanelModel, fakeAccountActors } from '../testing/accountPanelModel';
import { tapeOfPath } from '../testing/modelTapes';
import { machineDriver } from './machineReplay';
import { parseTape, TapeFormatError } from './parseTape';
import { formatReport, replayTape } from './replay';
import type { Tape } from './tape';
import { tapedMachines } from './tapedMachines';
import { tapeJson } from './tapeJson';
import { createSecretStandIns } from './tapeSecrets';
import { rootStepObserver } from './tapeSteps';

const signUp: Tape = {
  version: 1,
  machine: 'accountPanel',
  language: 'uz',
  width: 1280,
  steps: [
    { event: { type: 'CHOOSE_REGISTER' }, state: 'registerPhone' },
    { event: { type: 'SUBMIT_PHONE', phoneNumber: '+998901234567' }, state: 'checkingRegistered' },
    { event: { type: 'xstate.done.actor.isRegistered', output: false }, state: { registerCode: 'entering' } },
    { event: { type: 'xstate.after.resendDelay.accountPanel.registerCode' }, state: { registerCode: 'entering' } },
    { event: { type: 'SUBMIT_CODE', verifyCode: '1111' }, state: { registerCode: 'verifying' } },
    { event: { type: 'xstate.error.actor.smsCodeVerification', error: { status: 400, data: { error: { code: 'CODE_INVALID', message: 'wrong' } } } }, state: { registerCode: 'entering' } },
    { event: { type: 'SUBMIT_CODE', verifyCode: '2222' }, state: { registerCode: 'verifying' } },
    { event: { type: 'xstate.done.actor.smsCodeVerification', output: null }, state: 'registerDetails' },
  ],
};

const asText = (tape: unknown) => JSON.stringify(tape);
const parseError = (tape: unknown) => {
  try {
    parseTape(typeof tape === 'string' ? tape : asText(tape), 'edited.json');
  } catch (error) {
    expect(error).toBeInstanceOf(TapeFormatError);
    return (error as Error).message;
  }
  throw new Error('The tape was accepted');
};

describe('parseTape', () => {
  it('reads a tape as written, and its file form back', () => {
    expect(parseTape(asText(signUp))).toEqual(signUp);
    expect(parseTape(tapeJson({ ...signUp, title: 'sign-up' }))).toEqual({ ...signUp, title: 'sign-up' });
  });

  it('says what is wrong with a malformed tape, and where', () => {
    expect(parseError('{"version": 1,')).toMatch(/^edited\.json is not JSON: /);
    expect(parseError({ ...signUp, version: 2 })).toBe('edited.json: "version" is 2; this replay reads version 1');
    expect(parseError({ ...signUp, machine: 'cart' })).toBe('edited.json: "machine" is "cart"; a tape is of accountPanel or paymentResult');
    expect(parseError({ ...signUp, language: 'en' })).toBe('edited.json: "language" is "en"; the shop speaks uz or ru');
    expect(parseError({ ...signUp, width: '1280' })).toMatch(/"width" is "1280"/);
    expect(parseError({ ...signUp, steps: [] })).toMatch(/"steps" must be a list of at least one/);
    const stepsWith = (index: number, step: unknown) => ({ ...signUp, steps: signUp.steps.map((original, at) => (at === index ? step : original)) });
    expect(parseError(stepsWith(1, { event: { type: 'SUBMIT_PHONES' }, state: 'checkingRegistered' }))).toMatch(
      /^edited\.json: step 2: the accountPanel machine takes no event "SUBMIT_PHONES"; it takes .*SUBMIT_PHONE,/,
    );
    expect(parseError(stepsWith(2, { event: signUp.steps[2]!.event, state: 'registerCode' }))).toBe(
      'edited.json: step 3 (xstate.done.actor.isRegistered): "state": registerCode has states of its own: write {"registerCode": "<one of entering, verifying, resending>"}',
    );
    expect(parseError(stepsWith(2, { event: signUp.steps[2]!.event, state: { registerCode: 'entring' } }))).toMatch(
      /step 3 .*"state": registerCode\.entring is not a state; registerCode has entering, verifying, resending$/,
    );
    expect(parseError(stepsWith(0, { event: { type: 'CHOOSE_REGISTER' } }))).toMatch(/step 1 \(CHOOSE_REGISTER\): "state" is missing/);
    expect(parseError(stepsWith(0, { state: 'login' }))).toMatch(/step 1: "event" must be an object with a "type"/);
  });
});

describe('the machine replay', () => {
  it('replays every step, delays and answers included, and reports each', async () => {
    const report = await replayTape(signUp, 'machine', machineDriver('accountPanel'));
    expect(report.divergence).toBeUndefined();
    expect(report.steps.map(({ index, eventType, reached, ok }) => `${index} ${eventType} ${reached} ${ok}`)).toEqual([
      '1 CHOOSE_REGISTER registerPhone true',
      '2 SUBMIT_PHONE checkingRegistered true',
      '3 xstate.done.actor.isRegistered registerCode.entering true',
      '4 xstate.after.resendDelay.accountPanel.registerCode registerCode.entering true',
      '5 SUBMIT_CODE registerCode.verifying true',
      '6 xstate.error.actor.smsCodeVerification registerCode.entering true',
      '7 SUBMIT_CODE registerCode.verifying true',
      '8 xstate.done.actor.smsCodeVerification registerDetails true',
    ]);
    expect(formatReport(report)).toMatch(/machine: all 8 steps replayed as taped$/);
  });

  it('stops at the first step whose state differs, naming it', async () => {
    const edited: Tape = { ...signUp, steps: signUp.steps.map((step, at) => (at === 5 ? { ...step, state: 'registerDetails' } : step)) };
    const report = await replayTape(edited, 'machine', machineDriver('accountPanel'));
    expect(report.divergence).toBe('Step 6 (xstate.error.actor.smsCodeVerification) on the machine: expected registerDetails, reached registerCode.entering');
    expect(report.steps).toHaveLength(6);
    expect(formatReport(report).split('\n').at(-2)).toMatch(/^machine\s+6 {2}xstate\.error\.actor\.smsCodeVerification .*DIVERGES$/);
  });

  it('diverges when the machine never hears of a step: an answer to no call, a delay not running', async () => {
    const answerToNothing: Tape = { ...signUp, steps: [signUp.steps[0]!, { event: { type: 'xstate.done.actor.isRegistered', output: true }, state: 'login' }] };
    expect((await replayTape(answerToNothing, 'machine', machineDriver('accountPanel'))).divergence).toBe(
      'Step 2 (xstate.done.actor.isRegistered) on the machine: the event could not be made to happen: No pending isRegistered call to settle with xstate.done.actor.isRegistered; pending: none',
    );
    const delayNotRunning: Tape = { ...signUp, steps: [signUp.steps[0]!, { event: signUp.steps[3]!.event, state: 'registerPhone' }] };
    expect((await replayTape(delayNotRunning, 'machine', machineDriver('accountPanel'))).divergence).toBe(
      'Step 2 (xstate.after.resendDelay.accountPanel.registerCode) on the machine: the machine never received xstate.after.resendDelay.accountPanel.registerCode (it received nothing)',
    );
  });

  it('replays the payment pop-up too', async () => {
    const tape = tapeOfPath('paymentResult', {
      steps: [
        { event: { type: 'xstate.init' }, state: { value: 'idle' } },
        { event: { type: 'START', orderId: '17' }, state: { value: 'checking' } },
        { event: { type: 'xstate.done.actor.getOrder', output: { paid: true } }, state: { value: { result: 'paid' } } },
        { event: { type: 'CLOSE' }, state: { value: 'closed' } },
      ],
    });
    expect(await replayTape(parseTape(tapeJson(tape)), 'machine', machineDriver('paymentResult'))).toEqual({ side: 'machine', steps: expect.any(Array) });
  });

  it('replays the model paths it was written from', async () => {
    const paths = createAccountPanelModel().getShortestPaths();
    for (const path of paths) {
      const report = await replayTape(tapeOfPath('accountPanel', path), 'machine', machineDriver('accountPanel'));
      expect(report.divergence).toBeUndefined();
    }
  });
});

describe('secret stand-ins', () => {
  it('hide every secret field, keep everything else, and keep equal secrets equal', () => {
    const hide = createSecretStandIns();
    const reset = hide({ type: 'SUBMIT_RESET', newPassword: 'Parol-2024', confirmPassword: 'Parol-2024', verifyCode: ' 1234 ' });
    const wrong = hide({ type: 'SUBMIT_CODE', verifyCode: '1234' });
    const right = hide({ type: 'SUBMIT_CODE', verifyCode: '5678' });
    const session = hide({ type: 'xstate.done.actor.register', output: { accessToken: 'eyJhbGc.x_Y-9', customerId: 42 } });

    expect(reset.newPassword).toMatch(/^[A-Z][a-z]{4}-\d{4}$/);
    expect(reset.newPassword).not.toBe('Parol-2024');
    expect(reset.confirmPassword).toBe(reset.newPassword);
    expect(reset.verifyCode).toMatch(/^ \d{4} $/);
    expect(wrong.verifyCode).toMatch(/^\d{4}$/);
    expect(wrong.verifyCode).not.toBe(right.verifyCode);
    expect(hide({ type: 'SUBMIT_CODE', verifyCode: '1234' }).verifyCode).toBe(wrong.verifyCode);
    expect(session.output).toEqual({ accessToken: expect.stringMatching(/^[a-z]{2}[A-Z][a-z]{2}[A-Z][a-z]\.[a-z]_[A-Z]-\d$/), customerId: 42 });
    expect(JSON.stringify([reset, wrong, right, session])).not.toMatch(/Parol-2024|eyJhbGc|"1234"|"5678"/);
  });

  it('judge alike: a stand-in is valid or invalid exactly as its secret was', () => {
    const hide = createSecretStandIns();
    for (const code of ['1234', '12', '12345', 'ab12', ' 0420 ']) expect(codeError(hide({ verifyCode: code }).verifyCode)).toBe(codeError(code));
    for (const password of ['', 'abc', 'secret1', 'x'.repeat(200)]) expect(newPasswordError(hide({ password }).password)).toBe(newPasswordError(password));
    for (const [newPassword, confirmPassword] of [['newpass1', 'newpass1'], ['newpass1', 'newpass2']] as const) {
      const hidden = hide({ newPassword, confirmPassword, verifyCode: '4321' });
      expect(validateReset(hidden)).toEqual(validateReset({ newPassword, confirmPassword, verifyCode: '4321' }));
    }
  });

  it('find secrets at any depth, in arrays and in Errors, and never print REDACTED', () => {
    const hide = createSecretStandIns();
    const hidden = hide({ fields: [{ hash: 'abc123' }], initData: 'query_id=1', error: Object.assign(new Error('boom'), { token: 'x' }), status: 401 });
    expect(hidden).toEqual({ fields: [{ hash: expect.stringMatching(/^[a-z]{3}\d{3}$/) }], initData: expect.stringMatching(/^[a-z]{5}_[a-z]{2}=\d$/), error: { name: 'Error', message: 'boom' }, status: 401 });
    expect(JSON.stringify(hidden)).not.toContain(REDACTED);
  });
});

describe('rootStepObserver', () => {
  it('sees the root actor’s events with the state after each, not its calls’ own', async () => {
    const steps: Array<[string, unknown]> = [];
    const starts: unknown[] = [];
    const calls = new FakeCalls();
    const actor = createActor(tapedMachines.accountPanel.provide({ actors: fakeAccountActors(calls) }), {
      inspect: rootStepObserver({ onStart: (ref) => starts.push(ref), onStep: ({ event, snapshot }) => steps.push([event.type, snapshot.value]) }),
    });
    actor.start();
    actor.send({ type: 'CHOOSE_REGISTER' });
    actor.send({ type: 'SUBMIT_PHONE', phoneNumber: '+998901234567' });
    calls.settle({ type: 'xstate.done.actor.isRegistered', output: true });
    await Promise.resolve();
    await Promise.resolve();

    expect(starts).toEqual([actor]);
    expect(steps).toEqual([
      ['CHOOSE_REGISTER', 'registerPhone'],
      ['SUBMIT_PHONE', 'checkingRegistered'],
      ['xstate.done.actor.isRegistered', 'login'],
    ]);
  });
});
