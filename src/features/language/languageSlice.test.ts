import { makeStore } from '../../app/store';
import { createI18n } from '../../i18n/setup';
import { languageSelected, selectLanguage } from './languageSlice';
import { syncLanguage } from './syncLanguage';

function setNavigatorLanguage(language: string) {
  jest.spyOn(window.navigator, 'language', 'get').mockReturnValue(language);
}

afterEach(() => jest.restoreAllMocks());

describe('language slice', () => {
  it('starts in Uzbek when nothing is stored and the browser speaks neither language', () => {
    setNavigatorLanguage('en-US');
    expect(selectLanguage(makeStore().getState())).toBe('uz');
  });

  it('starts from the browser language when nothing is stored', () => {
    setNavigatorLanguage('ru-RU');
    expect(selectLanguage(makeStore().getState())).toBe('ru');
  });

  it('prefers the stored choice over the browser', () => {
    setNavigatorLanguage('ru-RU');
    window.localStorage.setItem('language', 'uz');
    expect(selectLanguage(makeStore().getState())).toBe('uz');
  });

  it('ignores a stored value it does not support', () => {
    setNavigatorLanguage('en-GB');
    window.localStorage.setItem('language', 'de');
    expect(selectLanguage(makeStore().getState())).toBe('uz');
  });

  it('stores a selected language, so a new store (a reload) starts in it', () => {
    const store = makeStore();
    store.dispatch(languageSelected('ru'));

    expect(selectLanguage(store.getState())).toBe('ru');
    expect(window.localStorage.getItem('language')).toBe('ru');
    expect(selectLanguage(makeStore().getState())).toBe('ru');
  });
});

describe('syncLanguage', () => {
  it('switches i18next at once when a language is selected', () => {
    const store = makeStore();
    const i18n = createI18n('uz');
    const stop = syncLanguage(store, i18n);

    store.dispatch(languageSelected('ru'));

    expect(i18n.language).toBe('ru');
    expect(i18n.t('common.backHome')).toBe('Вернуться на главную');
    stop();
  });

  it('adopts the language i18next starts in, and follows i18next switched directly, without storing it', async () => {
    const store = makeStore();
    const i18n = createI18n('ru');
    const stop = syncLanguage(store, i18n);
    expect(selectLanguage(store.getState())).toBe('ru');

    await i18n.changeLanguage('uz');
    expect(selectLanguage(store.getState())).toBe('uz');
    expect(window.localStorage.getItem('language')).toBeNull();
    stop();
  });

  it('stops following after the returned cleanup', () => {
    const store = makeStore();
    const i18n = createI18n('uz');
    syncLanguage(store, i18n)();

    store.dispatch(languageSelected('ru'));

    expect(i18n.language).toBe('uz');
  });
});
