import { combineReducers, configureStore, isAnyOf, type Middleware } from '@reduxjs/toolkit';
import { api, type StoreExtra } from './api';
import { reduxDevtoolsOptions } from './devtools/reduxDevtools';
import { accountPanelSlice } from '../features/account/accountPanelSlice';
import { cartSlice } from '../features/cart/cartSlice';
import { favouritesSlice } from '../features/favourites/favouritesSlice';
import { languageSelected, languageSlice, rememberLanguage } from '../features/language/languageSlice';
import {
  searchHistoryCleared,
  searchHistorySlice,
  searchRemoved,
  searchSaved,
  writeSearchHistory,
} from '../features/search/searchHistorySlice';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [accountPanelSlice.name]: accountPanelSlice.reducer,
  [cartSlice.name]: cartSlice.reducer,
  [favouritesSlice.name]: favouritesSlice.reducer,
  [languageSlice.name]: languageSlice.reducer,
  [searchHistorySlice.name]: searchHistorySlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

const changesSearchHistory = isAnyOf(searchSaved, searchRemoved, searchHistoryCleared);

/**
 * Writes to local storage stay out of the reducers: they run here, after the state has changed. A plain middleware
 * rather than RTK's listener middleware, whose effects machinery (tasks, forks, cancellation) would add about 1.5 KB
 * (gzip) to the first load for two synchronous writes.
 */
const persistence: Middleware<object, RootState> = (storeApi) => (next) => (action) => {
  const result = next(action);
  if (languageSelected.match(action)) rememberLanguage(action.payload);
  else if (changesSearchHistory(action)) writeSearchHistory(storeApi.getState().searchHistory.entries);
  return result;
};

/**
 * A fresh store: each app makes one at start-up, each test and each page the server draws its own, so caches never
 * leak. `extra` (api.ts): whose token its calls carry (the staff application's entry names the staff member; the
 * shop's are the customer's), or the server's own reads while it draws a page.
 */
export function makeStore(preloadedState?: Partial<RootState>, extra?: StoreExtra) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: extra } }).prepend(persistence).concat(api.middleware),
    // Development only (a production build drops the options with the branch): secrets hidden, RTK Query readable.
    devTools: process.env.NODE_ENV === 'development' ? reduxDevtoolsOptions : false,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
/** A query started with `dispatch(endpoint.initiate(...))`: settles with its answer, and holds the cache until unsubscribed. */
export type LandingRead = PromiseLike<unknown> & { unsubscribe(): void };
/**
 * A page's reads for a shopper landing on it (src/app/router.tsx), made before its first render: `params` are its
 * route's, `search` the address's query string.
 */
export type LandingReader = (params: Readonly<Partial<Record<string, string>>>, search: string, dispatch: AppDispatch) => LandingRead[];

/** The application's store, also used outside React (e.g. state-machine actors dispatching endpoints). */
export const store = makeStore();
