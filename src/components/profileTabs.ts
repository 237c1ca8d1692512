/** The profile's tabs, which are also the addresses of its sub-pages (/my-orders, ...). */
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

/**
 * Where a section lives: on wide screens a tab of /profile, on phones its own page (/my-orders, ...),
 * so a link inside a section stays in the layout the shopper is using.
 */
export function profileTabPath(tab: ProfileTab, wide: boolean): string {
  return wide ? `/profile?tab=${tab}` : `/${tab}`;
}
