import { startInspector } from './inspector';
import { startTapeRecorder } from './tapeRecorder';

/**
 * The development build's tools, loaded by startShop.ts in development only (a production build has no trace of this
 * chunk): the Stately inspector and the tape recorder, each behind its own flag, watching the machines through
 * components/devtools/machineInspection.ts.
 */
export function startDevtools(): void {
  startInspector();
  startTapeRecorder();
}
