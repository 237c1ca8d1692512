/*
 * Checks of the pages' JSON-LD against what schema.org and search engines' rich results require of a Product
 * (https://schema.org/Product, https://schema.org/Offer, https://schema.org/AggregateRating; Google's product
 * snippet rules): a name, a picture, an offer with its price, currency and availability, and a rating only with
 * its value and count. For the tests of the heads and of the server-rendered pages.
 */

/** Every JSON-LD node of a page, in order: each script element's value, a @graph's members spread. */
export function jsonLdNodes(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => {
    const value = JSON.parse(match[1]!) as Record<string, unknown>;
    return Array.isArray(value['@graph']) ? (value['@graph'] as Array<Record<string, unknown>>) : [value];
  });
}

const AVAILABILITY = new Set(
  ['InStock', 'OutOfStock', 'PreOrder', 'BackOrder', 'Discontinued', 'LimitedAvailability', 'SoldOut', 'OnlineOnly', 'InStoreOnly'].map(
    (value) => `https://schema.org/${value}`,
  ),
);

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isAbsoluteUrl = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]/.test(value);
const isText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

/** What a Product node lacks or gets wrong; empty when it has the required shape. */
export function productShapeProblems(node: unknown): string[] {
  if (!isRecord(node)) return ['not an object'];
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => {
    if (!ok) problems.push(problem);
  };
  need(node['@context'] === 'https://schema.org', '@context is not https://schema.org');
  need(node['@type'] === 'Product', '@type is not Product');
  need(isText(node.name), 'name is missing');
  const images = Array.isArray(node.image) ? node.image : [node.image];
  need(images.length > 0 && images.every(isAbsoluteUrl), 'image is not one or more absolute addresses');
  const offer = node.offers;
  if (!isRecord(offer)) {
    problems.push('offers is missing');
  } else {
    need(offer['@type'] === 'Offer', 'offers.@type is not Offer');
    need(typeof offer.price === 'number' && Number.isInteger(offer.price) && offer.price >= 0, 'offers.price is not whole so‘m');
    need(offer.priceCurrency === 'UZS', 'offers.priceCurrency is not UZS');
    need(AVAILABILITY.has(String(offer.availability)), 'offers.availability is not a schema.org ItemAvailability');
    need(offer.url === undefined || isAbsoluteUrl(offer.url), 'offers.url is not absolute');
  }
  const rating = node.aggregateRating;
  if (rating !== undefined) {
    if (!isRecord(rating)) {
      problems.push('aggregateRating is not an object');
    } else {
      const best = typeof rating.bestRating === 'number' ? rating.bestRating : 5;
      const worst = typeof rating.worstRating === 'number' ? rating.worstRating : 1;
      need(rating['@type'] === 'AggregateRating', 'aggregateRating.@type is not AggregateRating');
      need(typeof rating.ratingValue === 'number' && rating.ratingValue >= worst && rating.ratingValue <= best, 'aggregateRating.ratingValue is out of range');
      need(typeof rating.reviewCount === 'number' && Number.isInteger(rating.reviewCount) && rating.reviewCount > 0, 'aggregateRating.reviewCount is not a positive count');
    }
  }
  return problems;
}
