import type { FullProduct } from '../../contract/product';
import type { Language } from '../../src/i18n/languages';
import { localizedName } from '../../src/i18n/localized';
import { absoluteUrl, SITE_NAME, summarize } from './head';

/*
 * The pages' JSON-LD (schema.org), as search engines read it for rich results: a product with its offer and rating,
 * the way back through the categories, and the shop itself on the home page. Names and descriptions are in the page's
 * language; the other language's page says the same in its own.
 */

const CONTEXT = 'https://schema.org';

/** One step of a breadcrumb trail: its name in the page's language and its absolute address. */
export interface Crumb {
  name: string;
  url: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): object {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: crumb.url })),
  };
}

/** The shop: on the home page, where search engines look for the organisation behind a site. */
export function organizationJsonLd(publicUrl: string): object {
  return { '@context': CONTEXT, '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/`, logo: `${publicUrl}/favicon.svg` };
}

/** What the shopper pays for one unit now: whole so‘m (prices are kept so). */
export function paidPrice(product: Pick<FullProduct, 'sellPrice' | 'salePrice'>): number {
  return product.salePrice ?? product.sellPrice;
}

/** The description in the page's language, the other one when staff left it empty. */
export function productDescription(product: Pick<FullProduct, 'descriptionUZB' | 'descriptionRUS'>, language: Language): string {
  const [preferred, other] = language === 'ru' ? [product.descriptionRUS, product.descriptionUZB] : [product.descriptionUZB, product.descriptionRUS];
  return (preferred.trim() || other.trim()).replace(/\s+/g, ' ');
}

/**
 * A Product with one Offer (price in UZS, availability, the page's address); AggregateRating only when reviews exist,
 * since a rating of nothing is an error to search engines. `url` is the product page's address in `language`.
 */
export function productJsonLd(product: FullProduct, language: Language, url: string, publicUrl: string): object {
  const name = localizedName(product, language);
  const images = product.productImages.map((image) => absoluteUrl(publicUrl, image.url));
  const available = product.active && product.inStock;
  return {
    '@context': CONTEXT,
    '@type': 'Product',
    name,
    description: summarize(productDescription(product, language) || name, 5000),
    ...(images.length ? { image: images } : {}),
    sku: product.referenceNumber,
    color: localizedName(product.color, language),
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      url,
      price: paidPrice(product),
      priceCurrency: 'UZS',
      availability: available ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      itemCondition: 'https://schema.org/NewCondition',
    },
    ...(product.reviewCount > 0 && product.averageRating !== null
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.averageRating,
            reviewCount: product.reviewCount,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
