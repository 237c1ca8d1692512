import { makeStore } from '../../app/store';
import {
  readSearchHistory,
  searchHistoryCleared,
  searchRemoved,
  searchSaved,
  selectSearchHistory,
  withSearch,
} from './searchHistorySlice';

const stored = () => JSON.parse(window.localStorage.getItem('searchHistory') ?? 'null') as unknown;

describe('search history rules', () => {
  it('puts a new search first, trimmed', () => {
    expect(withSearch(['ko‘ylak'], '  shim  ')).toEqual(['shim', 'ko‘ylak']);
  });

  it('ignores blank text', () => {
    expect(withSearch(['shim'], '   ')).toEqual(['shim']);
    expect(withSearch(['shim'], '')).toEqual(['shim']);
  });

  it('moves a repeated search to the front instead of keeping it twice', () => {
    expect(withSearch(['a', 'b', 'c'], 'c')).toEqual(['c', 'a', 'b']);
    expect(withSearch(['a', 'b'], ' b ')).toEqual(['b', 'a']);
  });

  it('keeps at most 10, dropping the oldest', () => {
    const ten = Array.from({ length: 10 }, (_, index) => `search ${index}`);
    const next = withSearch(ten, 'new');
    expect(next).toHaveLength(10);
    expect(next[0]).toBe('new');
    expect(next).not.toContain('search 9');
  });
});

describe('search history slice', () => {
  it('saves to local storage on every change', () => {
    const store = makeStore();

    store.dispatch(searchSaved('ko‘ylak'));
    store.dispatch(searchSaved('shim'));
    expect(stored()).toEqual(['shim', 'ko‘ylak']);

    store.dispatch(searchRemoved('shim'));
    expect(stored()).toEqual(['ko‘ylak']);

    store.dispatch(searchHistoryCleared());
    expect(stored()).toEqual([]);
    expect(selectSearchHistory(store.getState())).toEqual([]);
  });

  it('starts from what was stored, so the history survives a reload', () => {
    makeStore().dispatch(searchSaved('krossovka'));
    expect(selectSearchHistory(makeStore().getState())).toEqual(['krossovka']);
  });

  it('cleans a damaged or hand-edited stored list by the same rules', () => {
    window.localStorage.setItem('searchHistory', JSON.stringify(['a', ' ', 'b', 'a', 7, null, ...'cdefghijkl']));
    expect(readSearchHistory()).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);

    window.localStorage.setItem('searchHistory', '{not json');
    expect(readSearchHistory()).toEqual([]);
    window.localStorage.setItem('searchHistory', '"text"');
    expect(readSearchHistory()).toEqual([]);
  });

  it('keeps working when storage refuses to save', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const store = makeStore();

    expect(() => store.dispatch(searchSaved('shim'))).not.toThrow();
    expect(selectSearchHistory(store.getState())).toEqual(['shim']);
    jest.restoreAllMocks();
  });
});
