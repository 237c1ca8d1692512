import { useHydrated } from '../../components/useHydrated';
import { isMiniApp } from './launch';

/**
 * True inside Telegram, from the first render after hydration: a page the server drew hydrates as the server drew it
 * (the ordinary shop), then adapts.
 */
export function useMiniApp(): boolean {
  return useHydrated() && isMiniApp();
}
