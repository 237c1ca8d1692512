import type { Address as ContractAddress, PostFilial as ContractPostFilial, Region as ContractRegion, SubRegion as ContractSubRegion } from '../../../contract/address';

/** docs/api.md "Addresses": the seeded places an address is picked from. */
export type Region = ContractRegion;
export type SubRegion = ContractSubRegion;
export type PostFilial = ContractPostFilial;

/** Tashkent city is delivered to the door (street, house); every other region to a post branch. */
export type Address = ContractAddress;

/** The body of addAddress and editAddress (the customer id is added for a new address). */
export type AddressInput = {
  regionId: number;
  subRegionId: number;
  postFilialId?: number;
  street?: string;
  houseNumber?: string;
};
