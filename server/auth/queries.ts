import { and, count, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { verificationCodes } from '../db/schema/auth';
import type { CodePurpose } from './codes';

/** Serialises code requests of one phone until the transaction ends, so two at once cannot both pass the limits. */
export async function lockPhone(tx: Executor, phoneNumber: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${phoneNumber}`}))`);
}

export async function codeSendTimesSince(db: Executor, phoneNumber: string, since: Date): Promise<Date[]> {
  const rows = await db
    .select({ createdAt: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phoneNumber, phoneNumber), gt(verificationCodes.createdAt, since)));
  return rows.map((row) => row.createdAt);
}

/** Serialises code requests of the whole shop until the transaction ends, so the daily ceiling is never passed. */
export async function lockShopCodes(tx: Executor): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('verification:shop'))`);
}

/** Codes sent to any phone since the moment; the ones whose SMS failed were deleted and do not count. */
export async function codesSentSince(db: Executor, since: Date): Promise<number> {
  const [row] = await db.select({ sent: count() }).from(verificationCodes).where(gte(verificationCodes.createdAt, since));
  return row?.sent ?? 0;
}

export interface NewCode {
  phoneNumber: string;
  purpose: CodePurpose;
  code: string;
  expiresAt: Date;
  createdAt: Date;
}

export async function insertCode(db: Executor, code: NewCode): Promise<number> {
  const [row] = await db
    .insert(verificationCodes)
    .values({ phoneNumber: code.phoneNumber, purpose: code.purpose, code: code.code, expiresAt: code.expiresAt, createdAt: code.createdAt })
    .returning({ id: verificationCodes.id });
  if (!row) throw new Error('insert into verification_codes returned nothing');
  return row.id;
}

export async function deleteCode(db: Executor, id: number): Promise<void> {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

/**
 * The newest code of a phone and purpose (of any purpose when none is given), locked until the transaction ends;
 * older codes never count.
 */
export async function newestCodeForUpdate(tx: Executor, phoneNumber: string, purpose: CodePurpose | undefined) {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(and(eq(verificationCodes.phoneNumber, phoneNumber), purpose === undefined ? undefined : eq(verificationCodes.purpose, purpose)))
    .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function recordWrongTry(tx: Executor, id: number): Promise<number> {
  const [row] = await tx
    .update(verificationCodes)
    .set({ failedAttempts: sql`${verificationCodes.failedAttempts} + 1` })
    .where(eq(verificationCodes.id, id))
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  return row?.failedAttempts ?? Number.MAX_SAFE_INTEGER;
}

export async function markCodeUsed(tx: Executor, id: number, usedAt: Date): Promise<void> {
  await tx.update(verificationCodes).set({ usedAt }).where(eq(verificationCodes.id, id));
}
