import { createBrowserI18n } from './browserI18n';
import { languageCookieName } from './languages';

/*
 * The server preloads the texts of the language in the cookie (server/web/language.ts), and the SPA starts in the
 * language of local storage, which a switch writes at once: the cookie must say the same from that moment on.
 */

const cookieLanguage = () => new RegExp(`(?:^|; )${languageCookieName}=(\\w+)`).exec(document.cookie)?.[1];
const afterIdle = () => new Promise((resolve) => setTimeout(resolve, 20));

afterEach(() => {
  document.cookie = `${languageCookieName}=; path=/; max-age=0`;
});

describe('the language cookie', () => {
  it('is written with the start language once the page is idle', async () => {
    const { ready } = createBrowserI18n('ru');
    await ready;
    await afterIdle();
    expect(cookieLanguage()).toBe('ru');
  });

  it('follows a switch at once, before the new language’s texts have arrived', async () => {
    const { i18n, ready } = createBrowserI18n('uz');
    await ready;
    await afterIdle();
    expect(cookieLanguage()).toBe('uz');

    const switched = i18n.changeLanguage('ru');
    expect(i18n.language).toBe('uz');
    expect(cookieLanguage()).toBe('ru');
    await switched;
    expect(i18n.language).toBe('ru');
    expect(cookieLanguage()).toBe('ru');
  });

  it('is not turned back by the start language’s late write after an early switch', async () => {
    // The browser stays busy until the test says it is idle.
    const idleTasks: Array<() => void> = [];
    Object.defineProperty(window, 'requestIdleCallback', {
      configurable: true,
      value: (task: () => void) => idleTasks.push(task),
    });
    try {
      const { i18n, ready } = createBrowserI18n('uz');
      await ready;
      await i18n.changeLanguage('ru');
      expect(idleTasks).toHaveLength(1);
      idleTasks.forEach((task) => task());
      expect(cookieLanguage()).toBe('ru');
    } finally {
      Reflect.deleteProperty(window, 'requestIdleCallback');
    }
  });
});
