import { createActor } from 'xstate';
import { accountPanelMachine } from '../../../machines/accountPanel';
import { codeError } from '../../../machines/accountValidation';
import { fakeAccountActors } from '../../../machines/testing/accountPanelModel';
import { FakeCalls } from '../../../machines/testing/fakeCalls';
import { machineDriver } from '../../../machines/tapes/machineReplay';
import { parseTape } from '../../../machines/tapes/parseTape';
import { replayTape } from '../../../machines/tapes/replay';
import { tapeJson } from '../../../machines/tapes/tapeJson';
import { createTapeRecording } from './tapeRecording';
import { startTapeRecorder } from './tapeRecorder';

/** A text's character classes: what a stand-in keeps of its secret. */
const shape = (text: string) => text.replace(/[0-9]/g, '0').replace(/[a-z]/g, 'a').replace(/[A-Z]/g, 'A');

const flush = async () => {
  for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
};

/** A sign-up with a wrong code, then the right one, on the real machine with fake calls, watched by `recording`. */
async function signUp(recording: ReturnType<typeof createTapeRecording>) {
  const calls = new FakeCalls();
  const actor = createActor(accountPanelMachine.provide({ actors: fakeAccountActors(calls) }), {
    inspect: (inspection) => recording.observe('accountPanel', inspection),
  });
  actor.start();
  actor.send({ type: 'CHOOSE_REGISTER' });
  actor.send({ type: 'SUBMIT_PHONE', phoneNumber: '+998931112233' });
  calls.settle({ type: 'xstate.done.actor.isRegistered', output: false });
  await flush();
  actor.send({ type: 'SUBMIT_CODE', verifyCode: '1357' });
  calls.settle({ type: 'xstate.error.actor.smsCodeVerification', error: { status: 400, data: { error: { code: 'CODE_INVALID', message: 'wrong' } } } });
  await flush();
  actor.send({ type: 'SUBMIT_CODE', verifyCode: '2468' });
  calls.settle({ type: 'xstate.done.actor.smsCodeVerification', output: null });
  await flush();
  actor.send({ type: 'SUBMIT_DETAILS', fullName: 'Aziz Rahimov', birthDate: '1990-01-31', password: 'Parol-2024', gender: 'Erkak', today: '2026-11-30' });
  calls.settle({ type: 'xstate.done.actor.register', output: { accessToken: 'eyJhbGciOi.secret-token', customerId: 501 } });
  await flush();
  return actor;
}

describe('the tape recording', () => {
  it('keeps each event the machine received with the state after it, the page’s language and width, and no secret', async () => {
    const recording = createTapeRecording({ language: () => 'ru', width: () => 1280 });
    await signUp(recording);
    const tape = recording.tapeOf('accountPanel')!;

    expect(tape).toMatchObject({ version: 1, machine: 'accountPanel', language: 'ru', width: 1280 });
    expect(tape.steps.map(({ event, state }) => [event.type, state])).toEqual([
      ['CHOOSE_REGISTER', 'registerPhone'],
      ['SUBMIT_PHONE', 'checkingRegistered'],
      ['xstate.done.actor.isRegistered', { registerCode: 'entering' }],
      ['SUBMIT_CODE', { registerCode: 'verifying' }],
      ['xstate.error.actor.smsCodeVerification', { registerCode: 'entering' }],
      ['SUBMIT_CODE', { registerCode: 'verifying' }],
      ['xstate.done.actor.smsCodeVerification', 'registerDetails'],
      ['SUBMIT_DETAILS', 'registering'],
      ['xstate.done.actor.register', 'start'],
    ]);
    const text = tapeJson(tape);
    expect(text).not.toMatch(/1357|2468|Parol-2024|eyJhbGciOi|secret-token/);
    expect(text).toContain('+998931112233');
    const [wrong, right] = tape.steps.filter(({ event }) => event.type === 'SUBMIT_CODE').map(({ event }) => event.verifyCode as string);
    expect(wrong).not.toBe(right);
    expect([codeError(wrong!), codeError(right!)]).toEqual([undefined, undefined]);
    const { accessToken, customerId } = tape.steps.at(-1)?.event.output as { accessToken: string; customerId: number };
    expect([shape(accessToken), customerId]).toEqual([shape('eyJhbGciOi.secret-token'), 501]);
  });

  it('records a tape that replays on the machine, stand-ins and all', async () => {
    const recording = createTapeRecording({ language: () => 'uz', width: () => 390 });
    await signUp(recording);
    const tape = parseTape(tapeJson(recording.tapeOf('accountPanel')!));
    const report = await replayTape(tape, 'machine', machineDriver('accountPanel'));
    expect(report.divergence).toBeUndefined();
    expect(report.steps).toHaveLength(9);
  });

  it('starts a new tape when the component starts anew, and keeps the last one with steps to save', async () => {
    const recording = createTapeRecording({ language: () => 'uz', width: () => 390 });
    const first = await signUp(recording);
    first.stop();
    createActor(accountPanelMachine, { inspect: (inspection) => recording.observe('accountPanel', inspection) }).start();

    expect(recording.allTapes('accountPanel').map(({ steps }) => steps.length)).toEqual([9, 0]);
    expect(recording.tapeOf('accountPanel')?.steps).toHaveLength(9);
    expect(recording.lastActive()).toBe('accountPanel');
    expect(recording.tapeOf('paymentResult')).toBeUndefined();
  });
});

describe('startTapeRecorder', () => {
  it('offers libosTapes in the console, which saves nothing before anything was recorded', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    startTapeRecorder();
    expect(window.libosTapes?.save('accountPanel')).toBeUndefined();
    expect(warn).toHaveBeenCalledWith('[libos] tapes: nothing recorded yet for accountPanel; use the account panel or the payment pop-up first');
    expect(window.libosTapes?.tape('paymentResult')).toBeUndefined();
    delete window.libosTapes;
  });
});
