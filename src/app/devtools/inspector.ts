import { createBrowserInspector } from '@statelyai/inspect';
import { addMachineObserver } from '../../components/devtools/machineInspection';
import { INSPECT_STORAGE_KEY, INSPECT_VALUES, OFFLINE_RECEIVER_PATH, inspectorTarget, redactedInspection } from './inspectorOptions';

/*
 * The Stately inspector, behind its flag (inspectorOptions.ts), for the machines the shop lets developers watch
 * (components/devtools/machineInspection.ts). @statelyai/inspect opens the inspector in a window of its own and, once
 * that window answers its handshake (`@statelyai.connected`), posts it every inspection event, the ones from before
 * first. Nothing leaves the page unredacted: `serialize` is the last step before each post.
 */

function readStoredFlag(): string | null {
  try {
    return localStorage.getItem(INSPECT_STORAGE_KEY);
  } catch {
    return null; // storage refused (a private window's settings): the address alone decides
  }
}

/** Opens the inspector the flag asks for, if any, and hands it every event of the watched machines. */
export function startInspector(): void {
  const target = inspectorTarget(location.search, readStoredFlag());
  if (target === 'unknown') {
    console.warn(`[libos] inspector: unknown flag value; use one of ${INSPECT_VALUES.join(', ')}`);
    return;
  }
  if (target === null) return;
  const inspector = createBrowserInspector({
    // The hosted inspector is the package's own default (https://stately.ai/inspect).
    ...(target === 'local' ? { url: new URL(OFFLINE_RECEIVER_PATH, location.origin).href } : {}),
    serialize: redactedInspection,
  });
  if (!inspector.adapter.targetWindow) {
    console.warn('[libos] inspector: the browser blocked its window; allow pop-ups for this site and reload');
    return;
  }
  addMachineObserver((_machine, inspection) => inspector.inspect.next?.(inspection));
}
