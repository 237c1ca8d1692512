import { lazy, Suspense, useEffect, useState } from 'react';
import { whenPageSettled } from '../components/whenPageSettled';
import { registerToastHost } from './toasts';

const ToastProvider = lazy(() =>
  import(/* webpackChunkName: "toasts" */ './ToastProvider').then(({ ToastProvider }) => ({ default: ToastProvider })),
);

/** Where toasts appear: mounts the toast provider once the page has settled, or at the first toast (toasts.ts). */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    const unregister = registerToastHost(want);
    const cancelSettled = whenPageSettled(want);
    return () => {
      unregister();
      cancelSettled();
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastProvider />
    </Suspense>
  );
}
