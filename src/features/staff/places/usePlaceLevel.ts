import type { StaffPostFilial, StaffRegion, StaffSubRegion } from '../../../../contract/staff-places';
import {
  useAddPostFilialMutation,
  useAddRegionMutation,
  useAddSubRegionMutation,
  useDeletePostFilialMutation,
  useDeleteRegionMutation,
  useDeleteSubRegionMutation,
  useEditPostFilialMutation,
  useEditRegionMutation,
  useEditSubRegionMutation,
  useGetStaffPostFilialsQuery,
  useGetStaffRegionsQuery,
  useGetStaffSubRegionsQuery,
} from './api';
import type { PlaceLevel, PlaceValues } from './PlaceDialog';
import type { PlaceItem } from './PlaceList';

type Named = { id: number; nameUZB: string; nameRUS: string; active: boolean };

/** One level of the tree as the screen works it: its read, its rows, and its four changes, each a promise that rejects as RTK's unwrap does. */
export type PlaceLevelView = {
  level: PlaceLevel;
  read: { data?: PlaceItem[]; isError: boolean; isFetching: boolean; error?: unknown; refetch: () => unknown };
  region?: StaffRegion;
  subRegion?: StaffSubRegion;
  valuesOf: (item?: PlaceItem) => PlaceValues;
  add: (values: PlaceValues) => Promise<Named>;
  edit: (item: PlaceItem, values: PlaceValues, active?: boolean) => Promise<Named>;
  remove: (item: PlaceItem) => Promise<unknown>;
};

const blank: PlaceValues = { nameUZB: '', nameRUS: '', addressUZB: '', addressRUS: '', isTashkentCity: false, position: 0 };

const regionItem = (region: StaffRegion): PlaceItem => ({
  ...region,
  childCount: region.districtCount,
  to: `/staff/places?region=${region.id}`,
});
const districtItem = (district: StaffSubRegion): PlaceItem => ({
  ...district,
  childCount: district.postFilialCount,
  to: `/staff/places?region=${district.regionId}&district=${district.id}`,
});
const branchItem = (branch: StaffPostFilial): PlaceItem => ({ ...branch, address: { uz: branch.addressUZB, ru: branch.addressRUS } });

/** The regions, a region's districts (`regionId`), or a district's branches (`subRegionId`). */
export function usePlaceLevel(regionId: number | undefined, subRegionId: number | undefined): PlaceLevelView {
  const level: PlaceLevel = subRegionId !== undefined ? 'postFilial' : regionId !== undefined ? 'subRegion' : 'region';
  const regions = useGetStaffRegionsQuery(undefined, { skip: level !== 'region' });
  const districts = useGetStaffSubRegionsQuery(regionId ?? 0, { skip: level !== 'subRegion' });
  const branches = useGetStaffPostFilialsQuery(subRegionId ?? 0, { skip: level !== 'postFilial' });
  const [addRegion] = useAddRegionMutation();
  const [editRegion] = useEditRegionMutation();
  const [deleteRegion] = useDeleteRegionMutation();
  const [addSubRegion] = useAddSubRegionMutation();
  const [editSubRegion] = useEditSubRegionMutation();
  const [deleteSubRegion] = useDeleteSubRegionMutation();
  const [addPostFilial] = useAddPostFilialMutation();
  const [editPostFilial] = useEditPostFilialMutation();
  const [deletePostFilial] = useDeletePostFilialMutation();

  if (level === 'region') {
    const byId = new Map((regions.currentData ?? []).map((region) => [region.id, region]));
    return {
      level,
      read: { ...regions, data: regions.currentData?.map(regionItem) },
      valuesOf: (item) => {
        const region = item && byId.get(item.id);
        return region ? { ...blank, nameUZB: region.nameUZB, nameRUS: region.nameRUS, isTashkentCity: region.isTashkentCity, position: region.position } : blank;
      },
      add: (values) => addRegion({ nameUZB: values.nameUZB, nameRUS: values.nameRUS, isTashkentCity: values.isTashkentCity }).unwrap(),
      edit: (item, values, active = item.active) =>
        editRegion({ id: item.id, nameUZB: values.nameUZB, nameRUS: values.nameRUS, isTashkentCity: values.isTashkentCity, position: values.position, active }).unwrap(),
      remove: (item) => deleteRegion(item.id).unwrap(),
    };
  }
  if (level === 'subRegion') {
    return {
      level,
      read: { ...districts, data: districts.currentData?.subRegions.map(districtItem) },
      region: districts.currentData?.region,
      valuesOf: (item) => (item ? { ...blank, nameUZB: item.nameUZB, nameRUS: item.nameRUS } : blank),
      add: (values) => addSubRegion({ regionId: regionId!, nameUZB: values.nameUZB, nameRUS: values.nameRUS }).unwrap(),
      edit: (item, values, active = item.active) => editSubRegion({ id: item.id, nameUZB: values.nameUZB, nameRUS: values.nameRUS, active }).unwrap(),
      remove: (item) => deleteSubRegion(item.id).unwrap(),
    };
  }
  return {
    level,
    read: { ...branches, data: branches.currentData?.postFilials.map(branchItem) },
    region: branches.currentData?.region,
    subRegion: branches.currentData?.subRegion,
    valuesOf: (item) =>
      item ? { ...blank, nameUZB: item.nameUZB, nameRUS: item.nameRUS, addressUZB: item.address?.uz ?? '', addressRUS: item.address?.ru ?? '' } : blank,
    add: (values) =>
      addPostFilial({ subRegionId: subRegionId!, nameUZB: values.nameUZB, nameRUS: values.nameRUS, addressUZB: values.addressUZB, addressRUS: values.addressRUS }).unwrap(),
    edit: (item, values, active = item.active) =>
      editPostFilial({ id: item.id, nameUZB: values.nameUZB, nameRUS: values.nameRUS, addressUZB: values.addressUZB, addressRUS: values.addressRUS, active }).unwrap(),
    remove: (item) => deletePostFilial(item.id).unwrap(),
  };
}
