import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { shopBranches, shopSettings } from '../db/schema/settings';
import type { DeliveryRules, ShopSettings } from '../../contract/settings';
import { writeAudit } from '../staff/audit';

/*
 * The shop's settings, read where they matter: the order prices its delivery with them, the SMS gateway sends under
 * their sender name, and the shop shows them. Not cached: a read is one row by primary key and the shops of one
 * table, and every server of a cluster then sees a save at its next read, with no invalidation to get wrong.
 */

/** The one settings row's key (the table allows no other). */
const SETTINGS_ROW = 1;

async function settingsRow(db: Executor) {
  const [row] = await db.select().from(shopSettings).where(eq(shopSettings.id, SETTINGS_ROW));
  // The migration that made the table stored the row and nothing deletes it.
  if (!row) throw new Error('The shop settings row is missing (migration 0025 stores it)');
  return row;
}

export async function readShopSettings(db: Executor): Promise<ShopSettings> {
  const [row, branches] = await Promise.all([
    settingsRow(db),
    db
      .select({
        nameUz: shopBranches.nameUz,
        nameRu: shopBranches.nameRu,
        addressUz: shopBranches.addressUz,
        addressRu: shopBranches.addressRu,
        landmarkUz: shopBranches.landmarkUz,
        landmarkRu: shopBranches.landmarkRu,
        hoursUz: shopBranches.hoursUz,
        hoursRu: shopBranches.hoursRu,
      })
      .from(shopBranches)
      .orderBy(asc(shopBranches.position)),
  ]);
  return {
    shopName: row.shopName,
    phoneNumber: row.phoneNumber,
    telegram: row.telegram,
    email: row.email,
    hoursUz: row.hoursUz,
    hoursRu: row.hoursRu,
    deliveryFee: row.deliveryFee,
    freeDeliveryFrom: row.freeDeliveryFrom,
    returnWindowDays: row.returnWindowDays,
    smsSender: row.smsSender,
    branches,
  };
}

export async function deliveryRules(db: Executor): Promise<DeliveryRules> {
  const { deliveryFee, freeDeliveryFrom } = await settingsRow(db);
  return { deliveryFee, freeDeliveryFrom };
}

/** The name the shop's SMS go out under. */
export async function smsSenderName(db: Executor): Promise<string> {
  return (await settingsRow(db)).smsSender;
}

/** Days after delivery within which the shop takes a return: for the returns to come. */
export async function returnWindowDays(db: Executor): Promise<number> {
  return (await settingsRow(db)).returnWindowDays;
}

/** The fields whose values differ, as the audit log keeps them: before and after of those alone. */
function changes(before: ShopSettings, after: ShopSettings): { before: Partial<ShopSettings>; after: Partial<ShopSettings> } {
  const keys = (Object.keys(after) as Array<keyof ShopSettings>).filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return {
    before: Object.fromEntries(keys.map((key) => [key, before[key]])),
    after: Object.fromEntries(keys.map((key) => [key, after[key]])),
  };
}

/** Saves the whole settings (the shops replaced in the order given); a save that changes something is audited. */
export async function saveShopSettings(db: Database, userId: number, given: ShopSettings, now: Date): Promise<ShopSettings> {
  return db.transaction(async (tx) => {
    const before = await readShopSettings(tx);
    await tx
      .update(shopSettings)
      .set({
        shopName: given.shopName.trim(),
        phoneNumber: given.phoneNumber,
        telegram: given.telegram,
        email: given.email.trim(),
        hoursUz: given.hoursUz.trim(),
        hoursRu: given.hoursRu.trim(),
        deliveryFee: given.deliveryFee,
        freeDeliveryFrom: given.freeDeliveryFrom,
        returnWindowDays: given.returnWindowDays,
        smsSender: given.smsSender,
        updatedBy: userId,
        updatedAt: now,
      })
      .where(eq(shopSettings.id, SETTINGS_ROW));
    await tx.delete(shopBranches);
    await tx.insert(shopBranches).values(
      given.branches.map((branch, index) => ({
        position: index + 1,
        nameUz: branch.nameUz.trim(),
        nameRu: branch.nameRu.trim(),
        addressUz: branch.addressUz.trim(),
        addressRu: branch.addressRu.trim(),
        landmarkUz: branch.landmarkUz.trim(),
        landmarkRu: branch.landmarkRu.trim(),
        hoursUz: branch.hoursUz.trim(),
        hoursRu: branch.hoursRu.trim(),
      })),
    );
    const after = await readShopSettings(tx);
    const changed = changes(before, after);
    if (Object.keys(changed.after).length > 0) {
      await writeAudit(tx, { userId, action: 'UPDATE', entity: 'shopSettings', entityId: SETTINGS_ROW, ...changed }, now);
    }
    return after;
  });
}
