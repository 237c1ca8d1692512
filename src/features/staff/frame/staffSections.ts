/** The staff application's sections, in the navigation's order; each is the address /staff/<section>. */
export const staffSections = [
  'dashboard',
  'orders',
  'payments',
  'customers',
  'products',
  'colours',
  'brands',
  'categories',
  'stock',
  'homepage',
  'promotions',
  'reviews',
  'inbox',
  'notifications',
  'sms',
  'outbox',
  'places',
  'accounts',
  'audit',
] as const;

export type StaffSection = (typeof staffSections)[number];

/** The navigation's groups, each a heading over its sections (in the order above). */
export const staffSectionGroups: { group: 'sales' | 'catalogue' | 'storefront' | 'messages' | 'settings'; sections: StaffSection[] }[] = [
  { group: 'sales', sections: ['dashboard', 'orders', 'payments', 'customers'] },
  { group: 'catalogue', sections: ['products', 'colours', 'brands', 'categories', 'stock'] },
  { group: 'storefront', sections: ['homepage', 'promotions', 'reviews'] },
  { group: 'messages', sections: ['inbox', 'notifications', 'sms', 'outbox'] },
  { group: 'settings', sections: ['places', 'accounts', 'audit'] },
];

/** Sections only an ADMIN sees and may open; the server refuses their calls to anyone else. */
export const adminOnlySections: readonly StaffSection[] = ['accounts', 'audit'];

export const staffHome = '/staff/orders';

export const staffSectionPath = (section: StaffSection) => `/staff/${section}`;
