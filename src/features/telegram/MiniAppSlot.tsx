import { lazy, Suspense } from 'react';
import { loadMiniApp } from './loadMiniApp';
import { useMiniApp } from './useMiniApp';

const MiniApp = lazy(async () => ({ default: (await loadMiniApp()).MiniApp }));

/** Where the layout mounts the Mini App: nothing, and no code fetched, outside Telegram. */
export function MiniAppSlot() {
  return useMiniApp() ? (
    <Suspense fallback={null}>
      <MiniApp />
    </Suspense>
  ) : null;
}
