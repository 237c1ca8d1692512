import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { setupListeners } from '@reduxjs/toolkit/query';
import { StaffRoot } from './StaffRoot';
import { staffAudience } from '../features/staff/staffAudience';
import { makeStore } from './store';

/** Mounts the staff application into `container` (src/staff.tsx calls it once the texts are in). */
export function renderStaff(container: HTMLElement, i18n: I18n): void {
  // The staff application's own store: its calls carry the staff token (features/staff/staffAudience.tsx).
  const store = makeStore(undefined, { audience: staffAudience });
  setupListeners(store.dispatch);
  createRoot(container).render(
    <StrictMode>
      <StaffRoot i18n={i18n} store={store} />
    </StrictMode>,
  );
}
