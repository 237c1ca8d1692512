import { STAFF_RECORD_PAGES, STAFF_SECTIONS } from '../../contract/staffSections';

/**
 * The addresses the SPA's router (src/app/router.tsx) draws a page for, other than its not-found page. Any other
 * address still gets the shop's HTML, so the SPA can show its not-found page, but with status 404, so crawlers and
 * link checkers are told the truth. The profile tabs and information pages are those of src/components/profileTabs.ts
 * and src/features/info/infoTopics.ts (not-found.test.ts compares them); the staff sections and record pages are those
 * of contract/staffSections.ts, from which the staff router is made too.
 */
export const SPA_PROFILE_TABS = ['my-profile', 'my-orders', 'my-comments', 'my-address', 'my-notifications', 'my-status', 'my-coupons'];
export const SPA_INFO_TOPICS = ['about', 'terms', 'branches', 'contact', 'privacy'];
export const SPA_STAFF_SECTIONS = STAFF_SECTIONS.map(({ path }) => path);

const FIXED_PAGES = new Set(
  ['/', '/looks', '/searchResult', '/cart', '/checkout', '/staff', '/favorites', '/profile', '/catalogs']
    .concat(
      SPA_PROFILE_TABS.map((tab) => `/${tab}`),
      SPA_INFO_TOPICS.map((topic) => `/${topic}`),
      SPA_STAFF_SECTIONS.map((section) => `/staff/${section}`),
    )
    .map((path) => path.toLowerCase()),
);

/** Pages of one record; whether the record exists is the page route's business (pages.ts). */
const RECORD_PAGES = /^\/(categoryDetail|looksDetail|productDetail|catalog)\/[^/]+$/i;
/** The staff router's record pages (orders/:id, products/new...), ":id" a record's number: the staff app says when there is none. */
const STAFF_RECORD_PATTERNS = STAFF_RECORD_PAGES.map((page) => new RegExp(`^/staff/${page.replace(':id', '[0-9]+')}$`, 'i'));

/** Whether the router has a page at `pathname`, matched as React Router matches: any case, a trailing slash allowed. */
export function isSpaPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return FIXED_PAGES.has(path.toLowerCase()) || RECORD_PAGES.test(path) || STAFF_RECORD_PATTERNS.some((pattern) => pattern.test(path));
}

/** Whether an address is the staff application's (/staff and below): its own page, staff.html. */
export const isStaffPath = (pathname: string): boolean => /^\/staff(\/|$)/i.test(pathname);
