import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { insertBanner, insertLook } from '../../test/server/catalogue-fixtures';
import { insertCategory, insertProduct } from '../../test/server/fixtures';
import { createCustomer, openTestDatabase, TestClock } from '../../test/server/harness';
import type { DatabaseHandle } from '../db/client';
import type { Language } from '../../src/i18n/languages';
import { loadConfig } from '../config';
import { reviews } from '../db/schema/reviews';
import type { AppDeps } from '../deps';
import { TokenService } from '../http/tokens';
import { SandboxBot } from '../telegram/bot';
import { fakePhotoProcessor } from '../media/images/testing/fake-processor';
import { mediaStoreFor } from '../media/store/choose';
import { SandboxSmsProvider } from '../sms/provider';
import { injectHead, type PageHead } from './head';
import { landingPage, type LandingPage } from './landing-heads';
import { jsonLdNodes, productShapeProblems } from './testing/schema-org';

const SHOP = 'https://libos.test';
const HOSTILE = '</title><script>alert(1)</script>';

let handle: DatabaseHandle;
let dataDir: string;
let deps: AppDeps;
let ids: { women: number; dresses: number; dress: number; plain: number; withdrawn: number; look: number; unnamedLook: number };

beforeAll(async () => {
  handle = await openTestDatabase();
  const { db } = handle;
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'libos-landing-'));
  const config = { ...loadConfig({}), dataDir };
  const tokens = new TokenService('test-secret-that-is-long-enough-for-hs256');
  deps = { db, config, tokens, sms: new SandboxSmsProvider(), clock: new TestClock(), media: mediaStoreFor(config, db), processPhoto: fakePhotoProcessor, telegramBot: new SandboxBot(db) };
  const women = await insertCategory(db, { nameUZB: 'Ayollar', nameRUS: 'Женщинам', horizontalImage: '/media/women.jpg' });
  const dresses = await insertCategory(db, { nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья', parentId: women.id });
  const { product: dress } = await insertProduct(db, {
    nameUZB: 'Ko‘ylak midi',
    nameRUS: 'Платье миди',
    sellPrice: 350_000,
    sale: 20,
    categoryIds: [dresses.id],
    images: ['/media/dress-1.jpg', '/media/dress-2.jpg'],
  });
  const { product: plain } = await insertProduct(db, { nameUZB: 'Futbolka', nameRUS: 'Футболка', categoryIds: [women.id], sizes: { S: 0 } });
  const { product: withdrawn } = await insertProduct(db, { nameUZB: 'Eski', nameRUS: 'Старое', active: false });
  const look = await insertLook(db, { nameUZB: 'Yozgi obraz', nameRUS: 'Летний образ', images: ['/media/look.jpg'], productIds: [dress.id, plain.id] });
  const unnamedLook = await insertLook(db, { images: [] });
  await insertBanner(db, { mobileImage: '/media/b-m.jpg', desktopImage: '/media/b-d.jpg', mobileImageRUS: '/media/b-m-ru.jpg' });
  const reviewer = await createCustomer({ db, tokens });
  await db.insert(reviews).values({ customerId: reviewer.customer.id, productId: dress.id, rating: 4, content: 'Yaxshi' });
  ids = { women: women.id, dresses: dresses.id, dress: dress.id, plain: plain.id, withdrawn: withdrawn.id, look: look.id, unnamedLook: unnamedLook.id };
});
afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function page(pathname: string, language: Language, search = ''): Promise<LandingPage> {
  const found = await landingPage(deps, { pathname, search, language, publicUrl: SHOP });
  if (!found) throw new Error(`${pathname} is no landing page`);
  return found;
}

const cyrillic = /[А-яЁё]/;
/** Title and description in one language: Russian without Uzbek words, Uzbek without Cyrillic. */
function expectOneLanguage(head: PageHead) {
  const text = `${head.title} ${head.description}`;
  if (head.language === 'uz') expect(text).not.toMatch(cyrillic);
  else expect(text).not.toMatch(/mahsulot|do‘kon|so‘m|Obraz|Sahifa/);
}

function expectAddresses(head: PageHead, address: string) {
  const joiner = address.includes('?') ? '&' : '?';
  expect(head.canonicalUrl).toBe(`${SHOP}${address}${joiner}lang=${head.language}`);
  expect(head.alternates).toEqual([
    { hreflang: 'uz', href: `${SHOP}${address}${joiner}lang=uz` },
    { hreflang: 'ru', href: `${SHOP}${address}${joiner}lang=ru` },
    { hreflang: 'x-default', href: `${SHOP}${address}` },
  ]);
}

const typed = (head: PageHead, type: string) => (head.jsonLd ?? []).find((node) => (node as { '@type'?: string })['@type'] === type);
const crumbNames = (head: PageHead) =>
  ((typed(head, 'BreadcrumbList') as { itemListElement: Array<{ name: string; item: string }> } | undefined)?.itemListElement ?? []).map((item) => item.name);

describe('a product page', () => {
  it.each([
    ['uz', 'Ko‘ylak midi | Libos', 'Ko‘ylak midi — 280 000 so‘m. Paxta', ['Bosh sahifa', 'Ayollar', 'Ko‘ylaklar', 'Ko‘ylak midi']],
    ['ru', 'Платье миди | Libos', 'Платье миди — 280 000 сум. Хлопок', ['Главная', 'Женщинам', 'Платья', 'Платье миди']],
  ] as const)('in %s: one language, its addresses, a raster preview and a valid Product', async (language, title, description, trail) => {
    const { status, head, images } = await page(`/productDetail/${ids.dress}`, language, '?from=share');
    expect(status).toBe(200);
    expect(head).toMatchObject({ language, title, description, ogType: 'product' });
    expectOneLanguage(head);
    expectAddresses(head, `/productDetail/${ids.dress}`);
    expect(head.image).toEqual({ url: expect.stringMatching(new RegExp(`^${SHOP}/og/product/${ids.dress}\\.jpg\\?v=`)), width: 1200, height: 630, type: 'image/jpeg' });
    expect(images).toEqual([{ href: '/media/dress-1.jpg' }]);
    const product = typed(head, 'Product');
    expect(productShapeProblems(product)).toEqual([]);
    expect(product).toMatchObject({
      name: title.replace(' | Libos', ''),
      image: [`${SHOP}/media/dress-1.jpg`, `${SHOP}/media/dress-2.jpg`],
      offers: { price: 280_000, priceCurrency: 'UZS', availability: 'https://schema.org/InStock', url: head.canonicalUrl },
      aggregateRating: { ratingValue: 4, reviewCount: 1 },
    });
    expect(crumbNames(head)).toEqual(trail);
  });

  it('rates no product without reviews, and keeps a withdrawn one out of search results', async () => {
    const plain = (await page(`/productDetail/${ids.plain}`, 'ru')).head;
    expect(productShapeProblems(typed(plain, 'Product'))).toEqual([]);
    expect(typed(plain, 'Product')).not.toHaveProperty('aggregateRating');
    expect(typed(plain, 'Product')).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(crumbNames(plain)).toEqual(['Главная', 'Женщинам', 'Футболка']);
    const withdrawn = await page(`/productDetail/${ids.withdrawn}`, 'uz');
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.head.robots).toBe('noindex');
  });
});

describe('category pages', () => {
  it.each([
    ['uz', 'Ko‘ylaklar | Libos', /^Ko‘ylaklar: 1 ta mahsulot Libos onlayn do‘konida/, ['Bosh sahifa', 'Ayollar', 'Ko‘ylaklar']],
    ['ru', 'Платья | Libos', /^Платья: 1 товар в интернет-магазине Libos/, ['Главная', 'Женщинам', 'Платья']],
  ] as const)('a category in %s, with its first cards’ pictures on the default listing only', async (language, title, description, trail) => {
    const { status, head, images } = await page(`/categoryDetail/${ids.dresses}`, language, '?page=1');
    expect(status).toBe(200);
    expect(head.title).toBe(title);
    expect(head.description).toMatch(description);
    expectOneLanguage(head);
    expectAddresses(head, `/categoryDetail/${ids.dresses}`);
    expect(crumbNames(head)).toEqual(trail);
    expect(images.map((image) => image.href)).toEqual(['/media/dress-1.jpg']);
    expect((await page(`/categoryDetail/${ids.dresses}`, language, '?sort=priceAsc')).images).toEqual([]);
  });

  it.each([
    ['uz', 'Ayollar | Libos', 'Ayollar: Ko‘ylaklar. Libos onlayn do‘koni.'],
    ['ru', 'Женщинам | Libos', 'Женщинам: Платья. Интернет-магазин Libos.'],
  ] as const)('a catalogue in %s, named by its subcategories, previewed by its picture', async (language, title, description) => {
    const { head } = await page(`/catalog/${ids.women}`, language);
    expect(head).toMatchObject({ title, description });
    expectAddresses(head, `/catalog/${ids.women}`);
    expect(head.image?.url).toMatch(new RegExp(`^${SHOP}/og/category/${ids.women}\\.jpg\\?v=`));
  });
});

describe('look pages', () => {
  it.each([
    ['uz', 'Yozgi obraz | Libos', 'Yozgi obraz: 2 ta mahsulot.', `Obraz №`],
    ['ru', 'Летний образ | Libos', 'Летний образ: 2 товара.', `Образ №`],
  ] as const)('in %s: the look’s name, or its number when it has none', async (language, title, description, numbered) => {
    const { status, head } = await page(`/looksDetail/${ids.look}`, language);
    expect(status).toBe(200);
    expect(head.title).toBe(title);
    expect(head.description.startsWith(description)).toBe(true);
    expectOneLanguage(head);
    expectAddresses(head, `/looksDetail/${ids.look}`);
    expect(head.image?.url).toMatch(new RegExp(`^${SHOP}/og/look/${ids.look}\\.jpg\\?v=`));
    const unnamed = (await page(`/looksDetail/${ids.unnamedLook}`, language)).head;
    expect(unnamed.title).toBe(`${numbered}${ids.unnamedLook} | Libos`);
    expect(unnamed.image?.url).toBe(`${SHOP}/og/shop.jpg`);
  });
});

describe('the shop’s own pages', () => {
  it.each([
    ['uz', 'Libos — onlayn kiyim do‘koni', ['/media/b-m.jpg', '/media/b-d.jpg']],
    ['ru', 'Libos — интернет-магазин одежды', ['/media/b-m-ru.jpg', '/media/b-d.jpg']],
  ] as const)('home in %s names the organisation and preloads the banner of its language', async (language, title, banner) => {
    const { head, images } = await page('/', language);
    expect(head.title).toBe(title);
    expectOneLanguage(head);
    expectAddresses(head, '/');
    expect(typed(head, 'Organization')).toEqual({ '@context': 'https://schema.org', '@type': 'Organization', name: 'Libos', url: `${SHOP}/`, logo: `${SHOP}/favicon.svg` });
    expect(head.image?.url).toBe(`${SHOP}/og/shop.jpg`);
    expect(images.map((image) => image.href)).toEqual(banner);
  });

  it.each([
    ['/catalogs', 'Kataloglar | Libos', 'Каталоги | Libos'],
    ['/looks', 'Obrazlar | Libos', 'Образы | Libos'],
    ['/about', 'Biz haqimizda | Libos', 'О нас | Libos'],
    ['/terms', 'Foydalanish shartlari | Libos', 'Условия использования | Libos'],
    ['/branches', 'Filiallar | Libos', 'Филиалы | Libos'],
    ['/contact', 'Aloqa | Libos', 'Контакты | Libos'],
    ['/privacy', 'Maxfiylik siyosati | Libos', 'Политика конфиденциальности | Libos'],
  ])('%s in each language, titled by the SPA’s own texts', async (address, uzTitle, ruTitle) => {
    for (const [language, title] of [['uz', uzTitle], ['ru', ruTitle]] as const) {
      const { status, head } = await page(address, language);
      expect(status).toBe(200);
      expect(head.title).toBe(title);
      expect(head.description).not.toBe('');
      expect(head.description).not.toContain('{{');
      expectOneLanguage(head);
      expectAddresses(head, address);
    }
  });

  it('matches addresses as the SPA’s router does: any case, a trailing slash', async () => {
    expect((await page('/ABOUT/', 'ru')).head.canonicalUrl).toBe(`${SHOP}/about?lang=ru`);
    expect((await page(`/productdetail/${ids.dress}/`, 'uz')).head.title).toBe('Ko‘ylak midi | Libos');
  });
});

describe('search results', () => {
  it('are titled by the text, kept out of the index but followed, and the text stays in their addresses', async () => {
    const { head } = await page('/searchResult', 'ru', `?search=${encodeURIComponent('  платье  ')}&page=2`);
    expect(head.title).toBe('«платье» — поиск | Libos');
    expect(head.robots).toBe('noindex, follow');
    expectAddresses(head, `/searchResult?search=${encodeURIComponent('платье')}`);
    expect((await page('/searchResult', 'uz')).head.title).toBe('Qidiruv natijalari | Libos');
  });

  it('never puts what a shopper typed into the page unescaped', async () => {
    const { head } = await page('/searchResult', 'uz', `?search=${encodeURIComponent(HOSTILE)}`);
    const html = injectHead('<html><head><title>Libos</title></head><body></body></html>', head);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<title>«&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;» — qidiruv | Libos</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
  });
});

describe('the not-found page', () => {
  it.each([
    '/nowhere',
    '/productDetail/999999',
    '/productDetail/abc',
    '/productDetail/0',
    '/categoryDetail/424242',
    '/catalog/x',
    '/looksDetail/99999999999',
    '/productDetail/1/more',
  ])('answers %s with 404 and a head of its own, kept out of search results', async (address) => {
    const uz = await page(address, 'uz');
    expect(uz).toEqual({ status: 404, head: expect.objectContaining({ title: 'Sahifa topilmadi | Libos', robots: 'noindex' }), images: [] });
    expect(uz.head).not.toHaveProperty('canonicalUrl');
    expect((await page(address, 'ru')).head.title).toBe('Страница не найдена | Libos');
  });

  it('leaves private and staff pages to the plain shell', async () => {
    for (const pathname of ['/cart', '/checkout', '/profile', '/my-orders', '/favorites', '/staff', '/staff/orders/5']) {
      expect(await landingPage(deps, { pathname, search: '', language: 'uz', publicUrl: SHOP })).toBeNull();
    }
  });
});

describe('the JSON-LD as a page carries it', () => {
  it('is one script per node, each readable back as it was built', async () => {
    const { head } = await page(`/productDetail/${ids.dress}`, 'uz');
    const nodes = jsonLdNodes(injectHead('<head></head>', head));
    expect(nodes).toEqual(JSON.parse(JSON.stringify(head.jsonLd)));
    expect(nodes.map((node) => node['@type'])).toEqual(['Product', 'BreadcrumbList']);
  });
});
