import { redactSecrets } from '../../../machines/secrets';

/*
 * Which inspector the flag asks for, and what of the machines may be sent to it: the parts of the inspector
 * (inspector.ts) that do not need @statelyai/inspect, so its tests run without it.
 */

/** The query parameter (`?inspect=local`) and the local storage key that switch the inspector on. */
export const INSPECT_PARAMETER = 'inspect';
export const INSPECT_STORAGE_KEY = 'libos:inspect';

/**
 * The offline receiver (inspectorReceiver.ts), a page only the development build emits (webpack.config.ts,
 * developmentPages): it lists what the shop's machines send, with no internet needed.
 */
export const OFFLINE_RECEIVER_PATH = '/devtools/inspector.html';

/** `local`: the offline receiver; `stately`: Stately's hosted inspector (stately.ai, needs the internet). */
export type InspectorTarget = 'local' | 'stately';

const targets: Record<string, InspectorTarget | null> = { local: 'local', stately: 'stately', '1': 'stately', '': 'stately', '0': null, off: null };

/**
 * The inspector the flag names: the query parameter if the address has it (`?inspect` alone means the hosted one; `0`
 * switches off what local storage asks for), else local storage. `unknown` for a value that names none.
 */
export function inspectorTarget(search: string, stored: string | null): InspectorTarget | null | 'unknown' {
  const fromAddress = new URLSearchParams(search).get(INSPECT_PARAMETER);
  const value = (fromAddress ?? stored)?.trim().toLowerCase();
  if (value === undefined) return null;
  const target = targets[value];
  return target === undefined ? 'unknown' : target;
}

/** The values the flag takes, for the message about one it does not know. */
export const INSPECT_VALUES = Object.keys(targets).map((value) => (value === '' ? '(empty)' : value));

/**
 * What leaves the page for an inspector: the event as JSON, with every secret replaced (machines/secrets.ts). The
 * whole message is redacted, not only the parts the package's `sanitizeEvent` and `sanitizeContext` reach: a call's
 * own snapshot carries its input (a password) and output (a token), and an actor's error its body.
 */
export function redactedInspection<T>(message: T): T {
  return JSON.parse(JSON.stringify(redactSecrets(message)) ?? 'null') as T;
}
