import { texts as firstRu } from './first/ru';
import { texts as firstUz } from './first/uz';
import { ru, uz } from './translations';
import { allAreas, firstLoadAreas, firstLoadTextsSuffice } from './texts';
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
});
