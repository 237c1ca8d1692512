/*
 * The staff application's sections and pages, plain values like contract/limits.ts, so the SPA may take them whole
 * (no TypeBox here): the staff router and its menu (src/features/staff) and the server's list of the SPA's pages
 * (server/web/spa-pages.ts) are all made from these lists. The SPA keeps each page's component, loaded lazily.
 */

/**
 * Each section, in the menu's order, is the address /staff/<path>: the menu's group it sits under, who may open it
 * (MANAGER: every staff member; ADMIN: only an ADMIN is shown it, and the server refuses its calls to anyone else)
 * and the text key of its name, its menu entry and its page's heading.
 */
export const STAFF_SECTIONS = [
  { path: 'dashboard', group: 'sales', role: 'MANAGER', textKey: 'staff.sections.dashboard' },
  { path: 'orders', group: 'sales', role: 'MANAGER', textKey: 'staff.sections.orders' },
  { path: 'returns', group: 'sales', role: 'MANAGER', textKey: 'staff.sections.returns' },
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
  { path: 'settings', group: 'settings', role: 'ADMIN', textKey: 'staff.sections.settings' },
] as const;

export type StaffSection = (typeof STAFF_SECTIONS)[number]['path'];

/**
 * The staff router's other pages, under /staff/, as its paths: one record's page (":id" is the record's number) and
 * the product editor's new product. Every route of the staff router is a section or one of these, so the server
 * answers each with the staff app (200) and any other address under /staff/ with 404.
 */
export const STAFF_RECORD_PAGES = ['orders/:id', 'orders/:id/print', 'products/new', 'products/:id', 'customers/:id', 'returns/:id'] as const;

export type StaffRecordPage = (typeof STAFF_RECORD_PAGES)[number];
export type StaffSectionGroup = (typeof STAFF_SECTIONS)[number]['group'];
