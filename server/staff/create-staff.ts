import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config';
import { openDatabase, type Executor } from '../db/client';
import { users } from '../db/schema/people';

/**
 * `npm run staff:create -- PHONE PASSWORD [FULL NAME]`: creates an ADMIN staff account in the database the
 * server uses (the same environment: DATABASE_URL or DATA_DIR), or sets a new password for an existing one (which
 * signs that account out everywhere: its earlier tokens get 401).
 * Staff sign in at POST /api/auth/loginUser.
 */
const PHONE = /^\+998[0-9]{9}$/;
const MIN_PASSWORD = 6;
const MAX_PASSWORD = 128;

export function parseStaffArguments(args: string[]): { phoneNumber: string; password: string; fullName: string } {
  const [phoneNumber, password, ...name] = args;
  if (!phoneNumber || !password) throw new Error('usage: npm run staff:create -- +998XXXXXXXXX PASSWORD [FULL NAME]');
  if (!PHONE.test(phoneNumber)) throw new Error(`the phone must be +998 and 9 digits, got "${phoneNumber}"`);
  if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) {
    throw new Error(`the password must be ${MIN_PASSWORD} to ${MAX_PASSWORD} characters`);
  }
  return { phoneNumber, password, fullName: name.join(' ').trim() || 'Libos staff' };
}

/**
 * Creates the account, or gives an existing one the new password; a new password also raises the session
 * version in the same UPDATE, so every token signed before it stops working. The account's id.
 */
export async function saveStaffAccount(
  db: Executor,
  staff: { phoneNumber: string; password: string; fullName: string },
): Promise<number> {
  const passwordHash = await hashPassword(staff.password);
  const [row] = await db
    .insert(users)
    .values({ phoneNumber: staff.phoneNumber, fullName: staff.fullName, passwordHash, role: 'ADMIN' })
    .onConflictDoUpdate({
      target: users.phoneNumber,
      set: { passwordHash, role: 'ADMIN', sessionVersion: sql`${users.sessionVersion} + 1` },
    })
    .returning({ id: users.id });
  if (!row) throw new Error('saving the staff account returned nothing');
  return row.id;
}

async function main(): Promise<void> {
  const staff = parseStaffArguments(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const id = await saveStaffAccount(database.db, staff);
    const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
    console.log(`staff account ${staff.phoneNumber} (id ${id}, role ADMIN) is ready in ${where}`);
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
