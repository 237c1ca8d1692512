import type { InspectionEvent } from 'xstate';
import type { TapeMachine } from '../../../machines/tapes/tape';

/*
 * The seam between the shop's machines and what watches them in a development build: the Stately inspector and the
 * tape recorder (src/app/devtools/) register here once their flags are read; each machine's component passes
 * `devMachineInspect(name)` as its actor's `inspect`. In a production build the function is `undefined` at once and
 * webpack drops everything else here, so the shop's bundle carries none of the watching.
 */

/** The machines a developer can watch and a tester can record (machines/). */
export type WatchedMachine = TapeMachine;

export type MachineObserver = (machine: WatchedMachine, inspection: InspectionEvent) => void;

const observers = new Set<MachineObserver>();

/** Adds an observer of every watched machine's inspection events (development only); returns its removal. */
export function addMachineObserver(observer: MachineObserver): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/**
 * The `inspect` option for `machine`'s actor: in development, a forwarder to the observers registered now or later
 * (the dev tools load while the page starts); in production, undefined.
 */
export function devMachineInspect(machine: WatchedMachine): ((inspection: InspectionEvent) => void) | undefined {
  if (process.env.NODE_ENV !== 'development') return undefined;
  return (inspection) => {
    for (const observer of observers) observer(machine, inspection);
  };
}
