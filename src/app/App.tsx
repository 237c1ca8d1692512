import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { i18n } from '../i18n/setup';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import { store } from './store';

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
