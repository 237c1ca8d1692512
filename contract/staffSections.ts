/*
 * The staff application's sections, a plain value like contract/limits.ts, so the SPA may take it whole (no
 * TypeBox here): the staff router and its menu (src/features/staff) and the server's list of the SPA's pages
 * (server/web/spa-pages.ts) are all made from this one list. The SPA keeps each section's component, loaded lazily.
 */

/**
 * Each section, in the menu's order, is the address /staff/<path>: the menu's group it sits under, who may open it
 * (MANAGER: every staff member; ADMIN: only an ADMIN is shown it, and the server refuses its calls to anyone else)
 * and the text key of its name, its menu entry and its page's heading.
 */
export const STAFF_SECTIONS = [
  { path: 'dashboard', group: 'sales', role: 'MANAGER', textKey: 'staff.sections.dashboard' },
  { path: 'orders', group: 'sales', role: 'MANAGER', textKey: 'staff.sections.orders' },
  { path: 'payments', group: 'sales', role: 'MANAGER', textKey: 'staff.sections.payments' },
  { path: 'customers', group: 'sales', role: 'MANAGER', textKey: 'staff.sections.customers' },
  { path: 'products', group: 'catalogue', role: 'MANAGER', textKey: 'staff.sections.products' },
  { path: 'colours', group: 'catalogue', role: 'MANAGER', textKey: 'staff.sections.colours' },
  { path: 'brands', group: 'catalogue', role: 'MANAGER', textKey: 'staff.sections.brands' },
  { path: 'categories', group: 'catalogue', role: 'MANAGER', textKey: 'staff.sections.categories' },
  { path: 'stock', group: 'catalogue', role: 'MANAGER', textKey: 'staff.sections.stock' },
  { path: 'homepage', group: 'storefront', role: 'MANAGER', textKey: 'staff.sections.homepage' },
  { path: 'promotions', group: 'storefront', role: 'MANAGER', textKey: 'staff.sections.promotions' },
  { path: 'reviews', group: 'storefront', role: 'MANAGER', textKey: 'staff.sections.reviews' },
  { path: 'inbox', group: 'messages', role: 'MANAGER', textKey: 'staff.sections.inbox' },
  { path: 'notifications', group: 'messages', role: 'MANAGER', textKey: 'staff.sections.notifications' },
  { path: 'sms', group: 'messages', role: 'MANAGER', textKey: 'staff.sections.sms' },
  { path: 'outbox', group: 'messages', role: 'MANAGER', textKey: 'staff.sections.outbox' },
  { path: 'places', group: 'settings', role: 'MANAGER', textKey: 'staff.sections.places' },
  { path: 'accounts', group: 'settings', role: 'ADMIN', textKey: 'staff.sections.accounts' },
  { path: 'audit', group: 'settings', role: 'ADMIN', textKey: 'staff.sections.audit' },
] as const;

export type StaffSection = (typeof STAFF_SECTIONS)[number]['path'];
export type StaffSectionGroup = (typeof STAFF_SECTIONS)[number]['group'];
