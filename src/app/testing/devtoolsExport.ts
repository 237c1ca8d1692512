import type { Action } from '@reduxjs/toolkit';
import { REDACTED } from '../../../machines/secrets';
import { api } from '../api';
import { reduxDevtoolsOptions } from '../devtools/reduxDevtools';
import { makeStore } from '../store';

/*
 * A Redux DevTools export (the extension's "Export" button: its lifted state, actionsById, computedStates,
 * stagedActionIds...) replayed against a fresh store: every recorded action that was not skipped is dispatched in
 * order, and the store's final state, shown the way DevTools was shown it (devtools/reduxDevtools.ts), must be the
 * export's last computed state, except where the export holds REDACTED: what redaction hid cannot be compared.
 */

type RecordedAction = Action & { meta?: unknown; [field: string]: unknown };

export type DevtoolsExport = {
  actionsById: Record<string, { type: string; action: RecordedAction }>;
  computedStates: Array<{ state: unknown; error?: string }>;
  stagedActionIds: number[];
  skippedActionIds?: number[];
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The export's JSON: the lifted state itself, or wrapped as `{ payload, preloadedState }` with the lifted state as JSON text. */
export function parseDevtoolsExport(text: string): DevtoolsExport {
  let parsed: unknown = JSON.parse(text);
  if (isRecord(parsed) && typeof parsed.payload === 'string') parsed = JSON.parse(parsed.payload);
  if (!isRecord(parsed) || !isRecord(parsed.actionsById) || !Array.isArray(parsed.computedStates) || !Array.isArray(parsed.stagedActionIds)) {
    throw new Error('Not a Redux DevTools export: it needs actionsById, computedStates and stagedActionIds');
  }
  return parsed as DevtoolsExport;
}

const readableApiAction = new RegExp(`^${api.reducerPath}/([^/]+)/(pending|fulfilled|rejected)$`);

/**
 * The type the store knows for a recorded action: DevTools was shown RTK Query's calls by endpoint
 * (`api/loginCustomer/fulfilled`), the store's reducers know them as `api/executeMutation/fulfilled`.
 */
export function storeActionType(action: RecordedAction): string {
  const [, endpoint, phase] = readableApiAction.exec(action.type) ?? [];
  const arg = isRecord(action.meta) && isRecord(action.meta.arg) ? action.meta.arg : undefined;
  if (!endpoint || !phase || !arg || arg.endpointName !== endpoint || (arg.type !== 'query' && arg.type !== 'mutation')) return action.type;
  // The api's middleware looks the endpoint up (its tags): the feature that injects it must be loaded, as in the app.
  if (!(endpoint in api.endpoints)) {
    throw new Error(`The export calls ${endpoint}, which no loaded module injects into the api: import its feature's api.ts first`);
  }
  return `${api.reducerPath}/${arg.type === 'mutation' ? 'executeMutation' : 'executeQuery'}/${phase}`;
}

/** Where `reached` differs from `expected`, by path; a REDACTED value in `expected` matches anything. */
export function stateDifferences(expected: unknown, reached: unknown, path = 'state'): string[] {
  if (expected === REDACTED) return [];
  if (Array.isArray(expected) && Array.isArray(reached)) {
    if (expected.length !== reached.length) return [`${path}: expected ${expected.length} items, reached ${reached.length}`];
    return expected.flatMap((item, index) => stateDifferences(item, reached[index], `${path}[${index}]`));
  }
  if (isRecord(expected) && isRecord(reached)) {
    const keys = [...new Set([...Object.keys(expected), ...Object.keys(reached)])].sort();
    return keys.flatMap((key) => stateDifferences(expected[key], reached[key], `${path}.${key}`));
  }
  return JSON.stringify(expected) === JSON.stringify(reached) ? [] : [`${path}: expected ${JSON.stringify(expected)}, reached ${JSON.stringify(reached)}`];
}

/** Dispatches the export's actions into a fresh store; `differences` is empty when it ends where the export ended. */
export function replayDevtoolsExport(exported: DevtoolsExport) {
  const store = makeStore();
  const skipped = new Set(exported.skippedActionIds ?? []);
  const dispatched: string[] = [];
  for (const id of exported.stagedActionIds) {
    const recorded = exported.actionsById[String(id)];
    if (!recorded) throw new Error(`The export stages action ${id} but does not hold it`);
    // Redux's own (@@INIT, @@redux/...) happened when the store was made.
    if (skipped.has(id) || recorded.action.type.startsWith('@@')) continue;
    const action = { ...recorded.action, type: storeActionType(recorded.action) };
    store.dispatch(action);
    dispatched.push(action.type);
  }
  const sanitize = reduxDevtoolsOptions.stateSanitizer ?? (<S>(state: S) => state);
  // As DevTools was sent it: sanitized, then through JSON.
  const reached: unknown = JSON.parse(JSON.stringify(sanitize(store.getState(), exported.computedStates.length - 1)));
  const expected = exported.computedStates.at(-1)?.state;
  return { store, dispatched, reached, differences: stateDifferences(expected, reached) };
}
