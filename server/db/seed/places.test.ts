import { openTestDatabase } from '../../../test/server/harness';
import type { DatabaseHandle } from '../client';
import { postFilials, regions, subRegions } from '../schema/places';
import { seedReference } from './index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase();
  await seedReference(handle.db);
}, 60_000);
afterAll(() => handle?.close());

describe('the seeded places', () => {
  it('lists the 14 regions with all their districts, and several post branches per district outside Tashkent city', async () => {
    const regionRows = await handle.db.select().from(regions);
    const districts = await handle.db.select().from(subRegions);
    const branches = await handle.db.select().from(postFilials);
    expect(regionRows).toHaveLength(14);
    expect(districts.length).toBeGreaterThanOrEqual(200);
    const city = regionRows.filter((region) => region.isTashkentCity);
    expect(city.map((region) => region.nameUZB)).toEqual(['Toshkent shahri']);
    const cityDistricts = districts.filter((district) => district.regionId === city[0]?.id).map((district) => district.nameUZB);
    expect(cityDistricts).toHaveLength(12);
    for (const name of ['Bektemir', 'Chilonzor', 'Mirobod', "Mirzo Ulug‘bek", 'Olmazor', 'Sergeli', 'Shayxontohur', 'Uchtepa', 'Yakkasaroy', 'Yashnobod', 'Yunusobod', 'Yangihayot']) {
      expect(cityDistricts).toContain(`${name} tumani`);
    }
    const namesIn = (regionUZB: string) => {
      const region = regionRows.find((row) => row.nameUZB === regionUZB);
      return districts.filter((district) => district.regionId === region?.id).map((district) => district.nameUZB);
    };
    expect(namesIn('Samarqand viloyati')).toEqual(expect.arrayContaining(['Samarqand shahri', "Kattaqo‘rg‘on shahri", 'Urgut tumani', 'Toyloq tumani', 'Ishtixon tumani']));
    expect(namesIn('Samarqand viloyati')).toHaveLength(16);
    expect(namesIn("Qoraqalpog‘iston Respublikasi")).toHaveLength(17);
    expect(namesIn('Toshkent viloyati')).toHaveLength(22);
    for (const region of regionRows) {
      const mine = districts.filter((district) => district.regionId === region.id);
      expect(mine.length).toBeGreaterThanOrEqual(9);
      expect(new Set(mine.map((district) => district.nameRUS)).size).toBe(mine.length);
      for (const district of mine) {
        expect(district.nameRUS).toMatch(/^(город [А-ЯЁ][А-ЯЁа-яё-]+|[А-ЯЁ][А-ЯЁа-яё-]+ район)$/);
        const own = branches.filter((branch) => branch.subRegionId === district.id);
        if (region.isTashkentCity) expect(own).toHaveLength(0);
        else {
          expect(own.length).toBeGreaterThanOrEqual(2);
          expect(own.length).toBeLessThanOrEqual(4);
          for (const branch of own) {
            expect(branch.addressUZB).toMatch(new RegExp(`^${district.nameUZB}, .+ ko‘chasi, \\d+-uy$`));
            expect(branch.addressRUS).toMatch(/, ул\. .+, \d+$/);
          }
        }
      }
    }
    expect(new Set(branches.map((branch) => branch.nameUZB)).size).toBe(branches.length);
    expect(branches.map((branch) => branch.nameUZB)).toContain("Samarqand 140100-son pochta bo‘limi");
  });
});
