import type { ActorRefLike, InspectionEvent } from 'xstate';
import { TAPE_VERSION, type Tape, type TapeMachine } from '../../../machines/tapes/tape';
import { createSecretStandIns } from '../../../machines/tapes/tapeSecrets';
import { rootStepObserver } from '../../../machines/tapes/tapeSteps';

/*
 * What the development build's tape recorder keeps: for each machine, one tape per time its component started (the
 * actor's start; React's development-only restart of the same actor continues the tape), each step an event the root
 * actor received with the state after it, every secret a stand-in (machines/tapes/tapeSecrets.ts) before it is kept.
 */

/** What the page tells about itself when a tape starts: the UI replay draws the panel the same way. */
export type PageFacts = { language: () => Tape['language']; width: () => number };

/** A copy as the saved file holds it (JSON), so no caller can change what is kept. */
const copyOf = (tape: Tape): Tape => JSON.parse(JSON.stringify(tape)) as Tape;

type Recording = { actorRef: ActorRefLike; tape: Tape; hide: ReturnType<typeof createSecretStandIns> };

export function createTapeRecording(page: PageFacts) {
  const recordings = new Map<TapeMachine, Recording[]>();
  const observers = new Map<TapeMachine, (inspection: InspectionEvent) => void>();
  let lastActive: TapeMachine | undefined;

  const observerOf = (machine: TapeMachine) =>
    rootStepObserver({
      onStart: (actorRef) => {
        const list = recordings.get(machine) ?? [];
        if (list.at(-1)?.actorRef === actorRef) return;
        const tape: Tape = { version: TAPE_VERSION, machine, language: page.language(), width: page.width(), steps: [] };
        recordings.set(machine, [...list, { actorRef, tape, hide: createSecretStandIns() }]);
      },
      onStep: ({ event, snapshot }) => {
        const recording = recordings.get(machine)?.at(-1);
        if (!recording) return;
        recording.tape.steps.push({ event: recording.hide(event), state: snapshot.value });
        lastActive = machine;
      },
    });

  return {
    /** Give every inspection event of a watched machine here (components/devtools/machineInspection.ts). */
    observe(machine: TapeMachine, inspection: InspectionEvent): void {
      let observer = observers.get(machine);
      if (!observer) {
        observer = observerOf(machine);
        observers.set(machine, observer);
      }
      observer(inspection);
    },
    /** The machine's current tape, or its last one with steps if the current has none yet (the panel just reopened). */
    tapeOf(machine: TapeMachine): Tape | undefined {
      const list = recordings.get(machine) ?? [];
      const tape = [...list].reverse().find(({ tape: candidate }) => candidate.steps.length > 0)?.tape ?? list.at(-1)?.tape;
      return tape && copyOf(tape);
    },
    /** Every tape kept so far, oldest first. */
    allTapes(machine: TapeMachine): Tape[] {
      return (recordings.get(machine) ?? []).map(({ tape }) => copyOf(tape));
    },
    /** The machine that received an event last: the one a tester just used. */
    lastActive: () => lastActive,
  };
}
