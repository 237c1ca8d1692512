import type { FullProduct } from '../../contract/product';
import { defaultLanguage, type Language } from '../../src/i18n/languages';
import { localizedName, type BilingualName } from '../../src/i18n/localized';
import { languageAddresses, ogImage, summarize, type OgImage, type PageHead } from './head';
import { headTexts, titled } from './head-texts';
import { breadcrumbJsonLd, paidPrice, productDescription, productJsonLd, type Crumb } from './structured-data';

/*
 * The heads of the catalogue's record pages (a product, a category, a catalogue), in one language: its name in the
 * title, a sentence in the description, the raster preview, and JSON-LD. The other language's address (`?lang=`)
 * has its own head, and each names the other as its alternate.
 */

// What search results show of a description; past it the text is cut at a word (summarize).
const DESCRIPTION_LENGTH = 160;

/** A step back on a record page's trail: a category with the page it opens at. */
export type TrailStep = BilingualName & { path: string };

/** Home, the steps and the page itself, named in `language`, each at its address in that language. */
export function breadcrumbs(publicUrl: string, language: Language, steps: Array<{ path: string; name: string }>): object {
  const home: Crumb = { name: headTexts(language).homeCrumb, url: languageAddresses(publicUrl, '/', language).canonicalUrl };
  return breadcrumbJsonLd([home, ...steps.map(({ path, name }) => ({ name, url: languageAddresses(publicUrl, path, language).canonicalUrl }))]);
}

const localizedTrail = (trail: TrailStep[], language: Language) => trail.map((step) => ({ path: step.path, name: localizedName(step, language) }));

/** The shop's own preview, for pages without a picture of their own. */
export function shopImage(publicUrl: string): OgImage {
  return ogImage(publicUrl, { kind: 'shop' });
}

/** /productDetail/{id}; `trail` the categories above it, the broadest first. */
export function productHead(product: FullProduct, publicUrl: string, language: Language = defaultLanguage, trail: TrailStep[] = []): PageHead {
  const texts = headTexts(language);
  const path = `/productDetail/${product.id}`;
  const addresses = languageAddresses(publicUrl, path, language);
  const name = localizedName(product, language);
  const price = paidPrice(product);
  const available = product.active && product.inStock;
  const firstImage = product.productImages[0];
  return {
    language,
    title: titled(name),
    description: summarize(`${name} — ${texts.price(price)}. ${productDescription(product, language)}`, DESCRIPTION_LENGTH),
    ...addresses,
    ogType: 'product',
    image: firstImage ? ogImage(publicUrl, { kind: 'product', id: product.id }, firstImage.url) : shopImage(publicUrl),
    // A withdrawn product still opens from old links, but should leave search results.
    robots: product.active ? undefined : 'noindex',
    openGraph: [
      ['product:price:amount', String(price)],
      ['product:price:currency', 'UZS'],
      ['product:availability', available ? 'in stock' : 'out of stock'],
      ['product:brand', product.brand.name],
    ],
    jsonLd: [
      productJsonLd(product, language, addresses.canonicalUrl, publicUrl),
      breadcrumbs(publicUrl, language, [...localizedTrail(trail, language), { path, name }]),
    ],
  };
}

export interface CategoryForHead {
  id: number;
  nameUZB: string;
  nameRUS: string;
  verticalImage: string | null;
  horizontalImage: string | null;
  productCount: number;
}

function categoryImage(category: CategoryForHead, publicUrl: string): OgImage {
  const picture = category.horizontalImage ?? category.verticalImage;
  return picture ? ogImage(publicUrl, { kind: 'category', id: category.id }, picture) : shopImage(publicUrl);
}

/** /categoryDetail/{id}: the category's products; `trail` the categories above it. */
export function categoryHead(category: CategoryForHead, publicUrl: string, language: Language = defaultLanguage, trail: TrailStep[] = []): PageHead {
  const path = `/categoryDetail/${category.id}`;
  const name = localizedName(category, language);
  return {
    language,
    title: titled(name),
    description: summarize(headTexts(language).categoryDescription(name, category.productCount), DESCRIPTION_LENGTH),
    ...languageAddresses(publicUrl, path, language),
    ogType: 'website',
    image: categoryImage(category, publicUrl),
    jsonLd: [breadcrumbs(publicUrl, language, [...localizedTrail(trail, language), { path, name }])],
  };
}

/** /catalog/{id}: one parent category and the subcategories it opens. */
export function catalogHead(category: CategoryForHead, children: BilingualName[], publicUrl: string, language: Language = defaultLanguage): PageHead {
  const texts = headTexts(language);
  const path = `/catalog/${category.id}`;
  const name = localizedName(category, language);
  const listed = children.length ? children.map((child) => localizedName(child, language)).join(', ') : texts.productCount(category.productCount);
  return {
    language,
    title: titled(name),
    description: summarize(texts.catalogDescription(name, listed), DESCRIPTION_LENGTH),
    ...languageAddresses(publicUrl, path, language),
    ogType: 'website',
    image: categoryImage(category, publicUrl),
    jsonLd: [breadcrumbs(publicUrl, language, [{ path, name }])],
  };
}
