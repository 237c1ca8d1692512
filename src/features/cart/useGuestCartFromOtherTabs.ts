import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { guestCartChanged } from './cartSlice';
import { guestCartStorageKey, readGuestCart } from './guestCart';

/** Another tab of this browser changed the visitor's cart: this tab's badge and cart page follow. */
export function useGuestCartFromOtherTabs(): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const reread = (event: StorageEvent) => {
      if (event.key === guestCartStorageKey || event.key === null) dispatch(guestCartChanged(readGuestCart()));
    };
    window.addEventListener('storage', reread);
    return () => window.removeEventListener('storage', reread);
  }, [dispatch]);
}
