import type { BilingualName } from '../../i18n/localized';

/** docs/api.md "Addresses": the seeded places an address is picked from. */
export type Region = BilingualName & { id: number; isTashkentCity: boolean };
export type SubRegion = BilingualName & { id: number; regionId?: number };
export type PostFilial = BilingualName & { id: number; subRegionId?: number; addressUZB: string; addressRUS: string };

/** Tashkent city is delivered to the door (street, house); every other region to a post branch. */
export type Address = {
  id: number;
  region: Region;
  subRegion: SubRegion;
  postFilial: PostFilial | null;
  street: string | null;
  houseNumber: string | null;
};

/** The body of addAddress and editAddress (the customer id is added for a new address). */
export type AddressInput = {
  regionId: number;
  subRegionId: number;
  postFilialId?: number;
  street?: string;
  houseNumber?: string;
};
