import type { Executor } from '../client';
import { postFilials, regions, subRegions } from '../schema/places';
import { insertInSlices } from './batch';
import { REGIONS, STREETS } from './places-data';
import type { SeededRandom } from './random';

export interface PlacesResult {
  regions: number;
  subRegions: number;
  postFilials: number;
  /** Ids the demo customer's addresses use. */
  find(regionUZB: string, districtUZB: string): { regionId: number; subRegionId: number; postFilialId: number | null };
}

/** "Samarqand shahri" gives "Samarqand", "Qibray tumani" gives "Qibray". */
const townOf = (districtUZB: string) => districtUZB.replace(/ (shahri|tumani)$/, '');

/** Regions, their districts and, outside Tashkent city, one to three post branches per district. */
export async function insertPlaces(db: Executor, random: SeededRandom): Promise<PlacesResult> {
  const regionRows: Array<typeof regions.$inferInsert> = [];
  const districtRows: Array<typeof subRegions.$inferInsert> = [];
  const branchRows: Array<typeof postFilials.$inferInsert> = [];
  const ids = new Map<string, { regionId: number; subRegionId: number; postFilialId: number | null }>();

  REGIONS.forEach((region, regionIndex) => {
    const regionId = regionIndex + 1;
    regionRows.push({ id: regionId, nameUZB: region.nameUZB, nameRUS: region.nameRUS, isTashkentCity: region.isTashkentCity, position: regionId });
    region.districts.forEach(([nameUZB, nameRUS], districtIndex) => {
      const subRegionId = districtRows.length + 1;
      districtRows.push({ id: subRegionId, regionId, nameUZB, nameRUS });
      let firstBranch: number | null = null;
      if (!region.isTashkentCity) {
        const branches = random.int(1, 3);
        for (let branch = 0; branch < branches; branch++) {
          const code = region.postcode * 1000 + (districtIndex + 1) * 100 + branch * 10;
          const [streetUZB, streetRUS] = random.pick(STREETS);
          const house = random.int(1, 120);
          const id = branchRows.length + 1;
          firstBranch ??= id;
          branchRows.push({
            id,
            subRegionId,
            nameUZB: `${townOf(nameUZB)} ${code}-son pochta bo'limi`,
            nameRUS: `Почтовое отделение № ${code}, ${nameRUS}`,
            addressUZB: `${nameUZB}, ${streetUZB} ko'chasi, ${house}-uy`,
            addressRUS: `${nameRUS}, ул. ${streetRUS}, ${house}`,
          });
        }
      }
      ids.set(`${region.nameUZB}/${nameUZB}`, { regionId, subRegionId, postFilialId: firstBranch });
    });
  });

  await insertInSlices(db, regions, regionRows);
  await insertInSlices(db, subRegions, districtRows);
  await insertInSlices(db, postFilials, branchRows);
  return {
    regions: regionRows.length,
    subRegions: districtRows.length,
    postFilials: branchRows.length,
    find(regionUZB, districtUZB) {
      const found = ids.get(`${regionUZB}/${districtUZB}`);
      if (!found) throw new Error(`no district ${districtUZB} in ${regionUZB}`);
      return found;
    },
  };
}
