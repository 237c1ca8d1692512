import type { Page, TestInfo } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, test } from './fixtures';
import { pairRuWide, runsIn } from './projects';
import { fillText, snap, textsFor, useSavedStaffSession, watchConsole } from './steps';

/*
 * The staff's Reviews and Places sections in a browser. Each project (and each retry) takes a product of its own with
 * at least two shown reviews, hides one of them (the product page then counts one fewer), and shows it again; then
 * adds a post branch with a name of its own to a district, deactivates it (it leaves the public list) and deletes it.
 * Screenshots: screenshots/<project>/staff-reviews-*.jpg.
 */

type ListedReview = { id: number; product: { id: number }; customer: { fullName: string } };

const projects = ['desktop-uz', 'desktop-ru', 'phone-uz', 'phone-ru'];

async function staffGet<T>(page: Page, url: string): Promise<T> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'staffToken')?.value ?? '';
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${decodeURIComponent(token)}` } });
  expect(response.status(), url).toBe(200);
  return (await response.json()) as T;
}

/** A review whose product has two shown reviews at least and whose author's name is once among them: its hide button is unique. */
async function reviewToHide(page: Page, testInfo: TestInfo): Promise<{ productId: number; author: string; count: number }> {
  const { content } = await staffGet<{ content: ListedReview[] }>(page, '/api/review/getAllReviews?visibility=shown&size=100');
  const byProduct = new Map<number, ListedReview[]>();
  for (const review of content) byProduct.set(review.product.id, [...(byProduct.get(review.product.id) ?? []), review]);
  const candidates = [...byProduct.entries()]
    .filter(([, reviews]) => reviews.length >= 2)
    .sort(([a], [b]) => a - b)
    .flatMap(([productId, reviews]) => {
      const names = reviews.map((review) => review.customer.fullName);
      const author = names.find((name) => names.indexOf(name) === names.lastIndexOf(name));
      return author ? [{ productId, author }] : [];
    });
  const pick = candidates[projects.indexOf(testInfo.project.name) + projects.length * testInfo.retry];
  if (!pick) throw new Error('no seeded review left to hide');
  const rating = (await (await page.request.get(`/api/review/getAverageRating/${pick.productId}`)).json()) as { count: number };
  return { ...pick, count: rating.count };
}

/** The product page's "N reviews" in the page's language (Russian has three forms), not preceded by another digit. */
function countText(t: ReturnType<typeof textsFor>['t'], language: 'uz' | 'ru', count: number): RegExp {
  const form = new Intl.PluralRules(language === 'ru' ? 'ru' : 'uz').select(count) as 'one' | 'few' | 'many' | 'other';
  return new RegExp(`(?<![0-9])${fillText(t.product.reviews[`count_${form}`], { count })}`);
}

// One wide and one phone run, one in each language; the staff sections' other journeys take the other pair, and
// staff.spec.ts opens every section at both widths in both languages.
test('staff hide a review and show it again, and add and deactivate a post branch', runsIn(...pairRuWide), async ({ page, context }, testInfo) => {
  const { t, language } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  const main = page.getByRole('main');
  const texts = t.staff.reviews;

  await test.step('the demo staff member signs in on the reviews', async () => {
    await useSavedStaffSession(context);
    await page.goto('/staff/reviews');
    await expect(main.getByRole('heading', { level: 1, name: t.staff.sections.reviews })).toBeVisible();
    await expect(main.getByRole('list', { name: texts.listLabel })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-reviews-01-list', { fullPage: false });
  });

  const chosen = await reviewToHide(page, testInfo);
  const productName = async () => {
    const product = (await (await page.request.get(`/api/product/getProductById/${chosen.productId}`)).json()) as { nameUZB: string; nameRUS: string };
    return language === 'ru' ? product.nameRUS : product.nameUZB;
  };
  const labels = { name: chosen.author, product: await productName() };

  await test.step('a review is hidden with a reason: the product page counts one fewer', async () => {
    await page.goto(`/staff/reviews?product=${chosen.productId}`);
    await main.getByRole('button', { name: fillText(texts.hideLabel, labels) }).click();
    const dialog = page.getByRole('dialog', { name: texts.hideTitle });
    await dialog.getByRole('textbox', { name: texts.reason }).fill(`E2E ${testInfo.project.name}`);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-reviews-02-hide', { fullPage: false });
    await dialog.getByRole('button', { name: texts.hide }).click();
    await expect(main.getByRole('button', { name: fillText(texts.showLabel, labels) })).toBeVisible();
    await snap(page, testInfo, 'staff-reviews-03-hidden');
    await page.goto(`/productDetail/${chosen.productId}`);
    await expect(page.getByText(countText(t, language, chosen.count - 1)).first()).toBeVisible();
  });

  await test.step('the review is shown again: the count is back', async () => {
    await page.goto(`/staff/reviews?product=${chosen.productId}&visibility=hidden`);
    await main.getByRole('button', { name: fillText(texts.showLabel, labels) }).click();
    await expect(page.getByText(texts.shown)).toBeVisible();
    await page.goto(`/productDetail/${chosen.productId}`);
    await expect(page.getByText(countText(t, language, chosen.count)).first()).toBeVisible();
  });

  await test.step('a post branch is added to a district, deactivated, then deleted', async () => {
    const places = t.staff.places;
    const regions = await staffGet<Array<{ id: number; nameUZB: string; nameRUS: string; isTashkentCity: boolean; active: boolean }>>(page, '/api/places/staff/getRegions');
    const region = regions.find((candidate) => !candidate.isTashkentCity && candidate.active)!;
    const { subRegions } = await staffGet<{ subRegions: Array<{ id: number; nameUZB: string; nameRUS: string }> }>(page, `/api/places/staff/getSubRegions/${region.id}`);
    const district = subRegions[0]!;
    const local = (place: { nameUZB: string; nameRUS: string }) => (language === 'ru' ? place.nameRUS : place.nameUZB);

    await page.goto('/staff/places');
    await expect(main.getByRole('list', { name: places.regions })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-reviews-04-regions', { fullPage: false });
    await main.getByRole('link', { name: local(region), exact: true }).click();
    await main.getByRole('link', { name: local(district), exact: true }).click();
    await expect(main.getByRole('list', { name: fillText(places.listTitle.postFilial, { name: local(district) }) })).toBeVisible();

    const name = `E2E ${testInfo.project.name} ${testInfo.retry} ${Date.now() % 100_000}`;
    await main.getByRole('button', { name: places.add.postFilial }).click();
    const dialog = page.getByRole('dialog', { name: places.addTitle.postFilial });
    await dialog.getByRole('textbox', { name: places.fields.nameUZB }).fill(name);
    await dialog.getByRole('textbox', { name: places.fields.nameRUS }).fill(name);
    await dialog.getByRole('textbox', { name: places.fields.addressUZB }).fill('Mustaqillik ko‘chasi 1');
    await dialog.getByRole('textbox', { name: places.fields.addressRUS }).fill('ул. Мустакиллик, 1');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-reviews-05-add-branch', { fullPage: false });
    await dialog.getByRole('button', { name: places.save }).click();
    const toggle = main.getByRole('switch', { name: fillText(places.activeLabel, { name }) });
    await expect(toggle).toBeChecked();

    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(page.getByText(fillText(places.deactivated, { name }))).toBeVisible();
    const publicList = (await (await page.request.get(`/api/postFilial/getPostFilialBySubRegionId/${district.id}`)).json()) as Array<{ nameUZB: string }>;
    expect(publicList.map((branch) => branch.nameUZB)).not.toContain(name);
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, testInfo, 'staff-reviews-06-branches');

    await main.getByRole('button', { name: fillText(places.deleteLabel, { name }) }).click();
    await page.getByRole('dialog').getByRole('button', { name: places.delete }).click();
    await expect(toggle).toHaveCount(0);
  });

  checkConsole();
});
