import { texts as firstRu } from './first/ru';
import { texts as firstUz } from './first/uz';
import { ru, uz } from './translations';
import i18next from 'i18next';
import { allAreas, firstLoadAreas, firstLoadTextsSuffice, landingTexts, pageTextsPresent } from './texts';
import common from './uz/common.json';

describe('the texts as the browser loads them', () => {
  it('knows every area of translations.ts (an area missing here would never reach the browser)', () => {
    const areas = Object.keys(uz).filter((key) => !(key in common));
    expect([...allAreas].sort()).toEqual(areas.sort());
  });

  it('has the first load hold exactly the top-level keys and the first-load areas, in both languages', () => {
    const expected = [...Object.keys(common), ...firstLoadAreas].sort();
    expect(Object.keys(firstUz).sort()).toEqual(expected);
    expect(Object.keys(firstRu).sort()).toEqual(expected);
    for (const area of firstLoadAreas) {
      expect(firstUz[area]).toEqual(uz[area]);
      expect(firstRu[area]).toEqual(ru[area]);
    }
  });

  it('lets the catalogue pages start with the first load alone, and no other page', () => {
    for (const path of ['/', '/categoryDetail/3', '/catalogs', '/catalog/2']) expect(firstLoadTextsSuffice(path)).toBe(true);
    for (const path of ['/productDetail/1', '/cart', '/looks', '/about', '/profile', '/categoryDetail', '/nope']) {
      expect(firstLoadTextsSuffice(path)).toBe(false);
    }
  });

  it('starts a product page with the first load and the product area, any other page outside the catalogue with all', () => {
    expect(landingTexts('/')).toBe('first');
    expect(landingTexts('/catalog/2')).toBe('first');
    expect(landingTexts('/productDetail/7')).toBe('product');
    for (const path of ['/cart', '/looks', '/productDetail', '/productDetail/1/x']) expect(landingTexts(path)).toBe('all');
  });

  it('lets a product page render once its area is in, and other pages only with everything', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'uz', resources: { uz: { translation: { ...firstUz } } } });
    expect(pageTextsPresent(i18n, '/catalogs')).toBe(true);
    expect(pageTextsPresent(i18n, '/productDetail/7')).toBe(false);
    i18n.addResourceBundle('uz', 'translation', { product: uz.product }, true, true);
    expect(pageTextsPresent(i18n, '/productDetail/7')).toBe(true);
    expect(pageTextsPresent(i18n, '/cart')).toBe(false);
    i18n.addResourceBundle('uz', 'translation', uz, true, true);
    expect(pageTextsPresent(i18n, '/cart')).toBe(true);
  });
});
