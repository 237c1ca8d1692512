import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { detectLanguage, storeLanguage, type Language } from '../../i18n/languages';

export type LanguageState = { current: Language };

function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined; // some private modes throw on the mere access
  }
}

/** The language: the address's (`?lang=`), then local storage, then the browser, else Uzbek. Read when a store is made. */
function initialLanguageState(): LanguageState {
  const navigatorLanguage = typeof navigator === 'undefined' ? undefined : navigator.language;
  const search = typeof window === 'undefined' ? undefined : window.location.search;
  return { current: detectLanguage({ storage: browserStorage(), navigatorLanguage, search }) };
}

export const languageSlice = createSlice({
  name: 'language',
  initialState: initialLanguageState,
  reducers: {
    /** The shopper picked a language: the interface follows at once and the choice is remembered. */
    languageSelected: (state, action: PayloadAction<Language>) => {
      state.current = action.payload;
    },
    /** The interface language changed elsewhere (i18next itself); the store follows without storing it. */
    languageSynced: (state, action: PayloadAction<Language>) => {
      state.current = action.payload;
    },
  },
});

export const { languageSelected, languageSynced } = languageSlice.actions;

export const selectLanguage = (state: { language: LanguageState }): Language => state.language.current;

/** The side effect of languageSelected, run by the store's listener middleware. */
export function rememberLanguage(language: Language): void {
  storeLanguage(browserStorage(), language);
}
