import { createHash } from 'node:crypto';
import { sameSecret } from '../merchant-http';

/*
 * Click's Merchant API authentication (https://docs.click.uz/en/merchant-api-request/): the header
 * "Auth: merchant_user_id:digest:timestamp", digest = sha1(timestamp + secret_key) in hex, timestamp the UNIX time
 * in seconds (10 digits).
 */

function digestOf(timestamp: string, secretKey: string): string {
  return createHash('sha1').update(`${timestamp}${secretKey}`, 'utf8').digest('hex');
}

export function clickMerchantAuth(merchantUserId: string, secretKey: string, now: Date): string {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  return `${merchantUserId}:${digestOf(timestamp, secretKey)}:${timestamp}`;
}

/** How far a header's timestamp may be from our clock: a copied header stops working after that. */
export const AUTH_WINDOW_SECONDS = 300;

/** Whether `header` is this user's, signed with this key, and made within AUTH_WINDOW_SECONDS of `now`. */
export function isClickMerchantAuth(header: string | undefined, merchantUserId: string, secretKey: string, now: Date): boolean {
  const match = /^([^:]+):([0-9a-fA-F]{40}):([0-9]{10})$/.exec(header?.trim() ?? '');
  if (!match) return false;
  const [, user = '', digest = '', timestamp = ''] = match;
  const fresh = Math.abs(Number(timestamp) - now.getTime() / 1000) <= AUTH_WINDOW_SECONDS;
  // Both compared whatever the other gives, so a wrong user takes as long as a wrong digest.
  const rightUser = sameSecret(user, merchantUserId);
  const rightDigest = sameSecret(digest.toLowerCase(), digestOf(timestamp, secretKey));
  return fresh && rightUser && rightDigest;
}
