import type { FullProduct } from '../../contract/product';
import { absoluteUrl, SITE_NAME, summarize, type PageHead } from './head';

// Search results show about 160 characters; both languages share them, so each half gets room for a sentence.
const DESCRIPTION_LENGTH = 300;

/** "350 000": the shop's own grouping, with a plain space so every crawler reads it the same. */
export function groupDigits(amount: number): string {
  return String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}

/** товар, товара, товаров. */
export function russianGoods(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return 'товаров';
  if (last === 1) return 'товар';
  if (last >= 2 && last <= 4) return 'товара';
  return 'товаров';
}

/**
 * Both names, Uzbek first: the SPA keeps its language in localStorage, which the server never sees, and Uzbek is
 * the shop's default. One name when staff used the same text for both.
 */
export function bilingualTitle(nameUZB: string, nameRUS: string): string {
  const names = nameUZB.trim() === nameRUS.trim() ? nameUZB.trim() : `${nameUZB.trim()} — ${nameRUS.trim()}`;
  return `${names} | ${SITE_NAME}`;
}

function bilingualDescription(uzbek: string, russian: string): string {
  const half = Math.floor(DESCRIPTION_LENGTH / 2);
  return `${summarize(uzbek, half)} / ${summarize(russian, half)}`;
}

/** What the shopper pays for one unit now. */
export function paidPrice(product: Pick<FullProduct, 'sellPrice' | 'salePrice'>): number {
  return product.salePrice ?? product.sellPrice;
}

export function productHead(product: FullProduct, publicUrl: string): PageHead {
  const url = `${publicUrl}/productDetail/${product.id}`;
  const price = paidPrice(product);
  const images = product.productImages.map((image) => absoluteUrl(publicUrl, image.url));
  const available = product.active && product.inStock;
  const description = bilingualDescription(
    `${product.nameUZB} — ${groupDigits(price)} so‘m. ${product.descriptionUZB}`,
    `${product.nameRUS} — ${groupDigits(price)} сум. ${product.descriptionRUS}`,
  );
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.nameUZB,
    alternateName: product.nameRUS,
    description: summarize(product.descriptionUZB || product.descriptionRUS || product.nameUZB, 5000),
    ...(images.length ? { image: images } : {}),
    sku: product.referenceNumber,
    color: product.color.nameUZB,
    brand: { '@type': 'Brand', name: product.brand.name },
    offers: {
      '@type': 'Offer',
      url,
      price,
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
  return {
    title: bilingualTitle(product.nameUZB, product.nameRUS),
    description,
    canonicalUrl: url,
    ogType: 'product',
    imageUrl: images[0],
    // A withdrawn product still opens from old links, but should leave search results.
    robots: product.active ? undefined : 'noindex',
    openGraph: [
      ['product:price:amount', String(price)],
      ['product:price:currency', 'UZS'],
      ['product:availability', available ? 'in stock' : 'out of stock'],
      ['product:brand', product.brand.name],
    ],
    jsonLd,
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

function categoryImage(category: CategoryForHead, publicUrl: string): string | undefined {
  const image = category.horizontalImage ?? category.verticalImage;
  return image ? absoluteUrl(publicUrl, image) : undefined;
}

/** /categoryDetail/{id}: the category's products. */
export function categoryHead(category: CategoryForHead, publicUrl: string): PageHead {
  const count = category.productCount;
  return {
    title: bilingualTitle(category.nameUZB, category.nameRUS),
    description: bilingualDescription(
      `${category.nameUZB}: ${groupDigits(count)} ta mahsulot ${SITE_NAME} onlayn do‘konida, O‘zbekiston bo‘ylab yetkazib berish.`,
      `${category.nameRUS}: ${groupDigits(count)} ${russianGoods(count)} в интернет-магазине ${SITE_NAME}, доставка по Узбекистану.`,
    ),
    canonicalUrl: `${publicUrl}/categoryDetail/${category.id}`,
    ogType: 'website',
    imageUrl: categoryImage(category, publicUrl),
  };
}

/** /catalog/{id}: one parent category and the subcategories it opens. */
export function catalogHead(
  category: CategoryForHead,
  children: Array<{ nameUZB: string; nameRUS: string }>,
  publicUrl: string,
): PageHead {
  const listed = (names: string[], fallback: string) => (names.length ? names.join(', ') : fallback);
  return {
    title: bilingualTitle(category.nameUZB, category.nameRUS),
    description: bilingualDescription(
      `${category.nameUZB}: ${listed(
        children.map((child) => child.nameUZB),
        `${groupDigits(category.productCount)} ta mahsulot`,
      )}. ${SITE_NAME} onlayn do‘koni.`,
      `${category.nameRUS}: ${listed(
        children.map((child) => child.nameRUS),
        `${groupDigits(category.productCount)} ${russianGoods(category.productCount)}`,
      )}. Интернет-магазин ${SITE_NAME}.`,
    ),
    canonicalUrl: `${publicUrl}/catalog/${category.id}`,
    ogType: 'website',
    imageUrl: categoryImage(category, publicUrl),
  };
}
