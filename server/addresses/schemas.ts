import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../contract/common';
import { ClosedObject, Id } from '../http/schemas';

// The 200-character limit applies after trimming (service.ts); this only stops absurd input early.
const AddressText = Type.String({ maxLength: 1000 });

const addressFields = {
  regionId: Id,
  subRegionId: Id,
  postFilialId: Type.Optional(Nullable(Id)),
  street: Type.Optional(Nullable(AddressText)),
  houseNumber: Type.Optional(Nullable(AddressText)),
};

export const AddAddressBody = ClosedObject({ customerId: Id, ...addressFields });
export const EditAddressBody = ClosedObject({ customerId: Type.Optional(Id), ...addressFields });
export type AddressInput = Static<typeof EditAddressBody>;
