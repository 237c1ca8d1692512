import { Type, type Static } from '@sinclair/typebox';

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
