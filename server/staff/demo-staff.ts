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

