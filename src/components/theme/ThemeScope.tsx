import { lazy, type ComponentType, type ReactNode } from 'react';
import { preloadableLazy } from '../preloadableLazy';

/*
 * The first screen (shell, home, product cards) is plain CSS modules over global.css, so MUI and Emotion load with the
 * first page, panel or dialog that uses them instead of with every visit. This module is tiny and safe to import
 * anywhere: MUI's ThemeProvider with the shop's theme comes in its own chunk (ShopThemeProvider.tsx).
 */
const loadTheme = () => import(/* webpackChunkName: "shop-theme" */ './ShopThemeProvider');
const ShopThemeProvider = lazy(async () => ({ default: (await loadTheme()).ShopThemeProvider }));

/** Fetches the theme's chunk ahead of need (once the page has settled), so opening a panel waits for less. */
export function preloadTheme(): void {
  void loadTheme().catch(() => undefined); // the panel that needs it asks again, and shows the error then
}

/**
 * MUI's theme around a part drawn with MUI. It suspends until the theme's code is in: the nearest Suspense above shows
 * its fallback meanwhile, as for the part's own lazy code.
 */
export function ThemeScope({ children }: { children: ReactNode }) {
  return <ShopThemeProvider>{children}</ShopThemeProvider>;
}

/**
 * React.lazy for a component drawn with MUI: its code and the theme download side by side, and it renders inside
 * the theme. `lazyThemed(() => import('./X').then((module) => module.X))`; `.preload()` fetches both ahead.
 */
export function lazyThemed<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return preloadableLazy(async () => {
    const [Component, { ShopThemeProvider: Provider }] = await Promise.all([load(), loadTheme()]);
    function Themed(props: Props) {
      return (
        <Provider>
          <Component {...props} />
        </Provider>
      );
    }
    return Themed;
  });
}
