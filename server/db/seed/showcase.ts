import { BANNER_THEMES } from '../../media/banner-themes';
import type { GarmentKind } from '../../media/garment-kinds';
import { lookName, lookOutfit } from '../../media/look-outfits';
import { LOOK_GARMENTS_MAX, bannerImageUrl, lookImageUrl } from '../../media/urls';
import type { Executor } from '../client';
import { categoryBlocks } from '../schema/catalogue';
import { banners, homeSliders, lookImages, lookProducts, looks } from '../schema/home';
import { ATELIER_CATEGORY_ID, COLORS, NEW_CATEGORY_ID, SALE_CATEGORY_ID, colorId, flattenCategories } from '../../media/demo-catalogue';
import type { ProductDigest } from './products';
import type { SeededRandom } from './random';

const LOOK_COUNT = 13;
const ACCESSORY_KINDS: GarmentKind[] = ['bag', 'belt', 'cap', 'scarf'];
/** The catalogue board (MENU_1) lists the main line's parents; MENU_2 the most visited subcategories. */
const MENU_1_PARENTS = [2, 3, 4, 5, 6, 8, 9, NEW_CATEGORY_ID];
const MENU_2_SLUGS = [
  'ayollar-koylaklar', 'erkaklar-futbolkalar', 'ayollar-jinsilar', 'poyabzal-krossovkalar', 'aksessuarlar-sumkalar',
  'atelier-kechki-liboslar',
];
const SLIDER_CATEGORIES = [NEW_CATEGORY_ID, SALE_CATEGORY_ID, 2, 3, ATELIER_CATEGORY_ID];

function byKind(digests: ProductDigest[]): Map<GarmentKind, ProductDigest[]> {
  const index = new Map<GarmentKind, ProductDigest[]>();
  for (const digest of digests) {
    if (!digest.active) continue;
    const list = index.get(digest.kind) ?? [];
    list.push(digest);
    index.set(digest.kind, list);
  }
  return index;
}

/**
 * A product for a garment of an outfit: of that kind, in stock before sold out, in the outfit's colour if the
 * shop has one, else in another.
 */
function productFor(index: Map<GarmentKind, ProductDigest[]>, kind: GarmentKind, color: number | undefined, taken: Set<number>): number | undefined {
  const candidates = (index.get(kind) ?? []).filter((digest) => !taken.has(digest.id));
  const inStock = candidates.filter((digest) => digest.inStockVariantIds.length > 0);
  const match = inStock.find((digest) => digest.colorId === color) ?? candidates.find((digest) => digest.colorId === color) ?? inStock[0] ?? candidates[0];
  return match?.id;
}

const hexOfColour = (id: number) => COLORS[id - 1]?.colorCode ?? '#8e9196';

export interface ShowcaseResult {
  looks: number;
  banners: number;
  homeSliders: number;
  categoryBlocks: number;
}

export async function insertShowcase(db: Executor, digests: ProductDigest[], random: SeededRandom): Promise<ShowcaseResult> {
  const index = byKind(digests);
  const active = digests.filter((digest) => digest.active);
  const lookRows: Array<typeof looks.$inferInsert> = [];
  const imageRows: Array<typeof lookImages.$inferInsert> = [];
  const productRows: Array<typeof lookProducts.$inferInsert> = [];

  const byId = new Map(digests.map((digest) => [digest.id, digest]));
  const garmentsOfLook = new Map<number, Array<{ kind: GarmentKind; hex: string }>>();
  for (let look = 1; look <= LOOK_COUNT; look++) {
    lookRows.push({ id: look, position: look, ...lookName(look) });
    const taken = new Set<number>();
    for (const piece of lookOutfit(look)) {
      const id = productFor(index, piece.kind, colorId(piece.color), taken);
      if (id !== undefined) taken.add(id);
    }
    if (random.chance(0.5)) {
      const id = productFor(index, random.pick(ACCESSORY_KINDS), undefined, taken);
      if (id !== undefined) taken.add(id);
    }
    // A small catalogue may lack a kind; a look still shows at least two products.
    while (taken.size < 2 && active.length > taken.size) taken.add(random.pick(active).id);
    const chosen = [...taken].slice(0, LOOK_GARMENTS_MAX);
    chosen.forEach((productId, position) => productRows.push({ lookId: look, productId, position }));
    // The pictures draw the look's own products, each in its kind and colour.
    const garments = chosen.flatMap((id) => {
      const digest = byId.get(id);
      return digest ? [{ kind: digest.kind, hex: hexOfColour(digest.colorId) }] : [];
    });
    garmentsOfLook.set(look, garments);
    imageRows.push({ lookId: look, url: lookImageUrl('flat', garments), position: 0 });
    if (look % 2 === 1) imageRows.push({ lookId: look, url: lookImageUrl('worn', garments), position: 1 });
  }
  await db.insert(looks).values(lookRows);
  await db.insert(lookImages).values(imageRows);
  if (productRows.length > 0) await db.insert(lookProducts).values(productRows);

  // The wool coat banner ("Jun palto") opens a wool coat, brown if the shop has one in stock.
  const coats = (index.get('coat') ?? []).filter((digest) => digest.nameUZB.includes(' jun palto'));
  const brownCoat = (from: ProductDigest[]) => productFor(new Map([['coat', from]]), 'coat', colorId('brown'), new Set());
  const featured = brownCoat(coats) ?? brownCoat(index.get('coat') ?? []) ?? active[0]?.id ?? 1;
  const targets: Array<{ targetType: 'category' | 'look' | 'product'; targetId: number }> = [
    { targetType: 'category', targetId: NEW_CATEGORY_ID },
    { targetType: 'category', targetId: SALE_CATEGORY_ID },
    { targetType: 'look', targetId: 1 },
    { targetType: 'product', targetId: featured },
    { targetType: 'category', targetId: ATELIER_CATEGORY_ID },
  ];
  const bannerRows = BANNER_THEMES.map((_, i) => {
    const target = targets[i] ?? { targetType: 'category' as const, targetId: NEW_CATEGORY_ID };
    // A banner advertising a look or a product draws what it opens, as the look's own pictures do.
    const product = target.targetType === 'product' ? byId.get(target.targetId) : undefined;
    const garments = target.targetType === 'look'
      ? garmentsOfLook.get(target.targetId)
      : product && [{ kind: product.kind, hex: hexOfColour(product.colorId) }];
    return {
      id: i + 1,
      mobileImage: bannerImageUrl(i + 1, 'uz', 'mobile', garments),
      desktopImage: bannerImageUrl(i + 1, 'uz', 'desktop', garments),
      mobileImageRUS: bannerImageUrl(i + 1, 'ru', 'mobile', garments),
      desktopImageRUS: bannerImageUrl(i + 1, 'ru', 'desktop', garments),
      ...target,
      position: i + 1,
      active: true,
    };
  });
  await db.insert(banners).values(bannerRows);

  await db.insert(homeSliders).values(SLIDER_CATEGORIES.map((categoryId, i) => ({ id: i + 1, placeNumber: i + 1, categoryId })));

  const idOfSlug = new Map(flattenCategories().map((category) => [category.slug, category.id]));
  const blocks = [
    ...MENU_1_PARENTS.map((categoryId, i) => ({ categoryBlockType: 'MENU_1' as const, placementNumber: i + 1, categoryId })),
    ...MENU_2_SLUGS.map((slug, i) => {
      const categoryId = idOfSlug.get(slug);
      if (categoryId === undefined) throw new Error(`MENU_2 names an unknown category ${slug}`);
      return { categoryBlockType: 'MENU_2' as const, placementNumber: i + 1, categoryId };
    }),
  ];
  await db.insert(categoryBlocks).values(blocks.map((block, i) => ({ id: i + 1, ...block })));

  return { looks: lookRows.length, banners: bannerRows.length, homeSliders: SLIDER_CATEGORIES.length, categoryBlocks: blocks.length };
}
