import type { Database } from '../../server/db/client';
import { categoryBlocks } from '../../server/db/schema/catalogue';
import { banners, homeSliders, lookImages, lookProducts, looks } from '../../server/db/schema/home';
import { coupons, loyaltyTiers } from '../../server/db/schema/loyalty';

// Home page, looks, menu and loyalty rows for catalogue tests; products, categories and colours are in fixtures.ts.

/** A header menu entry: a category placed in MENU_1 or MENU_2. */
export async function insertCategoryBlock(
  db: Database,
  fields: { categoryId: number; categoryBlockType?: 'MENU_1' | 'MENU_2'; placementNumber?: number },
) {
  const [block] = await db
    .insert(categoryBlocks)
    .values({ categoryBlockType: 'MENU_1', placementNumber: 1, ...fields })
    .returning();
  return block!;
}

export async function insertBanner(db: Database, fields: Partial<typeof banners.$inferInsert> = {}) {
  const [banner] = await db
    .insert(banners)
    .values({ mobileImage: '/media/banner-m.svg', desktopImage: '/media/banner-d.svg', targetType: 'category', targetId: 1, ...fields })
    .returning();
  return banner!;
}

export async function insertHomeSlider(db: Database, fields: { categoryId: number; placeNumber?: number }) {
  const [slider] = await db.insert(homeSliders).values({ placeNumber: 1, ...fields }).returning();
  return slider!;
}

/** A look with its images and products, in the given order. */
export async function insertLook(
  db: Database,
  fields: { position?: number; images?: string[]; productIds?: number[]; nameUZB?: string; nameRUS?: string } = {},
) {
  const [look] = await db.insert(looks).values({ position: fields.position ?? 0, nameUZB: fields.nameUZB, nameRUS: fields.nameRUS }).returning();
  const images = fields.images ?? [`/media/look-${look!.id}.svg`];
  if (images.length) await db.insert(lookImages).values(images.map((url, position) => ({ lookId: look!.id, url, position })));
  const productIds = fields.productIds ?? [];
  if (productIds.length) {
    await db.insert(lookProducts).values(productIds.map((productId, position) => ({ lookId: look!.id, productId, position })));
  }
  return look!;
}

/** A loyalty tier and, when given, the coupon reaching it awards. */
export async function insertLoyaltyTier(
  db: Database,
  fields: { name: string; minPoints: number; coupon?: { name: string; credit: number; validDays: number } },
) {
  const [tier] = await db.insert(loyaltyTiers).values({ name: fields.name, minPoints: fields.minPoints }).returning();
  if (fields.coupon) await db.insert(coupons).values({ ...fields.coupon, loyaltyTierId: tier!.id });
  return tier!;
}
