import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { App } from './app/App';
import { store } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

// Lets queries opt into refetching when the tab regains focus or the network comes back.
setupListeners(store.dispatch);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
