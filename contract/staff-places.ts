import { Type, type Static } from '@sinclair/typebox';
import { MAX_PLACE_ADDRESS, MAX_PLACE_NAME } from './limits';
import { ClosedObject, Id } from './request';

/** How many saved addresses name a place: a place some address names is deactivated, never deleted. */
const usage = { addressCount: Type.Integer() };

/** GET /api/places/staff/getRegions: every region, active or not, in display order. */
export const StaffRegion = Type.Object({
  id: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  isTashkentCity: Type.Boolean(),
  position: Type.Integer(),
  active: Type.Boolean(),
  districtCount: Type.Integer(),
  ...usage,
});
export type StaffRegion = Static<typeof StaffRegion>;

/** GET /api/places/staff/getSubRegions/{regionId}: a region's districts, active or not. */
export const StaffSubRegion = Type.Object({
  id: Type.Integer(),
  regionId: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  active: Type.Boolean(),
  postFilialCount: Type.Integer(),
  ...usage,
});
export type StaffSubRegion = Static<typeof StaffSubRegion>;

/** GET /api/places/staff/getPostFilials/{subRegionId}: a district's post branches, active or not. */
export const StaffPostFilial = Type.Object({
  id: Type.Integer(),
  subRegionId: Type.Integer(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  addressUZB: Type.String(),
  addressRUS: Type.String(),
  active: Type.Boolean(),
  ...usage,
});
export type StaffPostFilial = Static<typeof StaffPostFilial>;

/** A region's districts with the region itself (the staff app's heading over the list). */
export const StaffSubRegionList = Type.Object({ region: StaffRegion, subRegions: Type.Array(StaffSubRegion) });
export type StaffSubRegionList = Static<typeof StaffSubRegionList>;

/** A district's post branches with the district and its region. */
export const StaffPostFilialList = Type.Object({ region: StaffRegion, subRegion: StaffSubRegion, postFilials: Type.Array(StaffPostFilial) });
export type StaffPostFilialList = Static<typeof StaffPostFilialList>;

/* The staff's requests; names are trimmed and checked for blanks by the server, which names the field. */

const Name = Type.String({ maxLength: MAX_PLACE_NAME, description: `trimmed, 1 to ${MAX_PLACE_NAME} characters` });
const BranchAddress = Type.String({ maxLength: MAX_PLACE_ADDRESS, description: `trimmed, 1 to ${MAX_PLACE_ADDRESS} characters` });
const Position = Type.Integer({ minimum: 0, maximum: 10_000, description: 'display order: smaller first' });
const Active = Type.Boolean({ description: 'false: left out of the address form; addresses naming it keep it' });

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
