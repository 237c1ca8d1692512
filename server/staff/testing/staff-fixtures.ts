import type { StaffRole } from '../../../contract/staff';
import { users } from '../../db/schema/staff';
import { productImages, productSizeVariants } from '../../db/schema/catalogue';
import type { TestContext } from '../../../test/server/harness';
import { insertBrand, insertCategory, insertColor } from '../../../test/server/fixtures';

let staffCounter = 0;

/** A staff account of the given role and a bearer header for it. */
export async function staffWithRole(context: Pick<TestContext, 'db' | 'tokens'>, role: StaffRole) {
  staffCounter += 1;
  const [user] = await context.db
    .insert(users)
    .values({
      fullName: `${role} ${staffCounter}`,
      phoneNumber: `+99897${String(1_000_000 + staffCounter * 173 + (process.pid % 1000)).slice(-7)}`,
      passwordHash: 'not-used',
      role,
    })
    .returning();
  const token = await context.tokens.sign({ kind: 'staff', userId: user!.id, role });
  return { user: user!, headers: { authorization: `Bearer ${token}` } };
}

/** A brand, a colour and a category to file new products under. */
export async function catalogueBasics(context: Pick<TestContext, 'db'>) {
  const brand = await insertBrand(context.db, 'Libos Atelier');
  const color = await insertColor(context.db, { nameUZB: 'Oq', nameRUS: 'Белый', colorCode: '#ffffff' });
  const otherColor = await insertColor(context.db, { nameUZB: 'Ko‘k', nameRUS: 'Синий', colorCode: '#1f3a93' });
  const category = await insertCategory(context.db, { nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья' });
  return { brand, color, otherColor, category };
}

/** A valid addProduct body; override any field. */
export function productBody(basics: Awaited<ReturnType<typeof catalogueBasics>>, fields: Record<string, unknown> = {}) {
  return {
    referenceNumber: 'LX-100',
    nameUZB: 'Ipak ko‘ylak',
    nameRUS: 'Шёлковое платье',
    descriptionUZB: 'Tabiiy ipak',
    descriptionRUS: 'Натуральный шёлк',
    brandId: basics.brand.id,
    colorId: basics.color.id,
    categoryIds: [basics.category.id],
    sellPrice: 450_000,
    sale: 0,
    active: true,
    mxikCode: '06201100001000000',
    packageCode: '1500716',
    vatPercent: 12,
    ...fields,
  };
}

/**
 * Gives a draft staff just added a photo and a size in stock (as the editor's photo and stock screens would) and
 * publishes it, so shoppers see it: for tests about what the storefront shows after a staff write.
 */
export async function publishDraft(context: Pick<TestContext, 'db' | 'app'>, productId: number, headers: Record<string, string>) {
  await context.db.insert(productImages).values({ productId, url: `/media/test/draft-${productId}.webp` });
  await context.db.insert(productSizeVariants).values({ productId, size: 'M', quantity: 5 });
  const published = await context.app.inject({ method: 'POST', url: `/api/product/publishProduct/${productId}`, headers });
  if (published.statusCode !== 200) throw new Error(`publishing ${productId} answered ${published.statusCode}: ${published.body}`);
  return published.json<{ version: number }>();
}
