import { JSDOM, VirtualConsole } from 'jsdom';
import { THEMES, launchHash, sandboxInitData } from './launch';
import { webAppScript } from './web-app-script';

/*
 * The sandbox's telegram-web-app.js in a browser window (jsdom) whose parent is a fake Telegram client: what the
 * Mini App's calls post to it, and what its events do to the app. The window runs the file as a browser would.
 */

const SOURCE = webAppScript();
const BOT_TOKEN = '123456:sandbox-token-for-the-script-test';
const initData = sandboxInitData({ id: 5_000_000_001, firstName: 'Aziza', username: 'aziza_t', languageCode: 'uz' }, 'product_12', new Date('2026-11-20T09:00:00Z'), BOT_TOKEN);

interface Posted {
  eventType: string;
  eventData: unknown;
}

type Handler = (...args: unknown[]) => void;

/** The subset of window.Telegram.WebApp the tests call. */
interface WebApp {
  initData: string;
  initDataUnsafe: { user: { id: number; first_name: string }; start_param: string; auth_date: string; hash: string; query_id: string };
  version: string;
  platform: string;
  colorScheme: string;
  themeParams: Record<string, string>;
  viewportHeight: number;
  viewportStableHeight: number;
  isExpanded: boolean;
  safeAreaInset: Record<string, number>;
  onEvent(name: string, callback: Handler): void;
  offEvent(name: string, callback: Handler): void;
  ready(): void;
  expand(): void;
  close(): void;
  openLink(url: string): void;
  requestContact(callback?: (shared: boolean, result: unknown) => void): void;
  BackButton: { isVisible: boolean; show(): unknown; hide(): unknown; onClick(callback: Handler): unknown; offClick(callback: Handler): unknown };
  MainButton: {
    text: string;
    isVisible: boolean;
    isActive: boolean;
    isProgressVisible: boolean;
    setText(text: string): WebApp['MainButton'];
    show(): WebApp['MainButton'];
    hide(): WebApp['MainButton'];
    disable(): WebApp['MainButton'];
    enable(): WebApp['MainButton'];
    showProgress(leaveActive?: boolean): WebApp['MainButton'];
    hideProgress(): WebApp['MainButton'];
    setParams(params: Record<string, unknown>): WebApp['MainButton'];
    onClick(callback: Handler): unknown;
    offClick(callback: Handler): unknown;
  };
  HapticFeedback: { impactOccurred(style: string): unknown; notificationOccurred(type: string): unknown; selectionChanged(): unknown };
}

type TestWindow = JSDOM['window'] & { Telegram: { WebApp: WebApp; WebView: { isIframe: boolean } } };

const opened: TestWindow[] = [];
afterEach(() => {
  for (const window of opened.splice(0)) window.close();
});

/** A new window: the script's console stays quiet (it logs what it refuses, as Telegram's does), its uncaught errors fail the test. */
function newWindow(hash: string): TestWindow {
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => {
    throw error;
  });
  const window = new JSDOM('<!doctype html><html><head></head><body></body></html>', { url: `http://shop.test/${hash}`, runScripts: 'dangerously', virtualConsole }).window as TestWindow;
  opened.push(window);
  return window;
}

/** A window at the shop's address with `hash`, its parent a fake client recording what is posted to it. */
function openApp(hash: string, options: { inFrame?: boolean; window?: TestWindow } = {}) {
  const window = options.window ?? newWindow(hash);
  const posted: Posted[] = [];
  const parent = { postMessage: (message: string, targetOrigin: string) => posted.push({ ...(JSON.parse(message) as Posted), ...(targetOrigin === '*' ? {} : { targetOrigin }) }) };
  if (options.inFrame !== false) Object.defineProperty(window, 'parent', { get: () => parent, configurable: true });
  const script = window.document.createElement('script');
  script.textContent = SOURCE;
  window.document.head.appendChild(script);
  return {
    window,
    webApp: window.Telegram.WebApp,
    posted,
    /** What the app posted of one kind, in order. */
    postedOf: (eventType: string) => posted.filter((event) => event.eventType === eventType).map((event) => event.eventData),
    /** An event from Telegram, as the host page posts it. */
    receive(eventType: string, eventData?: unknown) {
      window.dispatchEvent(new window.MessageEvent('message', { data: JSON.stringify({ eventType, eventData }), source: parent as unknown as Window }));
    },
    css: (name: string) => window.document.documentElement.style.getPropertyValue(`--tg-${name}`),
  };
}

const launch = launchHash(initData, 'light', 'product_12');

describe('telegram-web-app.js (the sandbox’s)', () => {
  it('reads the launch data of the fragment as Telegram’s script does, and asks the client for its state', () => {
    const app = openApp(launch);
    expect(app.webApp.initData).toBe(initData);
    expect(app.webApp.initDataUnsafe.user).toMatchObject({ id: 5_000_000_001, first_name: 'Aziza' });
    expect(app.webApp.initDataUnsafe.start_param).toBe('product_12');
    expect(app.webApp.initDataUnsafe.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(app.webApp.initDataUnsafe.query_id).toMatch(/^AA/);
    expect([app.webApp.version, app.webApp.platform, app.webApp.colorScheme]).toEqual(['8.0', 'weba', 'light']);
    expect(app.webApp.themeParams).toMatchObject({ bg_color: THEMES.light.bg_color, button_color: THEMES.light.button_color });
    expect(app.css('theme-bg-color')).toBe(THEMES.light.bg_color);
    expect(app.css('theme-secondary-bg-color')).toBe(THEMES.light.secondary_bg_color);
    expect(app.css('safe-area-inset-bottom')).toBe('0px');
    expect(app.posted.map((event) => event.eventType)).toEqual(['iframe_ready', 'web_app_request_theme', 'web_app_request_viewport', 'web_app_request_safe_area', 'web_app_request_content_safe_area']);
    // Posted to whatever Telegram client hosts it, as the real script does.
    expect(app.posted.every((event) => !('targetOrigin' in event))).toBe(true);
  });

  it('keeps the launch data through a reload without the fragment (sessionStorage)', () => {
    const first = openApp(launch);
    first.window.history.replaceState(null, '', '/cart');
    const again = openApp('', { window: first.window });
    expect(again.window.location.hash).toBe('');
    expect(again.window.Telegram.WebApp.initData).toBe(initData);
    expect(again.window.Telegram.WebApp.initDataUnsafe.start_param).toBe('product_12');
  });

  it('MainButton.setText and show post web_app_setup_main_button; a pressed button calls the onClick handlers while active', () => {
    const app = openApp(launch);
    const clicks: unknown[] = [];
    const onClick = function (this: unknown) {
      clicks.push(this);
    };
    app.webApp.MainButton.setText('Savatga qo‘shish').show().onClick(onClick);
    expect(app.postedOf('web_app_setup_main_button').at(-1)).toEqual({
      is_visible: true,
      is_active: true,
      is_progress_visible: false,
      text: 'Savatga qo‘shish',
      color: THEMES.light.button_color,
      text_color: THEMES.light.button_text_color,
    });
    expect([app.webApp.MainButton.isVisible, app.webApp.MainButton.text]).toEqual([true, 'Savatga qo‘shish']);
    app.receive('main_button_pressed');
    expect(clicks).toEqual([app.webApp]);

    app.webApp.MainButton.showProgress();
    expect(app.postedOf('web_app_setup_main_button').at(-1)).toMatchObject({ is_active: false, is_progress_visible: true });
    app.receive('main_button_pressed');
    expect(clicks).toHaveLength(1);
    app.webApp.MainButton.hideProgress();
    expect(app.webApp.MainButton.isActive).toBe(true);
    app.webApp.MainButton.offClick(onClick);
    app.receive('main_button_pressed');
    expect(clicks).toHaveLength(1);

    const before = app.postedOf('web_app_setup_main_button').length;
    app.webApp.MainButton.show();
    expect(app.postedOf('web_app_setup_main_button')).toHaveLength(before);
    app.webApp.MainButton.setParams({ color: '#ff0000', text: 'To‘lash' }).hide();
    expect(app.postedOf('web_app_setup_main_button').slice(-2)).toEqual([expect.objectContaining({ color: '#ff0000', text: 'To‘lash' }), { is_visible: false }]);
    expect(() => app.webApp.MainButton.setText('  ')).toThrow('WebAppMainButtonParamInvalid');
  });

  it('BackButton posts its visibility, and back_button_pressed calls its onClick handlers', () => {
    const app = openApp(launch);
    const onClick = jest.fn();
    app.webApp.BackButton.onClick(onClick);
    app.webApp.BackButton.show();
    expect(app.postedOf('web_app_setup_back_button')).toEqual([{ is_visible: true }]);
    app.receive('back_button_pressed');
    expect(onClick).toHaveBeenCalledTimes(1);
    app.webApp.BackButton.hide();
    expect(app.postedOf('web_app_setup_back_button').at(-1)).toEqual({ is_visible: false });
    expect(app.webApp.BackButton.isVisible).toBe(false);
  });

  it('requestContact asks for the phone and calls back on phone_requested, sent or cancelled', () => {
    const app = openApp(launch);
    const requested = jest.fn();
    app.webApp.onEvent('contactRequested', requested);
    const callback = jest.fn();
    app.webApp.requestContact(callback);
    expect(app.postedOf('web_app_request_phone')).toHaveLength(1);
    expect(() => app.webApp.requestContact()).toThrow('WebAppContactRequested');
    app.receive('phone_requested', { status: 'sent' });
    expect(callback).toHaveBeenCalledWith(true, { status: 'sent' });
    expect(requested).toHaveBeenCalledWith({ status: 'sent' });

    app.webApp.requestContact(callback);
    app.receive('phone_requested', { status: 'cancelled' });
    expect(callback).toHaveBeenLastCalledWith(false, { status: 'cancelled' });
    // An answer nobody asked for calls nothing.
    app.receive('phone_requested', { status: 'sent' });
    expect(callback).toHaveBeenCalledTimes(2);
  });

  it('follows the client’s theme, viewport and safe areas, and tells the app', () => {
    const app = openApp(launch);
    const themeChanged = jest.fn();
    const viewportChanged = jest.fn();
    const safeAreaChanged = jest.fn();
    app.webApp.onEvent('themeChanged', themeChanged);
    app.webApp.onEvent('viewportChanged', viewportChanged);
    app.webApp.onEvent('safeAreaChanged', safeAreaChanged);
    app.webApp.MainButton.setText('Davom etish').show();

    app.receive('theme_changed', { theme_params: THEMES.dark });
    expect(themeChanged).toHaveBeenCalledTimes(1);
    expect(app.webApp.colorScheme).toBe('dark');
    expect(app.css('theme-bg-color')).toBe(THEMES.dark.bg_color);
    // The button's default colours follow the theme.
    expect(app.postedOf('web_app_setup_main_button').at(-1)).toMatchObject({ color: THEMES.dark.button_color });

    app.receive('viewport_changed', { height: 640, is_expanded: true, is_state_stable: true });
    expect(viewportChanged).toHaveBeenCalledWith({ isStateStable: true });
    expect([app.webApp.viewportHeight, app.webApp.viewportStableHeight, app.webApp.isExpanded]).toEqual([640, 640, true]);
    expect(app.css('viewport-height')).toBe('640px');

    app.receive('safe_area_changed', { top: 0, bottom: 34, left: 0, right: 0 });
    expect(safeAreaChanged).toHaveBeenCalledTimes(1);
    expect(app.webApp.safeAreaInset).toEqual({ top: 0, bottom: 34, left: 0, right: 0 });
    expect(app.css('safe-area-inset-bottom')).toBe('34px');

    app.webApp.offEvent('themeChanged', themeChanged);
    app.receive('theme_changed', { theme_params: THEMES.light });
    expect(themeChanged).toHaveBeenCalledTimes(1);
  });

  it('posts haptics, ready, expand, close and links as Telegram’s protocol names them', () => {
    const app = openApp(launch);
    app.webApp.HapticFeedback.impactOccurred('light');
    app.webApp.HapticFeedback.notificationOccurred('success');
    app.webApp.HapticFeedback.selectionChanged();
    expect(app.postedOf('web_app_trigger_haptic_feedback')).toEqual([
      { type: 'impact', impact_style: 'light' },
      { type: 'notification', notification_type: 'success' },
      { type: 'selection_change' },
    ]);
    expect(() => app.webApp.HapticFeedback.impactOccurred('loud')).toThrow('WebAppHapticImpactStyleInvalid');
    app.webApp.ready();
    app.webApp.expand();
    app.webApp.openLink('https://example.com/size-guide');
    app.webApp.close();
    expect(app.posted.slice(-4)).toEqual([
      { eventType: 'web_app_ready', eventData: '' },
      { eventType: 'web_app_expand', eventData: '' },
      { eventType: 'web_app_open_link', eventData: { url: 'https://example.com/size-guide' } },
      { eventType: 'web_app_close', eventData: {} },
    ]);
    expect(() => app.webApp.openLink('javascript:alert(1)')).toThrow('WebAppTgUrlInvalid');
  });

  it('ignores messages from anyone but its parent, and what is not the protocol', () => {
    const app = openApp(launch);
    const onClick = jest.fn();
    app.webApp.MainButton.setText('Davom etish').show().onClick(onClick);
    app.window.dispatchEvent(new app.window.MessageEvent('message', { data: JSON.stringify({ eventType: 'main_button_pressed' }), source: app.window as unknown as Window }));
    app.receive('main_button_pressed', undefined);
    app.window.dispatchEvent(new app.window.MessageEvent('message', { data: 'not json', source: app.window.parent }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('outside a frame defines the same API and stays inert', () => {
    const app = openApp('', { inFrame: false });
    expect(app.window.Telegram.WebView.isIframe).toBe(false);
    expect(app.webApp.initData).toBe('');
    expect(() => {
      app.webApp.ready();
      app.webApp.MainButton.setText('Savatga').show();
      app.webApp.BackButton.show();
      app.webApp.HapticFeedback.impactOccurred('light');
    }).not.toThrow();
    expect(app.webApp.MainButton.isVisible).toBe(true);
    expect(app.posted).toEqual([]);
  });
});
