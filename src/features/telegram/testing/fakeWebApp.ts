import type { TelegramConfig } from '../../../../contract/telegram';
import { detectMiniApp } from '../launch';
import type { TelegramEvent, TelegramThemeParams, TelegramWebApp } from '../webApp';

/*
 * A fake of Telegram's `window.Telegram.WebApp` for the SPA's tests: its buttons keep their state and handlers, its
 * methods are jest mocks, and the test presses the buttons and sends Telegram's events. `serveWebAppScript` plays
 * the script: when the shop adds its <script>, the fake becomes window.Telegram.WebApp and the script "loads".
 */

type Handlers = Set<() => void>;

function buttonHandlers() {
  const handlers: Handlers = new Set();
  return {
    handlers,
    onClick: jest.fn((handler: () => void) => void handlers.add(handler)),
    offClick: jest.fn((handler: () => void) => void handlers.delete(handler)),
    press: () => {
      for (const handler of [...handlers]) handler();
    },
  };
}

export type FakeWebAppOptions = {
  initData?: string;
  startParam?: string;
  colorScheme?: 'light' | 'dark';
  themeParams?: TelegramThemeParams;
  /** What the user answers to requestContact; 'later' keeps the answer for the test to give (answerContact). */
  contact?: 'share' | 'decline' | 'later';
  /** The language of the user's Telegram (initDataUnsafe.user.language_code). */
  languageCode?: string;
};

/** GET /api/telegram/config as the sandbox answers it, for mockRoutes. */
export const telegramConfigAnswer = {
  '/api/telegram/config': {
    body: {
      botId: 7000000001,
      botUsername: 'libos_sandbox_bot',
      loginUrl: '/sandbox/telegram/oauth',
      webAppScriptUrl: '/sandbox/telegram/telegram-web-app.js',
      miniAppLink: null,
      sandbox: true,
    } satisfies TelegramConfig,
  },
};

export const demoInitData = 'query_id=AAH1&user=%7B%22id%22%3A777000111%2C%22first_name%22%3A%22Dilnoza%22%7D&auth_date=1767225600&hash=abc';

export function fakeWebApp({ initData = demoInitData, startParam, colorScheme = 'light', themeParams = {}, contact = 'share', languageCode }: FakeWebAppOptions = {}) {
  const events = new Map<TelegramEvent, Handlers>();
  const back = buttonHandlers();
  const main = buttonHandlers();
  let contactAnswer: ((shared: boolean) => void) | undefined;

  const BackButton = {
    isVisible: false,
    show: jest.fn(() => void (BackButton.isVisible = true)),
    hide: jest.fn(() => void (BackButton.isVisible = false)),
    onClick: back.onClick,
    offClick: back.offClick,
  };
  const MainButton = {
    text: '',
    isVisible: false,
    isActive: true,
    isProgressVisible: false,
    setText: jest.fn((text: string) => void (MainButton.text = text)),
    show: jest.fn(() => void (MainButton.isVisible = true)),
    hide: jest.fn(() => void (MainButton.isVisible = false)),
    enable: jest.fn(() => void (MainButton.isActive = true)),
    disable: jest.fn(() => void (MainButton.isActive = false)),
    // As Telegram's script: the progress makes the button inactive, and its end active again.
    showProgress: jest.fn((leaveActive?: boolean) => {
      MainButton.isProgressVisible = true;
      MainButton.isActive = leaveActive === true;
    }),
    hideProgress: jest.fn(() => {
      MainButton.isProgressVisible = false;
      MainButton.isActive = true;
    }),
    setParams: jest.fn(),
    onClick: main.onClick,
    offClick: main.offClick,
  };
  const webApp = {
    initData,
    initDataUnsafe: {
      user: { id: 777000111, first_name: 'Dilnoza', ...(languageCode ? { language_code: languageCode } : {}) },
      ...(startParam ? { start_param: startParam } : {}),
    },
    colorScheme,
    themeParams,
    viewportHeight: 640,
    viewportStableHeight: 600,
    safeAreaInset: { top: 0, bottom: 20, left: 0, right: 0 },
    contentSafeAreaInset: { top: 44, bottom: 0, left: 0, right: 0 },
    ready: jest.fn(),
    expand: jest.fn(),
    onEvent: jest.fn((event: TelegramEvent, handler: () => void) => {
      events.set(event, (events.get(event) ?? new Set()).add(handler));
    }),
    offEvent: jest.fn((event: TelegramEvent, handler: () => void) => void events.get(event)?.delete(handler)),
    BackButton,
    MainButton,
    HapticFeedback: { impactOccurred: jest.fn(), notificationOccurred: jest.fn(), selectionChanged: jest.fn() },
    requestContact: jest.fn((callback?: (shared: boolean) => void) => {
      if (contact === 'later') contactAnswer = callback;
      else callback?.(contact === 'share');
    }),
  } satisfies TelegramWebApp;

  return {
    webApp,
    /** Telegram's MainButton tapped (only an active button reaches the app, as in Telegram). */
    pressMainButton: () => {
      if (MainButton.isVisible && MainButton.isActive) main.press();
    },
    pressBackButton: () => back.press(),
    /** Telegram sends `event` (after the test changed what it reports). */
    emit: (event: TelegramEvent) => {
      for (const handler of [...(events.get(event) ?? [])]) handler();
    },
    answerContact: (shared: boolean) => contactAnswer?.(shared),
  };
}

type TelegramWindow = Window & { Telegram?: { WebApp?: TelegramWebApp } };

/** Plays Telegram's script: each <script> the shop adds defines `webApp` and loads. Returns the scripts added. */
function serveWebAppScript(webApp: TelegramWebApp): { scripts: () => HTMLScriptElement[]; stop: () => void } {
  const added: HTMLScriptElement[] = [];
  const observer = new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      if (!(node instanceof HTMLScriptElement)) continue;
      added.push(node);
      (window as TelegramWindow).Telegram = { WebApp: webApp };
      node.dispatchEvent(new Event('load'));
    }
  });
  observer.observe(document.head, { childList: true });
  return { scripts: () => added, stop: () => observer.disconnect() };
}

/** Opens the shop as Telegram does: the launch data in the address's hash, read as the shop's start reads it. */
export function launchInTelegram(initData = demoInitData, path = '/'): void {
  const hash = new URLSearchParams({ tgWebAppData: initData, tgWebAppVersion: '8.0', tgWebAppPlatform: 'weba' });
  window.history.replaceState(null, '', `${path}#${hash.toString()}`);
  detectMiniApp();
}

/**
 * Telegram opening the shop at `route` (before the test renders it): the launch data in the address, and a fake
 * Telegram whose script the shop's <script> loads. `stop` ends the script's serving (after the test).
 */
export function openedByTelegram(route: string, options: FakeWebAppOptions = {}) {
  launchInTelegram(options.initData ?? demoInitData, route);
  const telegram = fakeWebApp(options);
  return { ...telegram, script: serveWebAppScript(telegram.webApp) };
}

/** Back to an ordinary browser tab: no launch data kept, no script, no Telegram object. */
export function leaveTelegram(): void {
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  detectMiniApp();
  delete (window as TelegramWindow).Telegram;
  for (const script of document.head.querySelectorAll('script')) script.remove();
  document.documentElement.removeAttribute('style');
}
