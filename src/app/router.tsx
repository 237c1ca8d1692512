import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';
import { RouteErrorPage } from './RouteErrorPage';

// Each page is its own chunk; the layout's Suspense boundary shows progress while one loads.
const HomePage = lazy(() =>
  import(/* webpackChunkName: "page-home" */ '../features/catalogue/HomePage').then((module) => ({
    default: module.HomePage,
  })),
);
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "page-not-found" */ './NotFoundPage').then((module) => ({
    default: module.NotFoundPage,
  })),
);

export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    children: [
      {
        // Below the layout, so the header stays usable when a page fails.
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, element: <HomePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
