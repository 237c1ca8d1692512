import type {
  Address as ContractAddress,
  EditAddressBody,
  PostFilial as ContractPostFilial,
  Region as ContractRegion,
  SubRegion as ContractSubRegion,
} from '../../../contract/address';

/** docs/api.md "Addresses": the seeded places an address is picked from. */
export type Region = ContractRegion;
export type SubRegion = ContractSubRegion;
export type PostFilial = ContractPostFilial;

/** Tashkent city is delivered to the door (street, house); every other region to a post branch. */
export type Address = ContractAddress;

/** Where an address is, as addAddress and editAddress send it: their body without the customer, whose id the call adds. */
export type AddressInput = Omit<EditAddressBody, 'customerId'>;
