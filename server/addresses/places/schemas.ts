import { Type, type Static } from '@sinclair/typebox';
import { MAX_PLACE_ADDRESS, MAX_PLACE_NAME } from '../../../contract/limits';
import { ClosedObject, Id } from '../../http/schemas';

// Trimmed and checked for blanks in places-service.ts, which names the field.
const Name = Type.String({ maxLength: MAX_PLACE_NAME, description: `trimmed, 1 to ${MAX_PLACE_NAME} characters` });
const BranchAddress = Type.String({ maxLength: MAX_PLACE_ADDRESS, description: `trimmed, 1 to ${MAX_PLACE_ADDRESS} characters` });
const Position = Type.Integer({ minimum: 0, maximum: 10_000, description: 'display order: smaller first' });
const Active = Type.Boolean({ description: 'false: left out of the address form; addresses naming it keep it' });

export const RegionIdParams = Type.Object({ regionId: Id });
export const SubRegionIdParams = Type.Object({ subRegionId: Id });

export const AddRegionBody = ClosedObject({
  nameUZB: Name,
  nameRUS: Name,
  isTashkentCity: Type.Boolean({ description: 'delivered to street and house instead of a post branch' }),
  position: Type.Optional(Position),
});
export type AddRegionBody = Static<typeof AddRegionBody>;
export const EditRegionBody = ClosedObject({ ...AddRegionBody.properties, position: Position, active: Active });
export type EditRegionBody = Static<typeof EditRegionBody>;

export const AddSubRegionBody = ClosedObject({ regionId: Id, nameUZB: Name, nameRUS: Name });
export type AddSubRegionBody = Static<typeof AddSubRegionBody>;
export const EditSubRegionBody = ClosedObject({ nameUZB: Name, nameRUS: Name, active: Active });
export type EditSubRegionBody = Static<typeof EditSubRegionBody>;

const branchFields = { nameUZB: Name, nameRUS: Name, addressUZB: BranchAddress, addressRUS: BranchAddress };
export const AddPostFilialBody = ClosedObject({ subRegionId: Id, ...branchFields });
export type AddPostFilialBody = Static<typeof AddPostFilialBody>;
export const EditPostFilialBody = ClosedObject({ ...branchFields, active: Active });
export type EditPostFilialBody = Static<typeof EditPostFilialBody>;
