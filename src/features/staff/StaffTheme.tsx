import { lazy, type ReactNode } from 'react';

/*
 * MUI's theme around the staff application: the shop's own (components/theme/ShopThemeProvider.tsx), in a chunk of the
 * staff's (staff-theme) rather than ThemeScope.tsx's shop-theme. The staff's lazy chunks share their files among
 * themselves only (webpack.config.ts), so the shop's theme chunk would bring a second copy of MUI's core beside the one
 * the staff application has.
 */
const loadTheme = () => import(/* webpackChunkName: "staff-theme" */ '../../components/theme/ShopThemeProvider');
const ShopThemeProvider = lazy(async () => ({ default: (await loadTheme()).ShopThemeProvider }));

/** Fetches the theme's chunk ahead of the frame, beside the application's (src/staff.tsx). */
export function preloadStaffTheme(): void {
  void loadTheme().catch(() => undefined); // the frame asks again, and its error boundary shows the failure
}

/** The theme around the staff's MUI; it suspends until the theme's code is in (the nearest Suspense shows meanwhile). */
export function StaffTheme({ children }: { children: ReactNode }) {
  return <ShopThemeProvider>{children}</ShopThemeProvider>;
}
