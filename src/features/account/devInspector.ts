import type { InspectionEvent } from 'xstate';

/** Set this local-storage key to "1" in a development build to log the panel's and pop-up's machines. */
export const inspectFlagKey = 'libos:inspect';

/**
 * An opt-in inspector for development builds. It logs event types and state values only: events can carry
 * passwords. (@statelyai/inspect's createBrowserInspector is not installed; if it is added, return its
 * `inspect` here and the machines show up in the Stately inspector.)
 */
export function devInspector(): ((inspection: InspectionEvent) => void) | undefined {
  if (process.env.NODE_ENV !== 'development' || typeof window === 'undefined') return undefined;
  try {
    if (window.localStorage.getItem(inspectFlagKey) !== '1') return undefined;
  } catch {
    return undefined;
  }
  return (inspection) => {
    if (inspection.type === '@xstate.event') console.debug(`[${inspection.actorRef.sessionId}] event`, inspection.event.type);
    if (inspection.type === '@xstate.snapshot' && 'value' in inspection.snapshot) {
      console.debug(`[${inspection.actorRef.sessionId}] state`, inspection.snapshot.value);
    }
  };
}
