import Cookies from 'universal-cookie';

/** SPEC §3 client storage: the access token lives in this cookie for 30 days. */
export const accessTokenCookie = 'accessToken';

/** Read fresh on every call: login and logout change the cookie without reloading the page. */
export function readAccessToken(): string | undefined {
  const token: unknown = new Cookies().get(accessTokenCookie, { doNotParse: true });
  return typeof token === 'string' && token.length > 0 ? token : undefined;
}
