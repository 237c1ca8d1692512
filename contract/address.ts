import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { ClosedObject, Id } from './request';

/** GET /api/region/getAllRegions: the regions of Uzbekistan. */
export const Region = Type.Object({
  id: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  isTashkentCity: Type.Boolean({ description: 'delivers to street and house; other regions to a post branch' }),
});
export type Region = Static<typeof Region>;

/** GET /api/subRegion/getSubRegionsByRegionId/{regionId}: a region's districts. */
export const SubRegion = Type.Object({ id: Type.Integer(), regionId: Type.Integer(), nameUZB: Type.String(), nameRUS: Type.String() });
export type SubRegion = Static<typeof SubRegion>;

/** GET /api/postFilial/getPostFilialBySubRegionId/{subRegionId}: a district's post branches. */
export const PostFilial = Type.Object({
  id: Type.Integer(),
  subRegionId: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  addressUZB: Type.String(),
  addressRUS: Type.String(),
});
export type PostFilial = Static<typeof PostFilial>;

/**
 * A delivery address of docs/api.md "Addresses": its places without the parent ids the lookup lists carry.
 * Tashkent city is delivered to the door (street, house); every other region to a post branch.
 */
export const Address = Type.Object({
  id: Type.Integer(),
  region: Type.Object({ id: Type.Integer(), nameUZB: Type.String(), nameRUS: Type.String(), isTashkentCity: Type.Boolean() }),
  subRegion: Type.Object({ id: Type.Integer(), nameUZB: Type.String(), nameRUS: Type.String() }),
  postFilial: Nullable(
    Type.Object({
      id: Type.Integer(),
      nameUZB: Type.String(),
      nameRUS: Type.String(),
      addressUZB: Type.String(),
      addressRUS: Type.String(),
    }),
  ),
  street: Nullable(Type.String()),
  houseNumber: Nullable(Type.String()),
});
export type Address = Static<typeof Address>;

/* The address book's requests: where an address is, by the ids of its places. */

// The 200-character limit applies after trimming (server/addresses/service.ts); this only stops absurd input early.
const AddressText = Type.String({ maxLength: 1000 });

const addressFields = {
  regionId: Id,
  subRegionId: Id,
  postFilialId: Type.Optional(Nullable(Id)),
  street: Type.Optional(Nullable(AddressText)),
  houseNumber: Type.Optional(Nullable(AddressText)),
};

export const AddAddressBody = ClosedObject({ customerId: Id, ...addressFields });
export type AddAddressBody = Static<typeof AddAddressBody>;
export const EditAddressBody = ClosedObject({ customerId: Type.Optional(Id), ...addressFields });
export type EditAddressBody = Static<typeof EditAddressBody>;
