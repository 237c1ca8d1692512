import { combineReducers, configureStore, createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { api } from './api';
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

/** Writes to local storage stay out of the reducers: they run here, after the state has changed. */
function persistenceMiddleware() {
  const listener = createListenerMiddleware();
  const startListening = listener.startListening.withTypes<RootState>();
  startListening({
    actionCreator: languageSelected,
    effect: ({ payload }) => rememberLanguage(payload),
  });
  startListening({
    matcher: isAnyOf(searchSaved, searchRemoved, searchHistoryCleared),
    effect: (_action, { getState }) => writeSearchHistory(getState().searchHistory.entries),
  });
  return listener.middleware;
}

/** A fresh store: the app makes one at start-up, each test makes its own so caches never leak. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().prepend(persistenceMiddleware()).concat(api.middleware),
    devTools: process.env.NODE_ENV === 'development',
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];

/** The application's store, also used outside React (e.g. state-machine actors dispatching endpoints). */
export const store = makeStore();
