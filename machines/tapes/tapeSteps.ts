import type { ActorRefLike, AnyEventObject, AnyMachineSnapshot, InspectionEvent } from 'xstate';

/** One event the machine's root actor received and the snapshot it was in afterwards. */
export type ObservedStep = { event: AnyEventObject; snapshot: AnyMachineSnapshot };

type StepHandlers = {
  /** The root actor started (or React restarted it, keeping its snapshot: the same `actorRef` then). */
  onStart?: (actorRef: ActorRefLike) => void;
  onStep: (step: ObservedStep) => void;
};

/**
 * An inspection observer that sees what a tape is made of: every event the root actor receives (a shopper's, a
 * call's answer, the end of a delay), paired with the root's next snapshot. The browser's recorder, the machine
 * replay and the UI replay all read a machine through this one observer, so what is recorded is what is compared.
 * A child actor's events (a call's own promise) are not the machine's and are left out.
 */
export function rootStepObserver({ onStart, onStep }: StepHandlers) {
  let received: AnyEventObject | undefined;
  return (inspection: InspectionEvent): void => {
    if (inspection.actorRef.sessionId !== inspection.rootId) return;
    if (inspection.type === '@xstate.event') {
      if (inspection.event.type === 'xstate.init') {
        received = undefined;
        onStart?.(inspection.actorRef);
      } else {
        received = inspection.event;
      }
    } else if (inspection.type === '@xstate.snapshot' && received) {
      onStep({ event: received, snapshot: inspection.snapshot as AnyMachineSnapshot });
      received = undefined;
    }
  };
}

/**
 * What a replay's driver keeps of the machine it runs (TapeDriver's takeReceived and reached): the events its root
 * received since last asked, and its latest snapshot (the first one from its start). `inspect` is the actor's option.
 */
export function watchedMachine<TSnapshot extends AnyMachineSnapshot>() {
  let received: AnyEventObject[] = [];
  let latest: TSnapshot | undefined;
  return {
    inspect: rootStepObserver({
      onStart: (actorRef) => {
        latest ??= actorRef.getSnapshot() as TSnapshot;
      },
      onStep: ({ event, snapshot }) => {
        received.push(event);
        latest = snapshot as TSnapshot;
      },
    }),
    /** Whether an event of this type arrived since last asked (a call's answer does a few microtasks after it settles). */
    hasReceived: (type: string): boolean => received.some((event) => event.type === type),
    takeReceived(): AnyEventObject[] {
      const taken = received;
      received = [];
      return taken;
    },
    /** The latest snapshot; throws when the machine never started. */
    latest(): TSnapshot {
      if (!latest) throw new Error('The machine never started');
      return latest;
    },
  };
}
