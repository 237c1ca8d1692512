import { readAccessToken as readAccessTokenCookie } from './session';

/**
 * The bearer token for src/app/api.ts. The cookie's name and rules live in session.ts; this wrapper
 * only keeps api.ts's import working (api.ts may import from session.ts directly and this file go).
 */
export function readAccessToken(): string | undefined {
  return readAccessTokenCookie();
}
