/** SPEC §2: the profile's tabs, which are also the addresses of its sub-pages (/my-orders, ...). */
export const profileTabs = [
  'my-profile',
  'my-orders',
  'my-comments',
  'my-address',
  'my-notifications',
  'my-status',
  'my-coupons',
] as const;
export type ProfileTab = (typeof profileTabs)[number];

export function isProfileTab(value: unknown): value is ProfileTab {
  return typeof value === 'string' && (profileTabs as readonly string[]).includes(value);
}
