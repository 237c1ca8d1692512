import { isValidElement, type ComponentType } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';
import { nextTask } from '../components/nextTask';
import { wasFirstPageDrawn } from '../components/useHydrated';
import { isPreloadable, preloadableLazy } from '../components/preloadableLazy';
import { AppLayout } from './layout/AppLayout';
import { lazyThemed } from '../components/theme/ThemeScope';
import { RouteErrorPage } from './RouteErrorPage';
import type { AppDispatch, LandingReader } from './store';
import { infoTopics } from '../features/info/infoTopics';
import { profileTabs } from '../components/profileTabs';

/**
 * React.lazy for a page drawn with MUI, a named export: `lazyPage(() => import('./X'), 'X')`. The page renders in the
 * shop's MUI theme, which downloads beside it (ThemeScope.tsx).
 */
function lazyPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return lazyThemed(async () => (await load())[name] as ComponentType<PropsOf<Module[Name]>>);
}
type PropsOf<Component> = Component extends ComponentType<infer Props> ? (Props extends object ? Props : object) : never;

/**
 * React.lazy for a page styled by CSS modules (home; category and product, whose MUI parts load inside them): no MUI
 * comes with it.
 */
function lazyPlainPage<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name) {
  return preloadableLazy(async () => (await load())[name] as ComponentType<PropsOf<Module[Name]>>);
}

// Each page is its own chunk (home, category and product without MUI: the first screens of most visits); the layout's Suspense boundary shows progress while one loads.
const loadHomePage = () => import(/* webpackChunkName: "page-home" */ '../features/catalogue/HomePage');
const HomePage = lazyPlainPage(loadHomePage, 'HomePage');
const loadCategoryPage = () => import(/* webpackChunkName: "page-category" */ '../features/catalogue/CategoryDetailPage');
const CategoryDetailPage = lazyPlainPage(loadCategoryPage, 'CategoryDetailPage');
const loadLooksPage = () => import(/* webpackChunkName: "page-looks" */ '../features/looks/LooksPage');
const LooksPage = lazyPage(loadLooksPage, 'LooksPage');
const loadLookPage = () => import(/* webpackChunkName: "page-look" */ '../features/looks/LookDetailPage');
const LookDetailPage = lazyPage(loadLookPage, 'LookDetailPage');
const loadProductPage = () => import(/* webpackChunkName: "page-product" */ '../features/product/ProductDetailPage');
// On a page the server drew, the page comes with the code of what it drew at once (ProductView.tsx).
const loadDrawnProductPage = async () => {
  const page = await loadProductPage();
  if (wasFirstPageDrawn()) await page.preloadDrawnParts().catch(() => undefined); // then it suspends as ever
  return page;
};
const ProductDetailPage = lazyPlainPage(loadDrawnProductPage, 'ProductDetailPage');
const loadSearchPage = () => import(/* webpackChunkName: "page-search" */ '../features/search/SearchResultPage');
const SearchResultPage = lazyPage(loadSearchPage, 'SearchResultPage');
const CartPage = lazyPage(() => import(/* webpackChunkName: "page-cart" */ '../features/cart/CartPage'), 'CartPage');
const CheckoutPage = lazyPage(
  () => import(/* webpackChunkName: "page-checkout" */ '../features/checkout/CheckoutPage'),
  'CheckoutPage',
);
const FavouritesPage = lazyPage(
  () => import(/* webpackChunkName: "page-favourites" */ '../features/favourites/FavouritesPage'),
  'FavouritesPage',
);
const ProfilePage = lazyPage(() => import(/* webpackChunkName: "page-profile" */ '../features/profile/ProfilePage'), 'ProfilePage');
const loadInfoPage = () => import(/* webpackChunkName: "page-info" */ '../features/info/InfoPage');
const InfoPage = lazyPage(loadInfoPage, 'InfoPage');
const loadCatalogsPage = () => import(/* webpackChunkName: "page-catalogs" */ '../features/catalogue/CatalogsPage');
const CatalogsPage = lazyPage(loadCatalogsPage, 'CatalogsPage');
const loadCatalogPage = () => import(/* webpackChunkName: "page-catalog" */ '../features/catalogue/CatalogPage');
const CatalogPage = lazyPage(loadCatalogPage, 'CatalogPage');
const NotFoundPage = lazyPage(() => import(/* webpackChunkName: "page-not-found" */ './NotFoundPage'), 'NotFoundPage');

/** Every route of the shop, each inside the shop's layout. The staff application under /staff is an entry of its own (src/staff.tsx). */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Below the layout, so the header stays usable when a page fails.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'categoryDetail/:id', element: <CategoryDetailPage /> },
          { path: 'looks', element: <LooksPage /> },
          { path: 'looksDetail/:id', element: <LookDetailPage /> },
          { path: 'productDetail/:id', element: <ProductDetailPage /> },
          { path: 'searchResult', element: <SearchResultPage /> },
          { path: 'cart', element: <CartPage /> },
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'favorites', element: <FavouritesPage /> },
          { path: 'profile', element: <ProfilePage /> },
          ...profileTabs.map((tab) => ({ path: tab, element: <ProfilePage tab={tab} /> })),
          ...infoTopics.map((topic) => ({ path: topic, element: <InfoPage topic={topic} /> })),
          { path: 'catalogs', element: <CatalogsPage /> },
          { path: 'catalog/:id', element: <CatalogPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The reads a page people land on shows first, by page: fetched with its code, made before the first render. */
const landingReaders = new Map<unknown, () => Promise<LandingReader>>([
  [HomePage, async () => (await loadHomePage()).readLandingHome],
  [CategoryDetailPage, async () => (await loadCategoryPage()).readLandingCategory],
  [ProductDetailPage, async () => (await loadProductPage()).readLandingProduct],
  [LooksPage, async () => (await loadLooksPage()).readLandingLooks],
  [LookDetailPage, async () => (await loadLookPage()).readLandingLook],
  [CatalogsPage, async () => (await loadCatalogsPage()).readLandingCatalogs],
  [CatalogPage, async () => (await loadCatalogPage()).readLandingCatalog],
  [SearchResultPage, async () => (await loadSearchPage()).readLandingSearch],
  // Every information page (/about, /terms, ...) is this one component with its topic.
  [InfoPage, async () => (await loadInfoPage()).readLandingInfo],
]);

/**
 * Makes a landing page's reads and settles when they have. They start in a task of their own, not in the one that
 * runs the page's code, so that a phone does not block on both at once (answering them parses the HTML's data).
 */
async function readForLanding(reader: Promise<LandingReader>, params: Params, search: string, dispatch: AppDispatch): Promise<void> {
  const read = await reader;
  await nextTask();
  const started = read(params, search, dispatch);
  await Promise.allSettled(started);
  // The answers stay cached until the page's own subscriptions take over.
  for (const each of started) each.unsubscribe();
}

/**
 * The HTML answers the landing reads (server/web/inline-data.ts); when it did not and the network is slow, the
 * layout and the page's skeleton show after this long rather than a blank screen.
 */
const landingReadWaitMs = 500;

/**
 * Fetches the code of the page at `pathname` (and its theme) and the reads it shows first (some depend on the address's
 * `search`, e.g. a category's sort), so that the first render draws the page with the layout in one paint, instead of
 * the layout alone, then the page's skeleton, then the page (startShop.ts waits for it, as for the texts). Nothing here
 * throws: the page shows its own loading and failures.
 */
export function preloadPage(pathname: string, search: string, dispatch: AppDispatch, readWaitMs = landingReadWaitMs): Promise<unknown> {
  const match = matchRoutes(routes, pathname)?.at(-1);
  const page = match?.route.element;
  if (!match || !isValidElement(page)) return Promise.resolve();
  const reader = landingReaders.get(page.type)?.();
  const read = reader && readForLanding(reader, match.params, search, dispatch);
  return Promise.allSettled([isPreloadable(page.type) && page.type.preload(), read && settledWithin(read, readWaitMs)]);
}

/** Settles when `work` does or after `ms`, whichever comes first; the timer goes with it (the server draws many pages). */
function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}
