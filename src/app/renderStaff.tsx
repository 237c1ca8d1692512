import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import { setupListeners } from '@reduxjs/toolkit/query';
import { StaffRoot } from './StaffRoot';
import { store } from './store';

/** Mounts the staff application into `container` (src/staff.tsx calls it once the texts are in). */
export function renderStaff(container: HTMLElement, i18n: I18n): void {
  setupListeners(store.dispatch);
  createRoot(container).render(
    <StrictMode>
      <StaffRoot i18n={i18n} />
    </StrictMode>,
  );
}
