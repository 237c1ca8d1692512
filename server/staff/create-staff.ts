import { eq, sql } from 'drizzle-orm';
import { STAFF_ROLES, type StaffRole } from '../../contract/staff';
import { hashPassword } from '../shared/passwords';
import { loadConfig } from '../config';
import type { Config } from '../config';
import { openDatabase, type Database, type DatabaseHandle } from '../db/client';
import { users } from '../db/schema/staff';
import { assertKeepsAnAdmin, lockAdmins } from './accounts-service';

/**
 * `npm run staff:create -- PHONE PASSWORD [FULL NAME] [--role ADMIN|MANAGER]`: creates a staff account (ADMIN unless
 * `--role` says otherwise) in the database the server uses (the same environment: DATABASE_URL or DATA_DIR), or sets
 * a new password (and the role, when given) for an existing one, which signs that account out everywhere: its
 * earlier tokens get 401.
 * Staff sign in at POST /api/auth/loginUser.
 */
const PHONE = /^\+998[0-9]{9}$/;
const MIN_PASSWORD = 6;
const MAX_PASSWORD = 128;

export interface StaffArguments {
  phoneNumber: string;
  password: string;
  fullName: string;
  /** Unset: a new account is ADMIN, an existing one keeps its role. */
  role?: StaffRole;
}

const USAGE = 'usage: npm run staff:create -- +998XXXXXXXXX PASSWORD [FULL NAME] [--role ADMIN|MANAGER]';

/** `--role X` or `--role=X` anywhere; the rest is phone, password and name in that order. */
function takeRole(args: string[]): { rest: string[]; role?: StaffRole } {
  const rest: string[] = [];
  let given: string | undefined;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index]!;
    if (arg === '--role') {
      given = args[index + 1] ?? '';
      index += 1;
    } else if (arg.startsWith('--role=')) {
      given = arg.slice('--role='.length);
    } else {
      rest.push(arg);
    }
  }
  if (given === undefined) return { rest };
  const role = STAFF_ROLES.find((known) => known === given!.toUpperCase());
  if (!role) throw new Error(`the role must be one of ${STAFF_ROLES.join(', ')}, got "${given}"`);
  return { rest, role };
}

export function parseStaffArguments(args: string[]): StaffArguments {
  const { rest, role } = takeRole(args);
  const [phoneNumber, password, ...name] = rest;
  if (!phoneNumber || !password) throw new Error(USAGE);
  if (!PHONE.test(phoneNumber)) throw new Error(`the phone must be +998 and 9 digits, got "${phoneNumber}"`);
  if (password.length < MIN_PASSWORD || password.length > MAX_PASSWORD) {
    throw new Error(`the password must be ${MIN_PASSWORD} to ${MAX_PASSWORD} characters`);
  }
  const parsed: StaffArguments = { phoneNumber, password, fullName: name.join(' ').trim() || 'Libos staff' };
  return role ? { ...parsed, role } : parsed;
}

/**
 * Creates the account, or gives an existing one the new password (and the role, when given); a new password also
 * raises the session version in the same UPDATE, so every token signed before it stops working. A role that would
 * leave the shop without an ADMIN is refused by the staff accounts routes' own rule (409, the account unchanged).
 * The account's id.
 */
export async function saveStaffAccount(db: Database, staff: StaffArguments): Promise<number> {
  const passwordHash = await hashPassword(staff.password);
  return db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const [existing] = await tx.select({ role: users.role }).from(users).where(eq(users.phoneNumber, staff.phoneNumber));
    if (existing && staff.role) assertKeepsAnAdmin(admins, existing.role, staff.role);
    const [row] = await tx
      .insert(users)
      .values({ phoneNumber: staff.phoneNumber, fullName: staff.fullName, passwordHash, role: staff.role ?? 'ADMIN' })
      .onConflictDoUpdate({
        target: users.phoneNumber,
        // Without --role an existing account keeps its role.
        set: { passwordHash, sessionVersion: sql`${users.sessionVersion} + 1`, role: staff.role ?? sql`${users.role}` },
      })
      .returning({ id: users.id });
    if (!row) throw new Error('saving the staff account returned nothing');
    return row.id;
  });
}

/** What the command reads and writes besides its arguments: the database it opens, and its two outputs. */
export interface StaffCommandIo {
  open(config: Config): Promise<DatabaseHandle>;
  log(line: string): void;
  error(line: string): void;
}

const processIo: StaffCommandIo = { open: openDatabase, log: console.log, error: console.error };

/**
 * The command: its exit code, 0 once the account is saved. Every refusal (the arguments, a database another process
 * has open, the last ADMIN) is one line on the error output and 1, with nothing changed.
 */
export async function runStaffCreate(args: string[], env: NodeJS.ProcessEnv, io: StaffCommandIo = processIo): Promise<number> {
  try {
    const staff = parseStaffArguments(args);
    const config = loadConfig(env);
    const database = await io.open(config);
    try {
      await database.migrate();
      const id = await saveStaffAccount(database.db, staff);
      const [{ role } = { role: '?' }] = await database.db.select({ role: users.role }).from(users).where(eq(users.id, id));
      const where = database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`;
      io.log(`staff account ${staff.phoneNumber} (id ${id}, role ${role}) is ready in ${where}`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    io.error(`staff:create: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (require.main === module) {
  void runStaffCreate(process.argv.slice(2), process.env).then((code) => {
    process.exitCode = code;
  });
}
