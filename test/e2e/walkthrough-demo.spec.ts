import type { Page, TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import { runsIn } from './projects';
import { fillText, snap, textsFor, watchConsole } from './steps';

/*
 * The demo shop as a visitor judges it: a look's picture shows what the look sells, the live search tells
 * products apart by colour and stock, and a banner speaks the page's language only.
 */

type Card = { id: number; nameUZB: string; nameRUS: string; active: boolean; inStock: boolean; color: { colorCode: string } };
type Look = { id: number; nameUZB: string | null; nameRUS: string | null; images: Array<{ url: string }>; products: Card[] };

/** Screenshots of these walks, of the view: test/e2e/screenshots/<project>/demo-*.jpg. */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await snap(page, testInfo, `demo-${name}`, { fullPage: false });
}

/** The garments a generated picture draws, as its SVG names them: "kind #rrggbb". */
async function drawnGarments(page: Page, url: string): Promise<Array<{ kind: string; color: string }>> {
  const svg = await (await page.request.get(url)).text();
  return [...svg.matchAll(/data-garment="([a-z]+)" data-color="(#[0-9a-fA-F]{6})"/g)].map((match) => ({ kind: match[1] ?? '', color: (match[2] ?? '').toLowerCase() }));
}

async function openSearch(page: Page, testInfo: TestInfo) {
  const { t } = textsFor(testInfo);
  await page
    .getByRole('button', { name: t.layout.header.search, exact: true })
    .or(page.getByRole('button', { name: t.layout.header.searchField }))
    .or(page.getByRole('button', { name: t.layout.header.openSearch, exact: true }))
    .first()
    .click();
  const overlay = page.getByRole('dialog', { name: t.search.dialogLabel });
  const input = overlay.getByRole('searchbox').or(overlay.getByLabel(t.search.inputLabel)).first();
  return { overlay, input };
}

/** Garment words of the shop; the first whose live results (8) hold an active, sold-out product. */
const WORDS = ['пальто', 'платье', 'футболка', 'брюки', 'кроссовки', 'сумка', 'свитер', 'куртка', 'юбка', 'джинсы', 'худи', 'рубашка', 'шарф', 'сапоги'];

// One width and language is enough for what the picture shows.
test('a look picture draws the products the look lists, in their colours', runsIn('desktop-uz'), async ({ page }, testInfo) => {
  const checkConsole = watchConsole(page);
  const look = (await (await page.request.get('/api/lookCollection/getLookCollectionById/1')).json()) as Look;
  expect(look.products.length).toBeGreaterThanOrEqual(2);

  await page.goto('/looksDetail/1');
  await expect(page.getByRole('heading', { level: 1, name: look.nameUZB ?? '' })).toBeVisible();
  const picture = page.locator('img[src*="/media/look/"]').first();
  await expect(picture).toBeVisible();
  await shot(page, testInfo, 'look');

  // The picture on the page, not only the look's data: what a shopper sees is what the look sells.
  const drawn = await drawnGarments(page, (await picture.getAttribute('src')) ?? '');
  const listed = look.products.map((product) => product.color.colorCode.toLowerCase());
  expect(drawn.map((garment) => garment.color)).toEqual(listed);
  for (const product of look.products) {
    await expect(page.locator(`a[href="/productDetail/${product.id}"]`).first()).toBeVisible();
  }
  checkConsole();
});

// The search overlay on a Russian phone.
test('the live search names each product apart, with its colour, and marks a sold-out one', runsIn('phone-ru'), async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  let word = '';
  let answer: Card[] = [];
  for (const candidate of WORDS) {
    answer = (await (await page.request.get(`/api/product/searchProduct/${encodeURIComponent(candidate)}?limit=8`)).json()) as Card[];
    if (answer.some((card) => card.active && !card.inStock)) {
      word = candidate;
      break;
    }
  }
  expect(word, 'a garment word whose live results hold a sold-out product').not.toBe('');

  await page.goto('/');
  const { overlay, input } = await openSearch(page, testInfo);
  await input.fill(word);
  const results = overlay.getByRole('region', { name: t.search.results }).getByRole('link');
  await expect(results).toHaveCount(answer.length);
  await shot(page, testInfo, 'search');

  const names = await results.evaluateAll((links) => links.map((link) => link.querySelector('p')?.textContent ?? ''));
  expect(names).toEqual(answer.map((card) => card.nameRUS));
  expect(new Set(names).size).toBe(names.length);
  for (const [index, card] of answer.entries()) {
    const row = results.nth(index);
    const colour = row.getByTestId('search-result-color');
    await expect(colour).toHaveText(/[А-ЯЁ][а-яё-]+/);
    const swatch = await colour.locator('div').first().evaluate((element) => getComputedStyle(element).backgroundColor);
    const hex = card.color.colorCode.replace('#', '');
    const [r, g, b] = [0, 2, 4].map((at) => parseInt(hex.slice(at, at + 2), 16));
    expect(swatch).toBe(`rgb(${r}, ${g}, ${b})`);
    if (card.active && !card.inStock) await expect(row).toContainText(t.search.soldOut);
    else await expect(row).not.toContainText(t.search.soldOut);
  }
  checkConsole();
});

// A wide Russian page.
test('a home banner shows Russian words only on the Russian page', runsIn('desktop-ru'), async ({ page }, testInfo) => {
  const { t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  await page.goto('/');
  const carousel = page.getByRole('region', { name: t.catalogue.banners.label });
  const first = carousel.getByRole('group', { name: fillText(t.catalogue.banners.position, { index: 1, count: 5 }) }).locator('img');
  await expect(first).toBeVisible();
  await expect.poll(() => first.evaluate((image: HTMLImageElement) => image.currentSrc)).toContain('/desktop.svg');
  await shot(page, testInfo, 'home');

  const shown = await first.evaluate((image: HTMLImageElement) => {
    const url = new URL(image.currentSrc);
    return url.pathname + url.search;
  });
  const svg = await (await page.request.get(shown)).text();
  const words = [...svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g)].map((match) => match[1] ?? '').filter((text) => text !== 'LIBOS');
  expect(words.length).toBeGreaterThanOrEqual(2);
  for (const text of words) expect(text, 'every word of the banner is Russian').toMatch(/^[^A-Za-z]*[А-Яа-яЁё][^A-Za-z]*$/);
  checkConsole();
});

test('a tour of the demo: home, a look and the search at this width and language', async ({ page }, testInfo) => {
  const { language, t } = textsFor(testInfo);
  const checkConsole = watchConsole(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: t.catalogue.banners.label }).locator('img').first()).toBeVisible();
  await shot(page, testInfo, 'tour-home');

  const look = (await (await page.request.get('/api/lookCollection/getLookCollectionById/2')).json()) as Look;
  await page.goto('/looksDetail/2');
  await expect(page.getByRole('heading', { level: 1, name: (language === 'ru' ? look.nameRUS : look.nameUZB) ?? '' })).toBeVisible();
  await expect(page.locator('img[src*="/media/look/"]').first()).toBeVisible();
  await shot(page, testInfo, 'tour-look');

  await page.goto('/');
  const { overlay, input } = await openSearch(page, testInfo);
  await input.fill(language === 'ru' ? 'пальто' : 'palto');
  await expect(overlay.getByTestId('search-result-color').first()).toBeVisible();
  await shot(page, testInfo, 'tour-search');
  checkConsole();
});
