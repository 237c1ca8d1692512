import { randomInt } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { hashPassword, passwordMatches } from '../shared/passwords';
import type { Executor, Transaction } from '../db/client';
import { users } from '../db/schema/staff';
import type { AppDeps } from '../deps';
import { conflict, notFound } from '../errors';
import { writeAudit } from './audit';
import type { AddStaffBody, EditStaffBody, StaffRole } from '../../contract/staff';
import type { ResetPasswordAnswer, StaffAccount } from './accounts-schemas';

/**
 * Staff accounts, run by ADMINs. The shop always keeps one ADMIN: every demotion and removal takes one lock first, so
 * two admins demoting each other at once are served one after the other and the second is refused. A new role or
 * password, or the removal, ends that account's sign-ins (its session version; a removed account's tokens find no row).
 */

type Deps = Pick<AppDeps, 'db' | 'clock'>;

const accountColumns = { id: users.id, fullName: users.fullName, phoneNumber: users.phoneNumber, role: users.role, createdAt: users.createdAt };

const toAccount = (row: Omit<StaffAccount, 'createdAt'> & { createdAt: Date }): StaffAccount => ({ ...row, createdAt: row.createdAt.toISOString() });

/** What signing in checks: the staff account of a phone, its password hash, role and session version. */
export async function staffCredentials(db: Executor, phoneNumber: string) {
  const [row] = await db
    .select({ id: users.id, passwordHash: users.passwordHash, role: users.role, sessionVersion: users.sessionVersion })
    .from(users)
    .where(eq(users.phoneNumber, phoneNumber));
  return row;
}


/** Whether a staff account of this phone signs in with this password; no token is made. */
export async function staffPasswordMatches(db: Executor, phoneNumber: string, password: string): Promise<boolean> {
  const user = await staffCredentials(db, phoneNumber);
  return user !== undefined && (await passwordMatches(user.passwordHash, password));
}

export const LAST_ADMIN_MESSAGE = 'The shop must keep at least one ADMIN: make another account ADMIN first';

export async function listAccounts(deps: Deps): Promise<StaffAccount[]> {
  const rows = await deps.db.select(accountColumns).from(users).orderBy(asc(users.id));
  return rows.map(toAccount);
}

async function accountById(db: Executor, id: number): Promise<StaffAccount | undefined> {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id));
  return row && toAccount(row);
}

/**
 * The ADMINs counted under a lock held to the end of the transaction, so the count sees every demotion committed
 * before; take it before reading the account a change is about (assertKeepsAnAdmin).
 */
export async function lockAdmins(tx: Transaction): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('staff:admins'))`);
  const [row] = await tx.select({ admins: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'ADMIN'));
  return Number(row?.admins ?? 0);
}

/**
 * The rule of the last ADMIN, in one place for the staff accounts routes and `npm run staff:create`: taking the role
 * ADMIN from an account (`to` its new role, null when it is removed) is refused with 409 when it is the shop's last.
 * `admins` is lockAdmins' count in the same transaction.
 */
export function assertKeepsAnAdmin(admins: number, from: StaffRole, to: StaffRole | null): void {
  if (from !== 'ADMIN' || to === 'ADMIN' || admins > 1) return;
  throw to === null ? conflict('CONFLICT', LAST_ADMIN_MESSAGE) : conflict('CONFLICT', LAST_ADMIN_MESSAGE, { role: 'the last ADMIN stays ADMIN' });
}

export async function addAccount(deps: Deps, userId: number, body: AddStaffBody): Promise<StaffAccount> {
  const passwordHash = await hashPassword(body.password);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ fullName: body.fullName.trim(), phoneNumber: body.phoneNumber, role: body.role, passwordHash, createdAt: now })
      .onConflictDoNothing({ target: users.phoneNumber })
      .returning({ id: users.id });
    if (!row) throw conflict('DUPLICATE', 'A staff account with this phone number exists', { phoneNumber: 'is taken' });
    const after = (await accountById(tx, row.id))!;
    await writeAudit(tx, { userId, action: 'CREATE', entity: 'staffUser', entityId: after.id, before: null, after }, now);
    return after;
  });
}

export async function editAccount(deps: Deps, userId: number, id: number, body: EditStaffBody): Promise<StaffAccount> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const before = await accountById(tx, id);
    if (!before) throw notFound('Staff account');
    assertKeepsAnAdmin(admins, before.role, body.role);
    const roleChanged = before.role !== body.role;
    await tx
      .update(users)
      .set({
        fullName: body.fullName.trim(),
        role: body.role,
        // A new role ends the sign-ins made with the old one.
        sessionVersion: roleChanged ? sql`${users.sessionVersion} + 1` : users.sessionVersion,
      })
      .where(eq(users.id, id));
    const after = (await accountById(tx, id))!;
    await writeAudit(tx, { userId, action: 'UPDATE', entity: 'staffUser', entityId: id, before, after }, now);
    return after;
  });
}

// No look-alikes (0/O, 1/l/I), so it can be read out and typed from a screen.
const PASSWORD_ALPHABET = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function generatePassword(length = 12): string {
  return Array.from({ length }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]).join('');
}

export async function resetPassword(deps: Deps, userId: number, id: number, given: string | undefined): Promise<ResetPasswordAnswer> {
  const password = given ?? generatePassword();
  const passwordHash = await hashPassword(password);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash, sessionVersion: sql`${users.sessionVersion} + 1` })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!row) throw notFound('Staff account');
    // Neither password nor hash goes into the log: only that it was reset, and whether the server made it.
    await writeAudit(tx, { userId, action: 'RESET_PASSWORD', entity: 'staffUser', entityId: id, before: null, after: { id, generated: given === undefined } }, now);
  });
  return { id, generatedPassword: given === undefined ? password : null };
}

/** Staff may remove their own account too, unless it is the last ADMIN; their audit rows stay (user ids are plain numbers). */
export async function removeAccount(deps: Deps, userId: number, id: number): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const admins = await lockAdmins(tx);
    const before = await accountById(tx, id);
    if (!before) throw notFound('Staff account');
    assertKeepsAnAdmin(admins, before.role, null);
    await tx.delete(users).where(eq(users.id, id));
    await writeAudit(tx, { userId, action: 'DELETE', entity: 'staffUser', entityId: id, before, after: null }, now);
  });
}
