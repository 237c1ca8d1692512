import { removeRunSetup } from './run-setup';

/** jest globalTeardown of the cluster project: removes what the global setup made. */
export default removeRunSetup;
