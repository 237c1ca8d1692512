import { Suspense, useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { StaffApp } from '../features/staff/StaffApp';
import { StaffTheme } from '../features/staff/StaffTheme';
import { PageErrorBoundary } from './layout/PageErrorBoundary';
import { AppProviders } from './providers';
import type { AppStore } from './store';

/** A link out of the staff application (to a shop page) opens that page as the shop: this bundle has none of them. */
function ToShopPage() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => window.location.replace(`${pathname}${search}${hash}`), [pathname, search, hash]);
  return null;
}

/**
 * The staff application at /staff/* (tests put it beside the shop's routes, as one router). It is in the staff entry's
 * own chunk (staff-app, src/staff.tsx), with MUI's theme beside it (staff-theme), which the entry fetches at the same time.
 */
export const staffAppRoute: RouteObject = {
  path: 'staff/*',
  // Turns a chunk that fails to load into the page that offers a reload.
  element: (
    <PageErrorBoundary resetKey="/staff">
      <Suspense fallback={null}>
        <StaffTheme>
          <StaffApp />
        </StaffTheme>
      </Suspense>
    </PageErrorBoundary>
  ),
};

const staffRoutes: RouteObject[] = [staffAppRoute, { path: '*', element: <ToShopPage /> }];

function StaffRoutes() {
  return useRoutes(staffRoutes);
}

/**
 * The staff application's root, for its own entry (src/staff.tsx, served at /staff/*): the shop's texts and toasts, a
 * store of its own, and the staff's routes only. As a separate entry its sections' chunks stay out of the shop's first load
 * (webpack's runtime in main lists every chunk main can load: each staff section made every shopper's first load larger).
 * `store` is the staff's own (renderStaff.tsx), whose calls carry the staff token. A signed-out visit never loads it:
 * src/staff.tsx shows the sign-in alone, and this once the merchant has signed in.
 */
export function StaffRoot({ i18n, store }: { i18n: I18n; store: AppStore }) {
  return (
    <AppProviders store={store} i18n={i18n}>
      <BrowserRouter>
        <StaffRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
