import { startTransition, StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { nextTask } from '../components/nextTask';
import { preloadStaffPage, readStaffPageAhead } from '../features/staff/staffPages';

/**
 * Mounts the staff application into `root` (src/staff.tsx calls it for a signed-in visit, and once a signed-out one
 * has signed in). Its modules are evaluated in four tasks instead of one, as the shop's start does (startShop.ts): the
 * texts' loader, the store, the application, then the render. The imports are "eager": they stay in this chunk.
 */
export async function renderStaff(root: Root): Promise<void> {
  // The page the address opens downloads while this chunk's modules are evaluated. It is a child of this chunk (each
  // section's import() is in features/staff/staffPages.ts, here), so it carries none of what this chunk has.
  preloadStaffPage(window.location.pathname);
  const { i18n, i18nReady } = await import(/* webpackMode: "eager" */ '../i18n/browserI18n');
  await nextTask();
  // Each import destructured where it is awaited, so that webpack sees which exports are used (a module whose exports
  // it cannot follow keeps all their names, in the shop's bundles too).
  const { staffStore } = await import(/* webpackMode: "eager" */ './staffStore');
  // The staff application's own store (made already if the merchant has just signed in through it).
  const store = staffStore();
  // The page's first read (the orders' list) starts now rather than from the page's effect once it is drawn.
  readStaffPageAhead(window.location.pathname, window.location.search, store);
  await nextTask();
  const { StaffRoot } = await import(/* webpackMode: "eager" */ './StaffRoot');
  // Rendering before the texts are in would flash raw keys; if they cannot be had, i18next shows keys.
  await Promise.allSettled([i18nReady]);
  // As a transition, React renders the frame in slices, letting the browser take input in between (Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <StaffRoot i18n={i18n} store={store} />
      </StrictMode>,
    ),
  );
}
