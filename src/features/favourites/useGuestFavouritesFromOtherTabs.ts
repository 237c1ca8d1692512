import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { guestFavouritesChanged } from './favouritesSlice';
import { guestFavouritesStorageKey, readGuestFavourites } from './guestFavourites';

/** Another tab of this browser changed the visitor's favourites: this tab's badge and hearts follow. */
export function useGuestFavouritesFromOtherTabs(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const reread = (event: StorageEvent) => {
      if (event.key === guestFavouritesStorageKey || event.key === null) dispatch(guestFavouritesChanged(readGuestFavourites()));
    };
    window.addEventListener('storage', reread);
    return () => window.removeEventListener('storage', reread);
  }, [dispatch]);
}
