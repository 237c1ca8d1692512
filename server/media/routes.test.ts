import { mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTestApp, type TestContext } from '../../test/server/harness';
import { categories, productImages } from '../db/schema/catalogue';
import { banners, lookImages } from '../db/schema/home';
import { seedDemo } from '../db/seed/index';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp({ seed: (db) => seedDemo(db, { now: new Date('2026-11-20T09:00:00Z') }) });
}, 60_000);
afterAll(() => context.close());

const get = (url: string) => context.app.inject({ method: 'GET', url });

/** Opening and closing tags pair up, and every & starts an entity: enough to catch broken markup. */
function expectWellFormed(svg: string): void {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toMatch(/&(?!(amp|lt|gt|quot|apos);)/);
  const open: string[] = [];
  for (const [, closing, name, selfClosing] of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)[^>]*?(\/?)>/g)) {
    if (closing) expect(open.pop()).toBe(name);
    else if (!selfClosing) open.push(name as string);
  }
  expect(open).toEqual([]);
}

describe('generated garment pictures', () => {
  it('draws a garment in the asked colour as a cacheable SVG', async () => {
    const response = await get('/media/garment/tshirt/front/1b1b1b.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toContain('viewBox="0 0 600 800"');
    expect(response.body).toContain('fill="#1b1b1b"');
    expectWellFormed(response.body);
  });

  it('accepts upper-case hex and draws each view differently', async () => {
    const views = await Promise.all(['front', 'back', 'detail'].map((view) => get(`/media/garment/dress/${view}/B3262E.svg`)));
    for (const view of views) {
      expect(view.statusCode).toBe(200);
      expect(view.body).toContain('#b3262e');
      expectWellFormed(view.body);
    }
    expect(new Set(views.map((view) => view.body)).size).toBe(3);
  });

  it('draws every kind the seed uses', async () => {
    for (const kind of ['tshirt', 'shirt', 'blouse', 'sweater', 'hoodie', 'jacket', 'coat', 'blazer', 'dress', 'skirt', 'trousers', 'jeans', 'leggings', 'robe', 'chapan', 'sneakers', 'shoes', 'boots', 'bag', 'cap', 'scarf', 'belt']) {
      const response = await get(`/media/garment/${kind}/back/f7f5f0.svg`);
      expect(response.statusCode).toBe(200);
      expectWellFormed(response.body);
    }
  });

  it('answers an unknown kind with 404 and a malformed colour or view with 400', async () => {
    const unknown = await get('/media/garment/spacesuit/front/1b1b1b.svg');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Garment kind not found' } });
    for (const url of ['/media/garment/tshirt/front/zzzzzz.svg', '/media/garment/tshirt/front/12345.svg', '/media/garment/tshirt/side/1b1b1b.svg']) {
      const response = await get(url);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION');
    }
    expect((await get('/media/garment/tshirt/front/1b1b1b.png')).statusCode).toBe(404);
  });
});

describe('generated category, banner and look pictures', () => {
  it('draws both category covers and refuses unknown or malformed slugs', async () => {
    for (const orientation of ['vertical', 'horizontal']) {
      const response = await get(`/media/category/chegirmalar/${orientation}.svg`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml');
      expect(response.body).toContain('Chegirmalar / Скидки');
      expectWellFormed(response.body);
    }
    expect((await get('/media/category/no-such-category/vertical.svg')).statusCode).toBe(404);
    expect((await get('/media/category/Bad_Slug/vertical.svg')).statusCode).toBe(400);
    expect((await get('/media/category/chegirmalar/square.svg')).statusCode).toBe(400);
  });

  it('writes a banner in one language only, escaped', async () => {
    const uzbek = await get('/media/banner/1/uz/desktop.svg');
    expect(uzbek.statusCode).toBe(200);
    expect(uzbek.body).toContain('Yangi kolleksiya');
    expect(uzbek.body).toContain('Ko&apos;rish');
    expect(uzbek.body).not.toContain("Ko'rish");
    expect(uzbek.body).not.toMatch(/[А-Яа-яЁё]/);
    expectWellFormed(uzbek.body);
    const russian = await get('/media/banner/1/ru/desktop.svg');
    expect(russian.body).toContain('Новая коллекция');
    expect(russian.body).toContain('Смотреть');
    expect(russian.body).not.toContain('Yangi kolleksiya');
    expect(russian.body).not.toContain('Ko&apos;rish');
    const mobile = await get('/media/banner/2/ru/mobile.svg');
    expect(mobile.body).toContain('viewBox="0 0 720 960"');
    expect(mobile.body).toContain('Скидки до 50%');
    expect(mobile.body).not.toContain('Chegirmalar');
    expect((await get('/media/banner/99/uz/desktop.svg')).statusCode).toBe(404);
    expect((await get('/media/banner/0/uz/desktop.svg')).statusCode).toBe(400);
    expect((await get('/media/banner/1/en/desktop.svg')).statusCode).toBe(400);
  });

  it("draws the garments a banner's address names instead of its theme's", async () => {
    const response = await get('/media/banner/3/ru/mobile.svg?garments=blouse-6c4a8c_skirt-2f4e8c');
    expect(response.statusCode).toBe(200);
    const drawn = [...response.body.matchAll(/data-garment="([a-z]+)" data-color="(#[0-9a-f]{6})"/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(drawn).toEqual(['blouse #6c4a8c', 'skirt #2f4e8c']);
    expect(response.body).toContain('Образ недели');
    expect((await get('/media/banner/3/ru/mobile.svg?garments=cape-6c4a8c')).statusCode).toBe(404);
    expect((await get('/media/banner/3/ru/mobile.svg?garments=blouse')).statusCode).toBe(400);
  });

  it('draws a look picture of exactly the garments its address names, and refuses others', async () => {
    const response = await get('/media/look/flat/blouse-6C4A8C_skirt-2f4e8c_bag-8db8dc.svg');
    expect(response.statusCode).toBe(200);
    expectWellFormed(response.body);
    const drawn = [...response.body.matchAll(/data-garment="([a-z]+)" data-color="(#[0-9a-f]{6})"/g)].map((match) => `${match[1]} ${match[2]}`);
    expect(drawn).toEqual(['blouse #6c4a8c', 'skirt #2f4e8c', 'bag #8db8dc']);
    const worn = await get('/media/look/worn/coat-d9c3a5_boots-6b4530.svg');
    expect(worn.statusCode).toBe(200);
    expect((worn.body.match(/data-garment=/g) ?? []).length).toBe(2);
    expect((await get('/media/look/flat/cape-d9c3a5_boots-6b4530.svg')).statusCode).toBe(404);
    for (const bad of ['/media/look/side/coat-d9c3a5.svg', '/media/look/flat/coat-d9c3.svg', '/media/look/flat/a-b-c_d.svg', `/media/look/flat/${Array(6).fill('bag-000000').join('_')}.svg`]) {
      const answer = await get(bad);
      if (answer.statusCode !== 400) throw new Error(`${bad} answered ${answer.statusCode}`);
    }
  });

  it('answers every picture the seeded shop refers to', async () => {
    const urls = new Set<string>();
    for (const row of await context.db.select().from(categories)) {
      urls.add(row.verticalImage ?? '');
      urls.add(row.horizontalImage ?? '');
    }
    for (const row of await context.db.select().from(banners)) {
      urls.add(row.mobileImage);
      urls.add(row.desktopImage);
    }
    for (const row of await context.db.select().from(lookImages)) urls.add(row.url);
    for (const row of await context.db.select().from(productImages)) urls.add(row.url);
    expect(urls.size).toBeGreaterThan(100);
    for (const url of urls) {
      const response = await get(url);
      if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    }
  }, 60_000);
});

describe('uploaded files', () => {
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

  beforeAll(async () => {
    const avatars = path.join(context.config.dataDir, 'uploads', 'avatars');
    await mkdir(avatars, { recursive: true });
    await writeFile(path.join(avatars, 'a1.png'), png);
    await writeFile(path.join(avatars, 'a2.jpg'), png);
    await writeFile(path.join(avatars, 'a3.webp'), png);
    await writeFile(path.join(avatars, 'notes.txt'), 'not an image');
    // Files outside uploads that a traversal would try to reach.
    await writeFile(path.join(context.config.dataDir, 'secret.png'), 'TOP-SECRET-BYTES');
    await symlink(path.join(context.config.dataDir, 'secret.png'), path.join(avatars, 'link.png'));
  });

  it('serves images with the type of their extension', async () => {
    const response = await get('/media/uploads/avatars/a1.png');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.rawPayload.equals(png)).toBe(true);
    expect((await get('/media/uploads/avatars/a2.jpg')).headers['content-type']).toBe('image/jpeg');
    expect((await get('/media/uploads/avatars/a3.webp')).headers['content-type']).toBe('image/webp');
  });

  it('answers 404 for missing files and other file types', async () => {
    for (const url of ['/media/uploads/avatars/missing.png', '/media/uploads/avatars/notes.txt', '/media/uploads/avatars', '/media/uploads/']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('refuses path traversal, encoded slashes, absolute paths and links out of uploads', async () => {
    const attempts = [
      '/media/uploads/..%2fsecret.png',
      '/media/uploads/..%2F..%2Fsecret.png',
      '/media/uploads/%2e%2e/secret.png',
      '/media/uploads/avatars/%2e%2e/%2e%2e/secret.png',
      '/media/uploads/avatars%2fa1.png',
      '/media/uploads/%2Fetc%2Fpasswd',
      '/media/uploads//etc/passwd',
      '/media/uploads/avatars/..\\..\\secret.png',
      '/media/uploads/.hidden.png',
      '/media/uploads/avatars/link.png',
    ];
    for (const url of attempts) {
      const response = await get(url);
      if (response.statusCode !== 404) throw new Error(`${url} answered ${response.statusCode}`);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect(response.body).not.toContain('TOP-SECRET-BYTES');
    }
  });
});
