import type { Database } from '../../server/db/client';
import { brands, categories, colors, productCategories, productImages, products, productSizeVariants } from '../../server/db/schema/catalogue';
import { postFilials, regions, subRegions } from '../../server/db/schema/places';
import { searchKeyColumns } from '../../server/catalogue/transliterate';

/** Small, explicit catalogue rows for tests that need a product without the whole demo seed. */
export async function insertColor(db: Database, fields: Partial<typeof colors.$inferInsert> = {}) {
  const [color] = await db
    .insert(colors)
    .values({ nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#111111', ...fields })
    .returning();
  return color!;
}

export async function insertBrand(db: Database, name = 'Libos') {
  const [brand] = await db.insert(brands).values({ name }).onConflictDoNothing().returning();
  if (brand) return brand;
  const existing = await db.query.brands.findFirst({ where: (table, { eq }) => eq(table.name, name) });
  return existing!;
}

export async function insertCategory(db: Database, fields: Partial<typeof categories.$inferInsert> = {}) {
  const [category] = await db
    .insert(categories)
    .values({ nameUZB: 'Ayollar', nameRUS: 'Женщинам', ...fields })
    .returning();
  return category!;
}

export interface ProductFixture {
  nameUZB?: string;
  nameRUS?: string;
  referenceNumber?: string;
  sellPrice?: number;
  sale?: number;
  active?: boolean;
  stockedAt?: Date;
  colorId?: number;
  categoryIds?: number[];
  /** size -> quantity */
  sizes?: Record<string, number>;
  images?: string[];
}

let referenceCounter = 0;

/** A product with its colour, images, sizes and categories; returns the product and its size variants. */
export async function insertProduct(db: Database, fixture: ProductFixture = {}) {
  referenceCounter += 1;
  const nameUZB = fixture.nameUZB ?? 'Futbolka';
  const nameRUS = fixture.nameRUS ?? 'Футболка';
  const referenceNumber = fixture.referenceNumber ?? `T-${1000 + referenceCounter}`;
  const brand = await insertBrand(db);
  const colorId = fixture.colorId ?? (await insertColor(db)).id;
  const [product] = await db
    .insert(products)
    .values({
      nameUZB,
      nameRUS,
      referenceNumber,
      brandId: brand.id,
      colorId,
      sellPrice: fixture.sellPrice ?? 150_000,
      sale: fixture.sale ?? 0,
      active: fixture.active ?? true,
      stockedAt: fixture.stockedAt ?? new Date('2026-01-01T00:00:00Z'),
      ...searchKeyColumns(nameUZB, nameRUS, referenceNumber),
      descriptionUZB: 'Paxta',
      descriptionRUS: 'Хлопок',
    })
    .returning();
  const images = fixture.images ?? [`/media/test/${product!.id}.svg`];
  if (images.length) {
    await db.insert(productImages).values(images.map((url, position) => ({ productId: product!.id, url, position })));
  }
  const sizes = Object.entries(fixture.sizes ?? { S: 5, M: 5, L: 0 });
  const variants = sizes.length
    ? await db
        .insert(productSizeVariants)
        .values(sizes.map(([size, quantity], position) => ({ productId: product!.id, size, quantity, position })))
        .returning()
    : [];
  if (fixture.categoryIds?.length) {
    await db.insert(productCategories).values(fixture.categoryIds.map((categoryId) => ({ productId: product!.id, categoryId })));
  }
  return { product: product!, variants };
}

/**
 * Two regions for address tests: Tashkent city (delivered to the door) with one district, and Samarqand
 * (delivered to post branches) with two districts, each with one branch.
 */
export async function insertRegionTree(db: Database) {
  const [tashkent, samarqand] = await db
    .insert(regions)
    .values([
      { nameUZB: 'Toshkent shahri', nameRUS: 'Город Ташкент', isTashkentCity: true, position: 0 },
      { nameUZB: 'Samarqand viloyati', nameRUS: 'Самаркандская область', position: 1 },
    ])
    .returning();
  const [chilonzor, urgut, kattaqorgon] = await db
    .insert(subRegions)
    .values([
      { regionId: tashkent!.id, nameUZB: 'Chilonzor tumani', nameRUS: 'Чиланзарский район' },
      { regionId: samarqand!.id, nameUZB: 'Urgut tumani', nameRUS: 'Ургутский район' },
      { regionId: samarqand!.id, nameUZB: 'Kattaqo‘rg‘on tumani', nameRUS: 'Каттакурганский район' },
    ])
    .returning();
  const [urgutPost, kattaqorgonPost] = await db
    .insert(postFilials)
    .values([
      { subRegionId: urgut!.id, nameUZB: 'Urgut 1-filial', nameRUS: 'Ургут, филиал 1', addressUZB: 'Navoiy ko‘chasi 5', addressRUS: 'ул. Навои, 5' },
      { subRegionId: kattaqorgon!.id, nameUZB: 'Kattaqo‘rg‘on 1-filial', nameRUS: 'Каттакурган, филиал 1', addressUZB: 'Mustaqillik 12', addressRUS: 'ул. Мустакиллик, 12' },
    ])
    .returning();
  return {
    tashkent: tashkent!,
    samarqand: samarqand!,
    chilonzor: chilonzor!,
    urgut: urgut!,
    kattaqorgon: kattaqorgon!,
    urgutPost: urgutPost!,
    kattaqorgonPost: kattaqorgonPost!,
  };
}
