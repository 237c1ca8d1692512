import { hashPassword, passwordMatches } from '../shared/passwords';
import type { EditCustomerBody, EditCustomerPasswordBody } from '../../contract/customer';
import type { Column, SQL } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { AppDeps } from '../deps';
import { badRequest, conflict, notFound } from '../errors';
import { removeAvatar, storeAvatar } from './avatar-store';
import type { CustomerHolders } from './holders';
import type { ImageType } from './image-type';
import { activeIdsQuery, addToPoints, countJoinedIn, customerIsActive, findActivePhone, findContactsByIds, phoneMatchesCondition, findCredentialsByPhone, findSessionVersion, subtractFromPoints, findCustomer, lockCustomerRow, findNamesByIds, insertCustomer, nameMatchesCondition, passwordHashOf, replaceImageUrl, setCustomerPasswordHash, updateProfile, type NewCustomer } from './queries';
import { assertBirthDate } from '../shared/birth-date';

type CustomerDeps = Pick<AppDeps, 'db' | 'clock' | 'config' | 'media'>;

/** The customer signing in with this phone: id, password hash and session version; undefined when none has it. */
export async function customerCredentials(db: Executor, phoneNumber: string) {
  return findCredentialsByPhone(db, phoneNumber);
}

/** The session version a token for this customer must carry; undefined when the customer is gone or deleted. */
export function customerSessionVersion(db: Executor, customerId: number): Promise<number | undefined> {
  return findSessionVersion(db, customerId);
}

/** A new customer, in the caller's transaction (sign-up grants its coupons in the same one); its id. */
export async function addCustomer(tx: Executor, customer: NewCustomer): Promise<number> {
  return insertCustomer(tx, customer);
}

// No one's birth date, the earliest the shop takes (a deleted customer's too), and a hash no password matches
// (not an argon2 one): a customer made from a Telegram sign-in has neither until they edit their profile or reset by SMS.
const NOT_GIVEN_BIRTH_DATE = '1900-01-01';
const NO_PASSWORD_YET = '!telegram';

/**
 * A customer who signed in by Telegram with a phone they shared with the shop's bot (docs/api.md "Telegram"): their
 * name from Telegram, no birth date and the column's gender until they edit the profile, and no password usable until
 * a reset by SMS (which proves the phone as sign-up does). In the caller's transaction; its id.
 */
export async function addCustomerWithoutPassword(tx: Executor, customer: { phoneNumber: string; fullName: string; createdAt: Date }): Promise<number> {
  return insertCustomer(tx, { ...customer, birthDate: NOT_GIVEN_BIRTH_DATE, passwordHash: NO_PASSWORD_YET });
}

/** The name and picture of each of these customers, by id, for lists that show who wrote or did something. */
export async function customerNamesByIds(db: Executor, ids: readonly number[]): Promise<Map<number, { fullName: string; imageUrl: string | null }>> {
  return findNamesByIds(db, [...new Set(ids)]);
}

/** Names and phones of the customers by id (deleted ones under the name and phone their deletion gave them). */
export function customerContactsByIds(db: Executor, ids: readonly number[]): Promise<Map<number, { fullName: string; phoneNumber: string }>> {
  return findContactsByIds(db, ids);
}

/** Which customers a set-based write elsewhere reaches: all of them, or the one with this id or phone. */
export type CustomerAudience = { all: true } | { id: number } | { phoneNumber: string };

/**
 * The ids of the customers, not deleted, that a set-based write of another domain reaches (a notification or a coupon
 * for every customer, or for one), as a subquery with one column, id: one statement writes them all, and the
 * customers' table stays the customers' own.
 */
export function activeCustomerIds(audience: CustomerAudience): SQL {
  return activeIdsQuery(audience);
}

/** How many customers signed up in [start, end), deleted ones too (the staff dashboard's new customers). */
export function customersJoinedIn(db: Executor, range: { start: Date; end: Date }): Promise<number> {
  return countJoinedIn(db, range);
}

/**
 * For a search over another domain's rows: the condition that the customer in their `customerId` column has a name
 * matching the ILIKE pattern, so the search stays one statement, paged and counted in SQL.
 */
export function customerNameMatches(customerId: Column, pattern: string): SQL {
  return nameMatchesCondition(customerId, pattern);
}

/**
 * The loyalty points balance is a column of the customer, written by loyalty/points.ts in the transaction that awards
 * or takes back an order's points. Adding locks the row (an UPDATE); the new balance, or undefined for no customer.
 */
export function addPoints(tx: Executor, customerId: number, points: number): Promise<number | undefined> {
  return addToPoints(tx, customerId, points);
}

/** Takes points back from the balance, which never goes below zero. */
export function takePoints(tx: Executor, customerId: number, points: number): Promise<void> {
  return subtractFromPoints(tx, customerId, points);
}

/** Whether the id is a customer's who has not been deleted (a contact message links only to such an account). */
export function isActiveCustomer(db: Executor, customerId: number): Promise<boolean> {
  return customerIsActive(db, customerId);
}

/**
 * Locks the customer's row for the rest of the transaction: another domain's per-customer limit (the address book's)
 * takes it so two writes of the same customer cannot both pass the limit.
 */
export function lockCustomer(tx: Executor, customerId: number): Promise<void> {
  return lockCustomerRow(tx, customerId);
}

/** The same for the customer's phone number, matched with LIKE (the staff's orders search by phone digits). */
export function customerPhoneMatches(customerId: Column, pattern: string): SQL {
  return phoneMatchesCondition(customerId, pattern);
}

/** Where an SMS to the customer goes: their phone, or undefined once they are deleted (an anonymised customer gets none). */
export function activeCustomerPhone(db: Executor, customerId: number): Promise<string | undefined> {
  return findActivePhone(db, customerId);
}

/**
 * Gives a customer a new password, raising the session version in the same UPDATE so every earlier sign-in ends
 * (docs/api.md, Auth). The new version, or undefined when the customer is gone.
 */
export async function setCustomerPassword(db: Executor, customerId: number, newPassword: string): Promise<number | undefined> {
  return setCustomerPasswordHash(db, customerId, await hashPassword(newPassword));
}

export async function customerProfile(deps: CustomerDeps, holders: CustomerHolders, customerId: number) {
  const [customer, standingOf, telegram] = await Promise.all([findCustomer(deps.db, customerId), holders.standingOf(deps.db), holders.telegramOf(deps.db, customerId)]);
  if (!customer) throw notFound('Customer');
  const { imageUrl, ...fields } = customer;
  return {
    ...fields,
    image: imageUrl ? { url: imageUrl } : null,
    status: standingOf(customer.points).status,
    telegram,
  };
}

export async function editProfile(
  deps: CustomerDeps,
  holders: CustomerHolders,
  customerId: number,
  profile: EditCustomerBody,
) {
  assertBirthDate(profile.birthDate, deps.clock.now());
  const updated = await updateProfile(deps.db, customerId, { fullName: profile.fullName.trim(), birthDate: profile.birthDate, gender: profile.gender });
  if (!updated) throw notFound('Customer');
  return customerProfile(deps, holders, customerId);
}

/**
 * A new password ends every earlier sign-in of the customer (docs/api.md, Auth); the answer carries a fresh
 * token of the new session version so the device that changed it stays signed in.
 */
export async function changePassword(
  deps: Pick<AppDeps, 'db' | 'tokens'>,
  customerId: number,
  input: EditCustomerPasswordBody,
): Promise<{ accessToken: string; customerId: number }> {
  if (input.newPassword !== input.confirmPassword) {
    throw badRequest('The new password and its confirmation differ', { confirmPassword: 'does not match the new password' });
  }
  const storedHash = await passwordHashOf(deps.db, customerId);
  if (!storedHash) throw notFound('Customer');
  if (!(await passwordMatches(storedHash, input.oldPassword))) {
    throw conflict('WRONG_PASSWORD', 'The current password is wrong', { oldPassword: 'is wrong' });
  }
  const sessionVersion = await setCustomerPassword(deps.db, customerId, input.newPassword);
  if (sessionVersion === undefined) throw notFound('Customer');
  const accessToken = await deps.tokens.sign({ kind: 'customer', customerId }, sessionVersion);
  return { accessToken, customerId };
}

export async function changeAvatar(deps: CustomerDeps, holders: CustomerHolders, customerId: number, bytes: Buffer, type: ImageType) {
  const url = await storeAvatar(deps.media, bytes, type);
  let replaced: { previous: string | null } | undefined;
  try {
    replaced = await replaceImageUrl(deps.db, customerId, url);
  } catch (error) {
    await removeAvatar(deps.media, url);
    throw error;
  }
  if (!replaced) {
    await removeAvatar(deps.media, url);
    throw notFound('Customer');
  }
  // The old picture is no longer reachable from anywhere; failing to delete it only costs disk space.
  await removeAvatar(deps.media, replaced.previous).catch(() => undefined);
  return customerProfile(deps, holders, customerId);
}
