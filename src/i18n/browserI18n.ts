import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, detectLanguage, isLanguage, languageCookieName, type Language } from './languages';
import { readTexts, wantAllTexts, wantProductTexts } from './loadTexts';
import { sameSiteAttributes } from '../components/crossSiteFrame';
import { followDocumentLanguage, sharedOptions } from './options';
import { landingTexts } from './texts';

/** i18next reads a language's texts through this when it starts and when the shopper switches (loadTexts.ts). */
const fetchedTexts: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(new Error(`no texts for the language "${language}"`), false);
      return;
    }
    readTexts(language).then(
      (texts) => callback(null, texts),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/*
 * The server cannot read local storage, so the interface language is mirrored into a cookie: the next page load's
 * HTML then preloads the texts of the right language (server/web/language.ts).
 */
function writeLanguageCookie(language: Language): void {
  document.cookie = `${languageCookieName}=${language}; path=/; max-age=31536000${sameSiteAttributes()}`;
}

/** Runs `task` once the browser is idle: writing document.cookie is a call into the browser, kept out of start-up. */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 10_000 });
  else window.setTimeout(task, 0);
}

/**
 * The shop's i18next instance: it fetches only the active language, and a switch to the other one takes effect
 * when its texts have arrived. `ready` settles when the first texts are in, before anything renders.
 */
export function createBrowserI18n(language: Language): { i18n: I18n; ready: Promise<unknown> } {
  const instance = i18next.createInstance();
  const ready = instance
    .use(fetchedTexts)
    .use(initReactI18next)
    .init({
      ...sharedOptions,
      lng: language,
      // Only an unsupported code falls back; the default language is not fetched beside the Russian texts.
      fallbackLng: (code) => (isLanguage(code) ? [] : [defaultLanguage]),
      // The few-kilobyte texts are a retry away from a flaky network; a missing key would show as the key itself.
      maxRetries: 3,
    });
  followDocumentLanguage(instance, language);
  // The language the page starts in: only the next page load reads it, so it is written once this one has loaded
  // (the language as it is then, should the shopper have switched meanwhile).
  let mirrored = language;
  whenIdle(() => writeLanguageCookie(mirrored));
  // A switch is remembered in local storage at once (languageSlice.ts), before the other language's texts have
  // arrived: the cookie follows at the same moment, or a page loaded meanwhile would preload the old language's texts.
  instance.on('languageChanging', (next: string) => {
    if (next === mirrored || !isLanguage(next)) return;
    mirrored = next;
    writeLanguageCookie(next);
  });
  return { i18n: instance, ready };
}

function browserLanguage(): Language {
  return detectLanguage({ storage: safeLocalStorage(), navigatorLanguage: window.navigator.language, search: window.location.search });
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // some private modes throw on the mere access
  }
}

// A first page outside the catalogue needs more than the first load's texts: the product page its own area beside
// them, any other page the whole language at once (the server preloads the same files for that address) instead of
// one file after the other.
const landing = landingTexts(window.location.pathname);
if (landing === 'product') wantProductTexts();
else if (landing === 'all') wantAllTexts();

export const { i18n, ready: i18nReady } = createBrowserI18n(browserLanguage());
