import type { Executor } from '../db/client';
import { DEMO_STAFF } from '../db/seed/demo-accounts';
import { staffPasswordMatches } from './accounts-service';

/**
 * Whether the demo ADMIN still signs in with the password the README publishes. Checked at every start, not
 * only when the demo was seeded: a demo shop that went live keeps warning until someone changes it.
 */
export async function demoStaffPasswordInUse(db: Executor): Promise<boolean> {
  return staffPasswordMatches(db, DEMO_STAFF.phoneNumber, DEMO_STAFF.password);
}

export const DEMO_STAFF_WARNING =
  `THE DEMO STAFF ACCOUNT IS OPEN: ${DEMO_STAFF.phoneNumber} signs in as ADMIN with the published password ` +
  `"${DEMO_STAFF.password}". Fine for a demo on this machine; for a real shop start on an empty database with ` +
  `SEED_DEMO=0 and make staff with \`npm run staff:create -- PHONE PASSWORD\`, or give this account a new password that ` +
  // The embedded database opens in one process at a time: the command refuses while this server has it.
  `way (on the embedded database, with the shop stopped first), or on the staff app's accounts page.`;
