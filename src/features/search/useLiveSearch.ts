import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ProductCard } from '../../components/product/types';
import { readFailed } from '../../components/QueryView';
import { useSearchProductsQuery } from './api';
import { isSearchable, liveResultLimit, normalizeSearchText, searchDebounceMs } from './searchText';

export type LiveSearch =
  | { status: 'empty' }
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'done'; products: ProductCard[] };

/**
 * The overlay's live results for `text`. The server is asked once typing pauses; until the answer for
 * exactly the current text arrives the status is loading. Only `currentData` (the answer for the current
 * argument) is ever shown, so a slow answer to an older text can never replace a newer one.
 */
export function useLiveSearch(text: string): { search: LiveSearch; query: string; searchNow: (text: string) => void } {
  const query = normalizeSearchText(text);
  const [settledQuery, setSettledQuery] = useState(query);

  useEffect(() => {
    if (query === settledQuery) return;
    // Emptying the field needs no server, so it shows the recent searches at once.
    const timer = setTimeout(() => setSettledQuery(query), query === '' ? 0 : searchDebounceMs);
    return () => clearTimeout(timer);
  }, [query, settledQuery]);

  const searchable = isSearchable(settledQuery);
  const { currentData, isError, isFetching, refetch } = useSearchProductsQuery(
    searchable ? { text: settledQuery, limit: liveResultLimit } : skipToken,
  );

  const searchNow = (next: string) => setSettledQuery(normalizeSearchText(next));

  const search = ((): LiveSearch => {
    if (query === '') return { status: 'empty' };
    if (settledQuery !== query) return { status: 'loading' };
    if (!searchable) return { status: 'done', products: [] };
    if (currentData) return { status: 'done', products: currentData };
    if (readFailed({ data: currentData, isError, isFetching })) return { status: 'error', retry: () => void refetch() };
    return { status: 'loading' };
  })();

  return { search, query, searchNow };
}
