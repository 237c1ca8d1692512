import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { fillText, textsFor } from './steps';

/* The shopping journey's data lookups and its two profile forms (shopping.spec.ts). */

type Size = { productSizeVariantId: number; size: string; quantity: number };
type Named = { nameUZB: string; nameRUS: string };
type ProductDetail = Named & {
  id: number;
  active: boolean;
  sizes: Size[];
  colorVariants: Array<{ productId: number; active: boolean; color: Named }>;
  color: Named;
};
type Place = Named & { id: number; isTashkentCity?: boolean };

export const filterSize = 'M';
export const sort = 'priceAsc';

async function getJson<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  expect(response.ok(), `GET ${url}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/**
 * Among the cards the filtered, sorted category shows first, one whose other colour has size M and a second
 * size with at least two left (the cart raises that line to two). The seed is fixed, but reading it here
 * keeps the test true to whatever the catalogue holds.
 */
export async function productToBuy(request: APIRequestContext, categoryId: number) {
  const page = await getJson<{ content: Array<{ id: number }> }>(
    request,
    `/api/product/getProductByCategoryId/${categoryId}?sort=${sort}&sizes=${filterSize}&page=0&size=24`,
  );
  for (const card of page.content) {
    const product = await getJson<ProductDetail>(request, `/api/product/getProductById/${card.id}`);
    for (const variant of product.colorVariants.filter((candidate) => candidate.active)) {
      const other = await getJson<ProductDetail>(request, `/api/product/getProductById/${variant.productId}`);
      const first = other.sizes.find((size) => size.size === filterSize && size.quantity > 0);
      const second = other.sizes.find((size) => size.size !== filterSize && size.quantity >= 2);
      if (other.active && first && second) return { product, other, sizes: [first.size, second.size] as const };
    }
  }
  throw new Error(`no product of category ${categoryId} has another colour with sizes to buy`);
}

export const nameIn = (named: Named, language: 'uz' | 'ru') => (language === 'ru' ? named.nameRUS : named.nameUZB);

type T = ReturnType<typeof textsFor>['t'];

export async function editName(page: Page, t: T, newName: string, toast: (text: string) => Locator) {
  const main = page.getByRole('main');
  const name = main.getByLabel(t.profile.details.fullName);
  await expect(name).not.toHaveValue('');
  await name.fill(newName);
  await main.getByRole('button', { name: t.profile.details.save, exact: true }).click();
  await expect(toast(t.profile.details.saved)).toBeVisible();
  await expect(name).toHaveValue(newName);
  await expect(main.getByRole('button', { name: t.profile.details.save, exact: true })).toBeDisabled();
}

/** uz projects deliver to a post branch of a region's district; ru projects to a door in Tashkent city. */
export async function addAddress(
  page: Page,
  t: T,
  language: 'uz' | 'ru',
  toast: (text: string) => Locator,
  snapStep: (name: string, options?: { fullPage: boolean }) => Promise<void>,
) {
  const main = page.getByRole('main');
  const regions = await getJson<Place[]>(page.request, '/api/region/getAllRegions');
  const region = language === 'ru' ? regions.find((place) => place.isTashkentCity) : regions.find((place) => !place.isTashkentCity);
  if (!region) throw new Error('no region to choose');
  const [district] = await getJson<Place[]>(page.request, `/api/subRegion/getSubRegionsByRegionId/${region.id}`);
  if (!district) throw new Error(`region ${region.id} has no district`);

  await main.getByRole('button', { name: t.profile.address.add, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.profile.address.form.addTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t.profile.address.form.region).selectOption(String(region.id));
  await dialog.getByLabel(t.profile.address.form.subRegion).selectOption(String(district.id));
  let delivery: string;
  if (region.isTashkentCity) {
    await dialog.getByLabel(t.profile.address.form.street).fill('Amir Temur');
    await dialog.getByLabel(t.profile.address.form.houseNumber).fill('107B');
    delivery = fillText(t.profile.address.houseLine, { street: 'Amir Temur', house: '107B' });
  } else {
    const [branch] = await getJson<Place[]>(page.request, `/api/postFilial/getPostFilialBySubRegionId/${district.id}`);
    if (!branch) throw new Error(`district ${district.id} has no post branch`);
    await dialog.getByLabel(t.profile.address.form.postFilial).selectOption(String(branch.id));
    delivery = nameIn(branch, language);
  }
  // The window only: a full-page capture resizes the page under an open dialog and can take its focus away.
  await snapStep('address-form', { fullPage: false });
  await dialog.getByRole('button', { name: t.profile.address.form.save, exact: true }).click();
  await expect(toast(t.profile.address.added)).toBeVisible();
  await expect(dialog).toBeHidden();
  const place = `${nameIn(region, language)}, ${nameIn(district, language)}`;
  await expect(main.getByRole('article', { name: `${place}, ${delivery}`, exact: true })).toBeVisible();
  await expect(main.getByText(fillText(t.profile.address.count, { count: 1, max: 10 }))).toBeVisible();
  await snapStep('address-added');
}
