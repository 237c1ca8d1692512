import { absoluteUrl, escapeHtml, injectHead, jsonForScript, summarize, type PageHead } from './head';
import { bilingualTitle, groupDigits, russianGoods } from './page-meta';

const head: PageHead = {
  title: 'Ko‘ylak — Платье | Libos',
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
    expect(html).toMatch(/^<html><head><title>Ko‘ylak — Платье \| Libos<\/title><meta name="description" content="Chiroyli">/);
    expect(html).not.toContain("do'kon");
    expect(html).toMatch(/<meta name="twitter:card" content="summary"><\/head><body><\/body><\/html>$/);
  });

  it('inserts shop text literally, never as a replacement pattern', () => {
    const html = injectHead('<head><title>x</title></head>', { ...head, title: "$& $' $1", description: '$`' });
    expect(html).toContain("<title>$&amp; $&#39; $1</title>");
    expect(html).toContain('<meta name="description" content="$`">');
  });

  it('adds a title to a template without one', () => {
    expect(injectHead('<head></head>', head)).toContain('<title>Ko‘ylak — Платье | Libos</title>');
  });
});

describe('text helpers', () => {
  it('cuts long text at a word with an ellipsis', () => {
    expect(summarize('  bir   ikki\nuch  ', 50)).toBe('bir ikki uch');
    expect(summarize('Yumshoq paxtadan tikilgan yozgi ko‘ylak', 20)).toBe('Yumshoq paxtadan…');
  });

  it('groups thousands, declines товар and shows one name when both are equal', () => {
    expect(groupDigits(1_250_000)).toBe('1 250 000');
    expect(groupDigits(900)).toBe('900');
    expect([1, 2, 5, 11, 21, 24, 112].map(russianGoods)).toEqual(['товар', 'товара', 'товаров', 'товаров', 'товар', 'товара', 'товаров']);
    expect(bilingualTitle('Zara', 'Zara')).toBe('Zara | Libos');
  });

  it('makes stored image paths absolute and leaves absolute ones alone', () => {
    expect(absoluteUrl('https://libos.uz', '/media/a b.jpg')).toBe('https://libos.uz/media/a%20b.jpg');
    expect(absoluteUrl('https://libos.uz', 'https://cdn.example/x.jpg')).toBe('https://cdn.example/x.jpg');
  });
});
