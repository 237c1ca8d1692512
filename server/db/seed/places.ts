import type { Executor } from '../client';
import { postFilials, regions, subRegions } from '../schema/places';
import { insertInSlices } from './batch';
import { REGIONS, STREETS } from './places-data';
import type { SeededRandom } from './random';

type Named = { id: number; nameUZB: string; nameRUS: string };

export interface PlacedDistrict {
  region: Named & { isTashkentCity: boolean };
  subRegion: Named;
  branches: Array<Named & { addressUZB: string; addressRUS: string }>;
}

export interface PlacesResult {
  regions: number;
  subRegions: number;
  postFilials: number;
  /** Every district with its region and post branches, for the addresses of seeded customers. */
  districts: PlacedDistrict[];
  /** Ids the demo customer's addresses use. */
  find(regionUZB: string, districtUZB: string): { regionId: number; subRegionId: number; postFilialId: number | null };
}

const MIN_BRANCHES = 2;
const MAX_BRANCHES = 4;

/** "Samarqand shahri" gives "Samarqand", "Qibray tumani" gives "Qibray". */
const townOf = (districtUZB: string) => districtUZB.replace(/ (shahri|tumani)$/, '');

/**
 * Regions, their districts and, outside Tashkent city (where couriers deliver to the door), two to four post
 * branches per district. A branch's index is the region's three digits and three of its own, unique in the region.
 */
export async function insertPlaces(db: Executor, random: SeededRandom): Promise<PlacesResult> {
  const regionRows: Array<typeof regions.$inferInsert> = [];
  const districtRows: Array<typeof subRegions.$inferInsert> = [];
  const branchRows: Array<typeof postFilials.$inferInsert> = [];
  const ids = new Map<string, { regionId: number; subRegionId: number; postFilialId: number | null }>();
  const placed: PlacedDistrict[] = [];

  REGIONS.forEach((region, regionIndex) => {
    const regionId = regionIndex + 1;
    regionRows.push({ id: regionId, nameUZB: region.nameUZB, nameRUS: region.nameRUS, isTashkentCity: region.isTashkentCity, position: regionId });
    region.districts.forEach(([nameUZB, nameRUS], districtIndex) => {
      const subRegionId = districtRows.length + 1;
      districtRows.push({ id: subRegionId, regionId, nameUZB, nameRUS });
      const district: PlacedDistrict = {
        region: { id: regionId, nameUZB: region.nameUZB, nameRUS: region.nameRUS, isTashkentCity: region.isTashkentCity },
        subRegion: { id: subRegionId, nameUZB, nameRUS },
        branches: [],
      };
      placed.push(district);
      let firstBranch: number | null = null;
      if (!region.isTashkentCity) {
        const branches = random.int(MIN_BRANCHES, MAX_BRANCHES);
        for (let branch = 0; branch < branches; branch++) {
          const code = region.postcode * 1000 + 100 + districtIndex * 40 + branch * 5;
          const [streetUZB, streetRUS] = random.pick(STREETS);
          const house = random.int(1, 120);
          const id = branchRows.length + 1;
          firstBranch ??= id;
          const branchRow = {
            id,
            nameUZB: `${townOf(nameUZB)} ${code}-son pochta bo‘limi`,
            nameRUS: `Почтовое отделение № ${code}, ${nameRUS}`,
            addressUZB: `${nameUZB}, ${streetUZB} ko‘chasi, ${house}-uy`,
            addressRUS: `${nameRUS}, ул. ${streetRUS}, ${house}`,
          };
          branchRows.push({ ...branchRow, subRegionId });
          district.branches.push(branchRow);
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
    districts: placed,
    find(regionUZB, districtUZB) {
      const found = ids.get(`${regionUZB}/${districtUZB}`);
      if (!found) throw new Error(`no district ${districtUZB} in ${regionUZB}`);
      return found;
    },
  };
}
