import { and, count, eq, gte, ilike, inArray, isNull, lt, sql, type Column, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { customers } from '../db/schema/people';

const profileColumns = {
  id: customers.id,
  fullName: customers.fullName,
  phoneNumber: customers.phoneNumber,
  birthDate: customers.birthDate,
  gender: customers.gender,
  imageUrl: customers.imageUrl,
  points: customers.points,
};

export type CustomerRow = Pick<typeof customers.$inferSelect, keyof typeof profileColumns>;

export async function findCustomer(db: Executor, customerId: number): Promise<CustomerRow | undefined> {
  const [row] = await db.select(profileColumns).from(customers).where(eq(customers.id, customerId));
  return row;
}

export async function updateProfile(
  db: Executor,
  customerId: number,
  profile: { fullName: string; birthDate: string; gender: 'Erkak' | 'Ayol' },
): Promise<boolean> {
  const rows = await db
    .update(customers)
    .set({ fullName: profile.fullName, birthDate: profile.birthDate, gender: profile.gender })
    .where(eq(customers.id, customerId))
    .returning({ id: customers.id });
  return rows.length > 0;
}

export async function findContactsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, { fullName: string; phoneNumber: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: customers.id, fullName: customers.fullName, phoneNumber: customers.phoneNumber })
    .from(customers)
    .where(inArray(customers.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...contact }) => [id, contact]));
}

/** Adds to the customer's points (the UPDATE locks the row); the new balance, or undefined when there is no such customer. */
export async function addToPoints(tx: Executor, customerId: number, points: number): Promise<number | undefined> {
  const [row] = await tx
    .update(customers)
    .set({ points: sql`${customers.points} + ${points}` })
    .where(eq(customers.id, customerId))
    .returning({ points: customers.points });
  return row?.points;
}

/** Takes points from the customer's balance, never below zero. */
export async function subtractFromPoints(tx: Executor, customerId: number, points: number): Promise<void> {
  await tx
    .update(customers)
    .set({ points: sql`greatest(${customers.points} - ${points}, 0)` })
    .where(eq(customers.id, customerId));
}

/** Whether the customer exists and is not deleted. */
export async function customerIsActive(db: Executor, customerId: number): Promise<boolean> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row !== undefined;
}

/** Locks the customer's row until the transaction ends (FOR UPDATE). */
export async function lockCustomerRow(tx: Executor, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

export async function passwordHashOf(db: Executor, customerId: number): Promise<string | undefined> {
  const [row] = await db.select({ passwordHash: customers.passwordHash }).from(customers).where(eq(customers.id, customerId));
  return row?.passwordHash;
}

/** Sets the picture and gives back the one it replaced (undefined when the customer does not exist). */
export async function replaceImageUrl(db: Executor, customerId: number, imageUrl: string): Promise<{ previous: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ imageUrl: customers.imageUrl })
      .from(customers)
      .where(eq(customers.id, customerId))
      .for('update');
    if (!row) return undefined;
    await tx.update(customers).set({ imageUrl }).where(eq(customers.id, customerId));
    return { previous: row.imageUrl };
  });
}

/** What signing in checks: the customer of a phone, its password hash and session version. */
export async function findCredentialsByPhone(db: Executor, phoneNumber: string) {
  const [row] = await db
    .select({ id: customers.id, passwordHash: customers.passwordHash, sessionVersion: customers.sessionVersion })
    .from(customers)
    .where(eq(customers.phoneNumber, phoneNumber));
  return row;
}

/** The customer's session version (what a token signed now must carry); undefined when there is no such customer. */
export async function findSessionVersion(db: Executor, customerId: number): Promise<number | undefined> {
  const [row] = await db.select({ sessionVersion: customers.sessionVersion }).from(customers).where(and(eq(customers.id, customerId), isNull(customers.deletedAt)));
  return row?.sessionVersion;
}

export interface NewCustomer {
  phoneNumber: string;
  fullName: string;
  birthDate: string;
  /** Unset: the column's default (a customer who came by Telegram, which tells no gender). */
  gender?: 'Erkak' | 'Ayol';
  passwordHash: string;
  createdAt: Date;
}

export async function insertCustomer(db: Executor, customer: NewCustomer): Promise<number> {
  const [row] = await db
    .insert(customers)
    .values({
      phoneNumber: customer.phoneNumber,
      fullName: customer.fullName,
      birthDate: customer.birthDate,
      gender: customer.gender,
      passwordHash: customer.passwordHash,
      createdAt: customer.createdAt,
    })
    .returning({ id: customers.id });
  if (!row) throw new Error('insert into customers returned nothing');
  return row.id;
}

/**
 * A new password and a raised session version in one UPDATE, so no token signed before it outlives it
 * (the guard compares versions). The new version, or undefined when the customer is gone.
 */
export async function setCustomerPasswordHash(db: Executor, customerId: number, passwordHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(customers)
    .set({ passwordHash, sessionVersion: sql`${customers.sessionVersion} + 1` })
    .where(eq(customers.id, customerId))
    .returning({ sessionVersion: customers.sessionVersion });
  return row?.sessionVersion;
}

/** The name and picture of each of these customers, by id. */
export async function findNamesByIds(db: Executor, ids: readonly number[]): Promise<Map<number, { fullName: string; imageUrl: string | null }>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: customers.id, fullName: customers.fullName, imageUrl: customers.imageUrl }).from(customers).where(inArray(customers.id, [...ids]));
  return new Map(rows.map(({ id, ...name }) => [id, name]));
}

/** A condition on another table's customer id column: its customer's name matches the ILIKE pattern. */
export function nameMatchesCondition(customerId: Column, pattern: string): SQL {
  return sql`${customerId} in (select ${customers.id} from ${customers} where ${ilike(customers.fullName, pattern)})`;
}

export function phoneMatchesCondition(customerId: Column, pattern: string): SQL {
  return sql`${customerId} in (select ${customers.id} from ${customers} where ${customers.phoneNumber} like ${pattern})`;
}

/** The customer's phone while they are not deleted, else undefined. */
export async function findActivePhone(db: Executor, customerId: number): Promise<string | undefined> {
  const [row] = await db.select({ phoneNumber: customers.phoneNumber, deletedAt: customers.deletedAt }).from(customers).where(eq(customers.id, customerId));
  return row && !row.deletedAt ? row.phoneNumber : undefined;
}

export async function countJoinedIn(db: Executor, range: { start: Date; end: Date }): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(customers)
    .where(and(gte(customers.createdAt, range.start), lt(customers.createdAt, range.end)));
  return Number(row?.count ?? 0);
}

/** A subquery of the ids of the audience's customers not deleted, for another domain's insert ... select. */
export function activeIdsQuery(audience: { all: true } | { id: number } | { phoneNumber: string }): SQL {
  const which = 'id' in audience ? eq(customers.id, audience.id) : 'phoneNumber' in audience ? eq(customers.phoneNumber, audience.phoneNumber) : undefined;
  return sql`select ${customers.id} as id from ${customers} where ${and(isNull(customers.deletedAt), which)}`;
}
