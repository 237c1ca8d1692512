import { fromPromise, type AnyEventObject } from 'xstate';

type Pending = { input: unknown; resolve: (output: unknown) => void; reject: (error: unknown) => void };

const donePrefix = 'xstate.done.actor.';
const errorPrefix = 'xstate.error.actor.';

export function isActorOutcome(event: AnyEventObject): boolean {
  return event.type.startsWith(donePrefix) || event.type.startsWith(errorPrefix);
}

/**
 * Stand-ins for a machine's calls that stay pending until the test settles them with the very outcome
 * event the model names (`xstate.done.actor.<id>` with `output`, `xstate.error.actor.<id>` with `error`).
 * An invoked actor's id is its invoke id, so each pending call is found by the event's suffix.
 */
export class FakeCalls {
  private readonly pending = new Map<string, Pending>();
  /** Every call made, in order, with its input: for asserting what the machine sent. */
  readonly made: Array<{ id: string; input: unknown }> = [];

  actor<TOutput, TInput>() {
    return fromPromise<TOutput, TInput>(
      ({ input, self, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.made.push({ id: self.id, input });
          this.pending.set(self.id, { input, resolve: (output) => resolve(output as TOutput), reject });
          // A call the machine abandoned (CLOSE, BACK) is no longer pending.
          signal.addEventListener('abort', () => this.pending.delete(self.id));
        }),
    );
  }

  isPending(id: string): boolean {
    return this.pending.has(id);
  }

  /** Resolves or rejects the pending call named by an outcome event. */
  settle(event: AnyEventObject): void {
    const isDone = event.type.startsWith(donePrefix);
    const id = event.type.slice(isDone ? donePrefix.length : errorPrefix.length);
    const call = this.pending.get(id);
    if (!call) throw new Error(`No pending ${id} call to settle with ${event.type}; pending: ${[...this.pending.keys()].join(', ') || 'none'}`);
    this.pending.delete(id);
    if (isDone) call.resolve(event.output);
    else call.reject(event.error);
  }
}
