/**
 * The cookie that holds the staff member's token (src/features/staff/staffSession.ts). The server reads only whether
 * it is there: a page at /staff/* then preloads the application's chunks instead of the sign-in's
 * (server/web/staff-preloads.ts). A file of its own: the staff entry, which reads the cookie, takes nothing else of
 * the contract's.
 */
export const STAFF_TOKEN_COOKIE = 'staffToken';
