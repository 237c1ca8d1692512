import type { AnyEventObject, StateValue } from 'xstate';

/*
 * A tape: what happened in one of the shop's machines, as something that runs again. Each step is an event the
 * machine received, in order (a shopper's: SUBMIT_CODE; or a call's answer: xstate.done.actor.<id> with its output,
 * xstate.error.actor.<id> with its error), and the state the machine was in after it. Secrets are stand-ins
 * (machines/secrets.ts), so a tape can be shared. Recorded in a development build (src/app/devtools/), written by the
 * model tests into test/tapes/, replayed by `npm run replay -- <tape.json>` against the machine and the rendered UI.
 */

export const TAPE_VERSION = 1;

/** The machines that can be taped (machines/accountPanel.ts, machines/paymentResult.ts). */
export const tapeMachines = ['accountPanel', 'paymentResult'] as const;
export type TapeMachine = (typeof tapeMachines)[number];

export type TapeStep = {
  event: AnyEventObject;
  /** The machine's state value after the event (`"login"`, `{ register: "code" }`). */
  state: StateValue;
};

export type Tape = {
  version: typeof TAPE_VERSION;
  machine: TapeMachine;
  /** The shop's language and the window's width when it was recorded: the UI replay draws the panel so. */
  language: 'uz' | 'ru';
  width: number;
  /** What the tape shows, in a tester's words (optional). */
  title?: string;
  steps: TapeStep[];
};
