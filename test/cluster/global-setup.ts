import { makeRunSetup } from './run-setup';

/** jest globalSetup of the cluster project: the seeded database and the compiled server its tests' servers share. */
export default makeRunSetup;
