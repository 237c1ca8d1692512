import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { browserStorage } from '../../components/browserStorage';

/** Recent searches live in local storage under this key, at most 10 of them. */
export const searchHistoryStorageKey = 'searchHistory';
export const searchHistoryLimit = 10;

export type SearchHistoryState = { entries: string[] };

/** Blank ignored, trimmed, a repeat moves to the front, at most the limit kept. */
export function withSearch(entries: readonly string[], text: string): string[] {
  const search = text.trim();
  if (!search) return [...entries];
  return [search, ...entries.filter((entry) => entry !== search)].slice(0, searchHistoryLimit);
}

/** Whatever was stored (possibly by an older version, or edited by hand) is cleaned by the same rules. */
export function readSearchHistory(): string[] {
  try {
    const parsed: unknown = JSON.parse(browserStorage()?.getItem(searchHistoryStorageKey) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    const texts = parsed.filter((entry): entry is string => typeof entry === 'string');
    // Folding from the oldest keeps the stored order while dropping blanks and duplicates.
    return texts.reduceRight<string[]>((entries, text) => withSearch(entries, text), []);
  } catch {
    return [];
  }
}

export function writeSearchHistory(entries: readonly string[]): void {
  try {
    browserStorage()?.setItem(searchHistoryStorageKey, JSON.stringify(entries));
  } catch {
    // Full or forbidden storage: the history then lasts for this visit only.
  }
}

export const searchHistorySlice = createSlice({
  name: 'searchHistory',
  initialState: (): SearchHistoryState => ({ entries: readSearchHistory() }),
  reducers: {
    searchSaved: (state, action: PayloadAction<string>) => {
      state.entries = withSearch(state.entries, action.payload);
    },
    searchRemoved: (state, action: PayloadAction<string>) => {
      state.entries = state.entries.filter((entry) => entry !== action.payload);
    },
    searchHistoryCleared: (state) => {
      state.entries = [];
    },
  },
});

export const { searchSaved, searchRemoved, searchHistoryCleared } = searchHistorySlice.actions;

export const selectSearchHistory = (state: { searchHistory: SearchHistoryState }): string[] =>
  state.searchHistory.entries;
