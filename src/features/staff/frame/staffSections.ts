/** The staff application's sections, in the navigation's order; each is the address /staff/<section>. */
export const staffSections = ['orders', 'products', 'colours', 'brands', 'categories', 'stock'] as const;

export type StaffSection = (typeof staffSections)[number];

export const staffHome = '/staff/orders';

export const staffSectionPath = (section: StaffSection) => `/staff/${section}`;
