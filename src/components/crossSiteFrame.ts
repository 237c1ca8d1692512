/*
 * Telegram Web opens the Mini App in a frame of web.telegram.org: a cross-site frame, where browsers neither keep nor
 * send a SameSite=Lax cookie, so a shopper signed in there would be signed out at once. In a frame over https the
 * shop's cookies are SameSite=None (which needs Secure) and Partitioned: the frame's own, kept apart for the site
 * around it, as browsers now require of cookies in another site's frame. Anywhere else they stay Lax.
 */

/** Whether this page runs in a frame over https, where its cookies must be SameSite=None; Secure; Partitioned. */
export function cookiesForFrame(location: Pick<Location, 'protocol'> = window.location, framed: boolean = window.self !== window.top): boolean {
  return framed && location.protocol === 'https:';
}

/** A cookie's SameSite placement for this page: Lax, or in a frame over https the frame's (None, Secure, Partitioned). */
export function sameSitePlacement(forFrame: boolean = cookiesForFrame()): { sameSite: 'lax' } | { sameSite: 'none'; secure: true; partitioned: true } {
  return forFrame ? { sameSite: 'none', secure: true, partitioned: true } : { sameSite: 'lax' };
}

/** The same placement as the attributes a document.cookie string ends with: `; samesite=lax`, or the frame's. */
export function sameSiteAttributes(forFrame: boolean = cookiesForFrame()): string {
  return forFrame ? '; samesite=none; secure; partitioned' : '; samesite=lax';
}
