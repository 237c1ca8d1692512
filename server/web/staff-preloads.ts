import { STAFF_SECTIONS } from '../../contract/staffSections';
import { STAFF_TOKEN_COOKIE } from '../../contract/staffSession';
import type { Language } from '../../src/i18n/languages';
import { cookieValue } from './language';
import { isStaffPath } from './spa-pages';

/*
 * What a page of the staff application (staff.html, served at /staff/*) preloads beside its entry script (issue 33).
 * The entry picks one of two screens by the staff token's cookie (src/staff.tsx), and the server sees the same cookie:
 * signed out, the sign-in's chunk (it carries its own texts, so no texts file); signed in, the application, its MUI
 * theme, the section the address opens and the texts. Without these the browser learns of each only once the script
 * before it has run: two or three round trips, one after the other, before the first screen can be drawn.
 */

/** Whether the request carries the staff token (its validity is the API's business; a stale one preloads in vain). */
export function carriesStaffSession(cookieHeader: string | undefined): boolean {
  return Boolean(cookieValue(cookieHeader, STAFF_TOKEN_COOKIE));
}

/** The section's chunk group of a staff address (/staff itself opens the orders: src/features/staff/staffPages.ts). */
function sectionGroup(pathname: string): string[] {
  const rest = pathname.replace(/^\/staff\/?/i, '').replace(/\/+$/, '');
  if (rest === '') return ['staff-orders'];
  const section = STAFF_SECTIONS.find(({ path }) => path === rest);
  return section ? [`staff-${section.path}`] : [];
}

/** The chunk groups (route-chunks.json) a staff page needs for its first screen; none for any other address. */
export function staffChunkGroups(pathname: string, staffSignedIn: boolean): string[] {
  if (!isStaffPath(pathname)) return [];
  return staffSignedIn ? ['staff-app', 'staff-theme', ...sectionGroup(pathname)] : ['staff-sign-in'];
}

/** The texts a staff page fetches first: every area's when signed in (the application's), none for the sign-in. */
export function staffTextsGroups(language: Language, staffSignedIn: boolean): string[] {
  return staffSignedIn ? [`i18n-${language}-all`] : [];
}
