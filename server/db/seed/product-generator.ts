import { searchKeyColumns } from '../../catalogue/transliterate';
import type { GarmentKind } from '../../media/garment-kinds';
import { garmentImageUrl } from '../../media/urls';
import {
  COLORS, NEW_CATEGORY_ID, SALE_CATEGORY_ID, colorHex, colorId, flattenCategories,
  type Audience, type ColorKey, type FlatCategory,
} from '../../media/demo-catalogue';
import { GARMENT_TYPES, STYLES, type GarmentType, type Style } from './garment-types';
import { colourNames } from './colour-words';
import { MATERIALS, russianAdjective, type Material } from './materials';
import type { SeededRandom } from './random';

/** The products table's columns as the seed writes them. */
export interface ProductRow {
  id: number;
  referenceNumber: string;
  nameUZB: string;
  nameRUS: string;
  descriptionUZB: string;
  descriptionRUS: string;
  brandId: number;
  colorId: number;
  sellPrice: number;
  sale: number;
  active: boolean;
  searchKey: string;
  searchKeyVersion: number;
  popularity: number;
  stockedAt: Date;
  createdAt: Date;
  /** The demo's products are on sale from the day they arrived. */
  publishedAt: Date;
}

/** One product row with everything that hangs off it, before ids of its children are given. */
export interface GeneratedProduct {
  row: ProductRow;
  kind: GarmentKind;
  categoryIds: number[];
  images: string[];
  sizes: Array<{ size: string; quantity: number }>;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** Products stocked this recently also join the "Yangi kolleksiya" collection. */
const NEW_COLLECTION_DAYS = 14;

const SIZE_RUNS: Record<'women' | 'men' | 'kids' | 'any', string[]> = {
  women: ['XS', 'S', 'M', 'L', 'XL'],
  men: ['S', 'M', 'L', 'XL', 'XXL'],
  kids: ['98', '104', '110', '116', '122', '128', '134'],
  any: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
};
const shoeRun = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
const SHOE_RUNS = { women: shoeRun(36, 41), men: shoeRun(40, 45), kids: shoeRun(28, 35), any: shoeRun(36, 45) };

function runFor(audience: Audience | undefined): 'women' | 'men' | 'kids' | 'any' {
  if (audience === 'women' || audience === 'atelier') return 'women';
  if (audience === 'men' || audience === 'kids') return audience;
  return 'any';
}

function sizeNames(type: GarmentType, audience: Audience | undefined, random: SeededRandom): string[] {
  if (type.sizing === 'oneSize') return ['One size'];
  const run = type.sizing === 'shoes' ? SHOE_RUNS[runFor(audience)] : SIZE_RUNS[runFor(audience)];
  const length = random.int(Math.min(4, run.length), Math.min(6, run.length));
  const start = random.int(0, run.length - length);
  return run.slice(start, start + length);
}

/** Whole so'm that look like a shop's: 249 000, 249 900 or 250 000, within 89 000 .. 1 290 000. */
function priceFor(type: GarmentType, audience: Audience | undefined, random: SeededRandom): number {
  const factor = audience === 'kids' ? 0.6 : 1;
  const tens = Math.max(9, Math.round((random.int(type.price[0], type.price[1]) * factor) / 10));
  const roll = random.next();
  const price = roll < 0.6 ? (tens * 10 - 1) * 1000 : roll < 0.85 ? (tens * 10 - 1) * 1000 + 900 : tens * 10 * 1000;
  return Math.min(1_290_000, Math.max(89_000, price));
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface Names {
  nameUZB: string;
  nameRUS: string;
  descriptionUZB: string;
  descriptionRUS: string;
}

/** An item's names before its colour: cut, material and garment ("Klassik kashemir palto"). */
function names(type: GarmentType, material: Material, style: Style | null): Names {
  const uzWords = [style?.uz, type.nameWithoutMaterial ? undefined : material.uz, type.nounUZB];
  const ruWords = [type.nameWithoutMaterial ? undefined : russianAdjective(material, type.gender), type.nounRUS, style?.ru];
  return {
    nameUZB: capitalize(uzWords.filter(Boolean).join(' ')),
    nameRUS: capitalize(ruWords.filter(Boolean).join(' ')),
    descriptionUZB: [material.aboutUZB, style?.fitUZB ?? 'Kundalik kiyish uchun qulay bichim.', material.careUZB].join(' '),
    descriptionRUS: [material.aboutRUS, style?.fitRUS ?? 'Удобный крой на каждый день.', material.careRUS].join(' '),
  };
}

/** A colour row's names end with its colour, so no two products of the shop share a name. */
function colouredNames(item: Names, type: GarmentType, colour: ColorKey): Names {
  const words = colourNames(colour, type.gender);
  return { ...item, nameUZB: `${item.nameUZB}, ${words.uz}`, nameRUS: `${item.nameRUS}, ${words.ru}` };
}

/** The new-in and sale subcategories that gather each line's products. */
function collectionIndex(categories: FlatCategory[]) {
  const index = { new: new Map<Audience, number>(), sale: new Map<Audience, number>() };
  for (const category of categories) {
    if (!category.collection || !category.gathers) continue;
    for (const audience of category.gathers) index[category.collection].set(audience, category.id);
  }
  return index;
}

const SUBCATEGORY_WEIGHT: Partial<Record<Audience, number>> = { women: 1.4, men: 1.2, kids: 0.9 };
/** How many items are drawn for one article while looking for a new name, then for a name still free. */
const FRESH_DRAWS = 8;
const MAX_DRAWS = 24;
const ALL_COLOURS: ColorKey[] = COLORS.map((color) => color.key);

/** A subcategory, a garment type of it, a material and a cut: one article before its colours. */
function drawItem(selling: FlatCategory[], random: SeededRandom) {
  const category = random.weighted(selling, (c) => (c.audience ? (SUBCATEGORY_WEIGHT[c.audience] ?? 1) : 1));
  const type = GARMENT_TYPES[random.pick(category.garments)];
  if (!type) throw new Error(`category ${category.slug} sells an unknown garment type`);
  const material: Material = MATERIALS[random.pick(type.materials)];
  const styleKey = random.pick(type.styles);
  const style = styleKey ? STYLES[styleKey] : null;
  return { category, type, text: names(type, material, style), colours: material.colors ?? ALL_COLOURS };
}

/**
 * The demo products, one colour per row; rows of one item share names, price and reference number.
 * Pure and driven only by `random` and `now`, so the same seed always gives the same catalogue.
 */
export function* generateProducts(count: number, now: Date, random: SeededRandom): Generator<GeneratedProduct> {
  const categories = flattenCategories();
  const selling = categories.filter((category) => category.garments.length > 0);
  const collections = collectionIndex(categories);
  const usedNames = new Set<string>();
  const usedBases = new Set<string>();
  const freeColours = (item: ReturnType<typeof drawItem>) =>
    item.colours.filter((colour) => {
      const coloured = colouredNames(item.text, item.type, colour);
      return !usedNames.has(coloured.nameUZB) && !usedNames.has(coloured.nameRUS);
    });
  let produced = 0;
  for (let item = 0; produced < count; item++) {
    // Draws until an article's cut, material and garment are new to the shop; after a few tries one with a
    // colour still free will do, and a catalogue far larger than the demo's, out of combinations, repeats names.
    let drawn = drawItem(selling, random);
    let free = freeColours(drawn);
    for (let attempt = 1; attempt < MAX_DRAWS; attempt++) {
      const fresh = !usedBases.has(drawn.text.nameUZB) && !usedBases.has(drawn.text.nameRUS);
      if (free.length > 0 && (fresh || attempt >= FRESH_DRAWS)) break;
      drawn = drawItem(selling, random);
      free = freeColours(drawn);
    }
    usedBases.add(drawn.text.nameUZB);
    usedBases.add(drawn.text.nameRUS);
    const { category, type, text } = drawn;
    const colourCount = Math.min(random.weighted([1, 2, 3, 4], (n) => [0.35, 0.3, 0.2, 0.15][n - 1] ?? 0), count - produced);
    const colours: ColorKey[] = random.sample(free.length > 0 ? free : drawn.colours, colourCount);
    const sellPrice = priceFor(type, category.audience, random);
    const sale = random.chance(0.25) ? random.int(2, 10) * 5 : 0;
    const daysAgo = random.chance(0.2) ? random.next() * 9.5 : 10 + random.next() * 49.5;
    const stockedAt = new Date(now.getTime() - Math.round(daysAgo * DAY_MS));
    const audience = category.audience;
    const referenceNumber = `${audience === 'atelier' ? 'LA' : 'LB'}-${24001 + item}`;
    const categoryIds = [category.id, category.parentId ?? category.id];
    const gathered = (collection: 'new' | 'sale', parentId: number) => {
      const subcategory = audience ? collections[collection].get(audience) : undefined;
      categoryIds.push(parentId, ...(subcategory === undefined ? [] : [subcategory]));
    };
    if (sale > 0) gathered('sale', SALE_CATEGORY_ID);
    if (daysAgo < NEW_COLLECTION_DAYS) gathered('new', NEW_CATEGORY_ID);
    const sizes = sizeNames(type, audience, random);

    for (const [index, colour] of colours.entries()) {
      const soldOut = random.chance(0.04);
      const hex = colorHex(colour);
      const views = random.chance(0.6) ? (['front', 'back', 'detail'] as const) : (['front', 'back'] as const);
      const rowStockedAt = new Date(stockedAt.getTime() - index * 60 * 60 * 1000);
      const rowNames = colouredNames(text, type, colour);
      usedNames.add(rowNames.nameUZB);
      usedNames.add(rowNames.nameRUS);
      produced += 1;
      yield {
        row: {
          id: produced,
          referenceNumber,
          ...rowNames,
          brandId: audience === 'atelier' ? 2 : 1,
          colorId: colorId(colour),
          sellPrice,
          sale,
          active: !random.chance(0.05),
          ...searchKeyColumns(rowNames.nameUZB, rowNames.nameRUS, referenceNumber),
          popularity: Math.floor(random.next() ** 2.2 * 4800),
          stockedAt: rowStockedAt,
          createdAt: rowStockedAt,
          publishedAt: rowStockedAt,
        },
        kind: type.kind,
        categoryIds: [...new Set(categoryIds)],
        images: views.map((view) => garmentImageUrl(type.kind, view, hex)),
        sizes: sizes.map((size) => ({ size, quantity: soldOut || random.chance(0.15) ? 0 : random.int(1, 20) })),
      };
    }
  }
}
