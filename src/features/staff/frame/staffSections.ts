import { STAFF_SECTIONS, type StaffSection, type StaffSectionGroup } from '../../../../contract/staffSections';

type Section = (typeof STAFF_SECTIONS)[number];

/** The navigation's groups, each a heading over its sections, in the order of contract/staffSections.ts. */
export const staffSectionGroups: { group: StaffSectionGroup; sections: Section[] }[] = [...new Set(STAFF_SECTIONS.map(({ group }) => group))].map(
  (group) => ({ group, sections: STAFF_SECTIONS.filter((section) => section.group === group) }),
);

export const staffHome = '/staff/orders';

export const staffSectionPath = (section: StaffSection) => `/staff/${section}`;
