import { createActor, SimulatedClock, type AnyStateMachine } from 'xstate';
import type { OrderPayment } from '../paymentResult';
import { fakeAccountActors } from '../testing/accountPanelModel';
import { FakeCalls, isActorOutcome } from '../testing/fakeCalls';
import type { TapeMachine } from './tape';
import type { TapeDriver } from './replay';
import { tapedMachines } from './tapedMachines';
import { watchedMachine } from './tapeSteps';

/*
 * The machine-alone side of a replay, as the model tests drive it: a shopper's event is sent, a call's answer settles
 * the pending fake call it names (machines/testing/fakeCalls.ts), and the end of a delay moves a simulated clock on
 * by that delay, so no test clock is needed and the command replays in no time.
 */

const afterPrefix = 'xstate.after.';
/** A promise's answer reaches the machine a few microtasks after the call settles. */
const MICROTASKS_FOR_AN_ANSWER = 50;

function withFakes(machine: TapeMachine, calls: FakeCalls): AnyStateMachine {
  if (machine === 'accountPanel') return tapedMachines.accountPanel.provide({ actors: fakeAccountActors(calls) });
  return tapedMachines.paymentResult.provide({
    actors: { getOrder: calls.actor<OrderPayment, { orderId: string }>() },
    actions: { clearLastOrderId: () => undefined },
  });
}

/** How long the delay an `xstate.after.<delay>.<state id>` event ends lasts: a number of ms, or a delay the machine names. */
function delayOf(machine: AnyStateMachine, eventType: string): number {
  const name = eventType.slice(afterPrefix.length).split('.')[0] ?? '';
  if (/^\d+$/.test(name)) return Number(name);
  const delay: unknown = machine.implementations.delays[name];
  if (typeof delay !== 'number') throw new Error(`The delay ${name} of ${eventType} is not a fixed number of ms`);
  return delay;
}

export function machineDriver(machine: TapeMachine): TapeDriver {
  const calls = new FakeCalls();
  const clock = new SimulatedClock();
  const logic = withFakes(machine, calls);
  const watched = watchedMachine();
  const actor = createActor(logic, { clock, inspect: watched.inspect });
  actor.start();

  return {
    async perform({ event }) {
      if (isActorOutcome(event)) {
        calls.settle(event);
        for (let tick = 0; tick < MICROTASKS_FOR_AN_ANSWER && !watched.hasReceived(event.type); tick += 1) await Promise.resolve();
      } else if (event.type.startsWith(afterPrefix)) {
        clock.increment(delayOf(logic, event.type));
      } else {
        actor.send(event);
      }
    },
    takeReceived: watched.takeReceived,
    reached: () => actor.getSnapshot().value,
    stop: () => actor.stop(),
  };
}
