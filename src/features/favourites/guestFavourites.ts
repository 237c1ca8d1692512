import { browserStorage, isRecordId } from '../../components/browserStorage';

/*
 * A visitor's favourites: the liked products' ids, newest first, in this browser's local storage until the visitor
 * signs in or up (then POST /api/likedItem/merge takes them into the account: docs/api.md, Cart and favourites).
 */

export const guestFavouritesStorageKey = 'libos.guestFavourites';
/** As many as one merge takes. */
export const MAX_GUEST_FAVOURITES = 100;

/** The stored ids, checked: anything but an id is dropped, a repeat keeps its first place, at most the limit stay. */
export function parseGuestFavourites(text: string | null): number[] {
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return [...new Set(parsed.filter(isRecordId))].slice(0, MAX_GUEST_FAVOURITES);
  } catch {
    return [];
  }
}

export function readGuestFavourites(): number[] {
  return parseGuestFavourites(browserStorage()?.getItem(guestFavouritesStorageKey) ?? null);
}

export function writeGuestFavourites(productIds: readonly number[]): void {
  try {
    if (productIds.length === 0) browserStorage()?.removeItem(guestFavouritesStorageKey);
    else browserStorage()?.setItem(guestFavouritesStorageKey, JSON.stringify(productIds));
  } catch {
    // Full or forbidden storage: the favourites then last for this visit only.
  }
}

/** Liked goes to the top; unliked leaves. Null when the list is full and cannot take one more. */
export function toggleGuestFavourite(productIds: readonly number[], productId: number, liked: boolean): number[] | null {
  const others = productIds.filter((id) => id !== productId);
  if (!liked) return others;
  if (others.length >= MAX_GUEST_FAVOURITES) return null;
  return [productId, ...others];
}
