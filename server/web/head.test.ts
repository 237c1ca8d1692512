import { absoluteUrl, escapeHtml, injectHead, jsonForScript, languageAddresses, ogImage, summarize, type PageHead } from './head';
import { fillIn, groupDigits, headTexts } from './head-texts';

const head: PageHead = {
  language: 'uz',
  title: 'Ko‘ylak | Libos',
  description: 'Chiroyli',
  canonicalUrl: 'https://libos.test/productDetail/1',
  ogType: 'product',
};

describe('escaping', () => {
  it('escapes markup and both quote kinds', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('keeps JSON-LD valid JSON that no script end tag or comment can break', () => {
    const value = { name: '</script><!-- & \u2028' };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('injectHead', () => {
  it('replaces the title and the generic description, and adds the tags before </head>', () => {
    const html = injectHead(
      '<html><head><meta name=description content="Libos — do\'kon"><title>Libos</title></head><body></body></html>',
      head,
    );
    expect(html).toMatch(/^<html><head><title>Ko‘ylak \| Libos<\/title><meta name="description" content="Chiroyli">/);
    expect(html).not.toContain("do'kon");
    expect(html).toMatch(/<meta name="twitter:card" content="summary"><\/head><body><\/body><\/html>$/);
  });

  it('inserts shop text literally, never as a replacement pattern', () => {
    const html = injectHead('<head><title>x</title></head>', { ...head, title: "$& $' $1", description: '$`' });
    expect(html).toContain("<title>$&amp; $&#39; $1</title>");
    expect(html).toContain('<meta name="description" content="$`">');
  });

  it('adds a title to a template without one', () => {
    expect(injectHead('<head></head>', head)).toContain('<title>Ko‘ylak | Libos</title>');
  });
});

describe('text helpers', () => {
  it('cuts long text at a word with an ellipsis', () => {
    expect(summarize('  bir   ikki\nuch  ', 50)).toBe('bir ikki uch');
    expect(summarize('Yumshoq paxtadan tikilgan yozgi ko‘ylak', 20)).toBe('Yumshoq paxtadan…');
  });

  it('groups thousands and counts goods by each language’s plural rules, as the SPA does', () => {
    expect(groupDigits(1_250_000)).toBe('1 250 000');
    expect(groupDigits(900)).toBe('900');
    expect([1, 2, 5, 11, 21, 24, 112].map(headTexts('ru').productCount)).toEqual([
      '1 товар',
      '2 товара',
      '5 товаров',
      '11 товаров',
      '21 товар',
      '24 товара',
      '112 товаров',
    ]);
    expect(headTexts('uz').productCount(1_500)).toBe('1 500 ta mahsulot');
    expect(fillIn('{{a}} {{ b }} {{c}}', { a: 1, b: 'x' })).toBe('1 x ');
  });

  it('makes stored image paths absolute and leaves absolute ones alone', () => {
    expect(absoluteUrl('https://libos.uz', '/media/a b.jpg')).toBe('https://libos.uz/media/a%20b.jpg');
    expect(absoluteUrl('https://libos.uz', 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
  });
});

describe('one address per page and language', () => {
  it('names the page in its language as canonical, both languages and the bare address as alternates', () => {
    expect(languageAddresses('https://libos.uz', '/catalogs', 'ru')).toEqual({
      canonicalUrl: 'https://libos.uz/catalogs?lang=ru',
      alternates: [
        { hreflang: 'uz', href: 'https://libos.uz/catalogs?lang=uz' },
        { hreflang: 'ru', href: 'https://libos.uz/catalogs?lang=ru' },
        { hreflang: 'x-default', href: 'https://libos.uz/catalogs' },
      ],
    });
    expect(languageAddresses('https://libos.uz', '/searchResult', 'uz', [['search', 'a&b']]).canonicalUrl).toBe(
      'https://libos.uz/searchResult?search=a%26b&lang=uz',
    );
  });

  it('writes the alternates, the locale of the page and the other one, and the picture with its size', () => {
    const html = injectHead('<head></head>', {
      ...head,
      language: 'ru',
      ...languageAddresses('https://libos.uz', '/about', 'ru'),
      image: ogImage('https://libos.uz', { kind: 'product', id: 7 }, '/media/a.jpg'),
    });
    expect(html).toContain('<link rel="canonical" href="https://libos.uz/about?lang=ru">');
    expect(html).toContain('<link rel="alternate" hreflang="uz" href="https://libos.uz/about?lang=uz">');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://libos.uz/about">');
    expect(html).toContain('<meta property="og:url" content="https://libos.uz/about?lang=ru">');
    expect(html).toContain('<meta property="og:locale" content="ru_RU"><meta property="og:locale:alternate" content="uz_UZ">');
    expect(html).toMatch(/<meta property="og:image" content="https:\/\/libos\.uz\/og\/product\/7\.jpg\?v=[\w-]{10}">/);
    expect(html).toContain(
      '<meta property="og:image:width" content="1200"><meta property="og:image:height" content="630"><meta property="og:image:type" content="image/jpeg">',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('stamps the preview by its source picture, so a new picture gets a new address', () => {
    const stamp = (source: string) => ogImage('https://libos.uz', { kind: 'look', id: 1 }, source).url;
    expect(stamp('/media/a.jpg')).toBe(stamp('/media/a.jpg'));
    expect(stamp('/media/a.jpg')).not.toBe(stamp('/media/b.jpg'));
    expect(ogImage('https://libos.uz', { kind: 'shop' }).url).toBe('https://libos.uz/og/shop.jpg');
  });
});
