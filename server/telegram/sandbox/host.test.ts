import { JSDOM, VirtualConsole } from 'jsdom';
import { createTestApp, type TestContext } from '../../../test/server/harness';
import { telegramKit } from '../testing/kit';
import { THEMES } from './launch';

/*
 * The sandbox's Telegram client (/sandbox/telegram/app with host.js) in a browser window (jsdom): the Mini App's
 * side of the protocol is played by the test, which posts as the app and records what the client posts to it. The
 * client's calls reach this server (fetch by inject), so a shared phone is the bot's and signs the launch data in.
 */

let context: TestContext;
let kit: ReturnType<typeof telegramKit>;
beforeAll(async () => {
  context = await createTestApp();
  kit = telegramKit(context);
});
afterAll(() => context.close());

const opened: Array<{ close(): void }> = [];
afterEach(() => {
  for (const window of opened.splice(0)) window.close();
});

interface Posted {
  eventType: string;
  eventData?: Record<string, unknown>;
}

let nextUserId = 9_200_000_000;

async function openHost(query: string) {
  const url = `/sandbox/telegram/app?${query}`;
  const page = await context.app.inject({ method: 'GET', url });
  const script = await context.app.inject({ method: 'GET', url: '/sandbox/telegram/host.js' });
  const virtualConsole = new VirtualConsole();
  virtualConsole.on('jsdomError', (error) => {
    throw error;
  });
  const window = new JSDOM(page.body, { url: `http://shop.test${url}`, runScripts: 'dangerously', pretendToBeVisual: true, virtualConsole }).window;
  opened.push(window);
  // What jsdom lacks: modal dialogs, and fetch (here the server's own routes).
  window.HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  window.HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  const calls: Array<{ url: string; body: unknown }> = [];
  Object.assign(window, {
    fetch: async (target: string, init: { method: string; headers: Record<string, string>; body: string }) => {
      calls.push({ url: target, body: JSON.parse(init.body) });
      const response = await context.app.inject({ method: init.method as 'POST', url: target, headers: init.headers, payload: init.body });
      return { ok: response.statusCode < 300, status: response.statusCode, json: async () => response.json() };
    },
    open: jest.fn(),
  });
  const document = window.document;
  const frame = document.getElementById('tg-app') as HTMLIFrameElement;
  const appWindow = frame.contentWindow!;
  const toApp: Posted[] = [];
  appWindow.postMessage = ((message: string) => toApp.push(JSON.parse(message) as Posted)) as Window['postMessage'];
  const element = document.createElement('script');
  element.textContent = script.body;
  document.body.appendChild(element);
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  return {
    window,
    byId,
    toApp,
    calls,
    sentToApp: (eventType: string) => toApp.filter((event) => event.eventType === eventType).map((event) => event.eventData),
    /** The Mini App posts to its client, as telegram-web-app.js does. */
    fromApp(eventType: string, eventData?: Record<string, unknown>) {
      window.dispatchEvent(new window.MessageEvent('message', { data: JSON.stringify({ eventType, eventData: eventData ?? '' }), source: appWindow }));
    },
    initData: new URLSearchParams(frame.getAttribute('src')!.split('#')[1]).get('tgWebAppData')!,
    /** Lets the client's promise callbacks and animation frames run. */
    settle: () => new Promise((resolve) => setTimeout(resolve, 50)),
    /** Until `done` holds (the client's call to the shop answered: its database may be a busy PostgreSQL), at most 10 s. */
    async until(done: () => boolean) {
      for (const started = Date.now(); !done() && Date.now() - started < 10_000; ) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

describe('the sandbox’s Telegram client (host.js)', () => {
  it('draws the MainButton the app sets up and tells the app when it is pressed', async () => {
    const host = await openHost('lang=uz');
    const button = host.byId<HTMLButtonElement>('tg-main');
    expect(button.hidden).toBe(true);
    host.fromApp('web_app_setup_main_button', { is_visible: true, is_active: true, is_progress_visible: false, text: 'Savatga qo‘shish', color: '#3390ec', text_color: '#ffffff' });
    expect(button.hidden).toBe(false);
    expect(button.textContent).toBe('Savatga qo‘shish');
    expect(button.disabled).toBe(false);
    button.click();
    expect(host.sentToApp('main_button_pressed')).toHaveLength(1);
    await host.settle();
    // The app's viewport shrank by the button's bar.
    expect(host.sentToApp('viewport_changed').at(-1)).toMatchObject({ is_expanded: true, is_state_stable: true });

    host.fromApp('web_app_setup_main_button', { is_visible: true, is_active: false, is_progress_visible: true, text: 'Savatga qo‘shish' });
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(host.byId('tg-main-progress').hidden).toBe(false);
    button.click();
    expect(host.sentToApp('main_button_pressed')).toHaveLength(1);
    host.fromApp('web_app_setup_main_button', { is_visible: false });
    expect(button.hidden).toBe(true);
  });

  it('shows the Back arrow while the app wants it, and answers the app’s requests', async () => {
    const host = await openHost('lang=ru&theme=dark');
    const back = host.byId<HTMLButtonElement>('tg-back');
    host.fromApp('web_app_setup_back_button', { is_visible: true });
    expect(back.hidden).toBe(false);
    expect(back.getAttribute('aria-label')).toBe('Назад');
    back.click();
    expect(host.sentToApp('back_button_pressed')).toHaveLength(1);
    host.fromApp('web_app_setup_back_button', { is_visible: false });
    expect(back.hidden).toBe(true);

    host.fromApp('web_app_request_theme');
    host.fromApp('web_app_request_viewport');
    host.fromApp('web_app_request_safe_area');
    host.fromApp('web_app_request_content_safe_area');
    expect(host.sentToApp('theme_changed')).toEqual([{ theme_params: THEMES.dark }]);
    expect(host.sentToApp('viewport_changed')).toEqual([{ height: expect.any(Number), is_expanded: true, is_state_stable: true }]);
    expect(host.sentToApp('safe_area_changed')).toEqual([{ top: 0, bottom: 0, left: 0, right: 0 }]);
    expect(host.sentToApp('content_safe_area_changed')).toEqual([{ top: 0, bottom: 0, left: 0, right: 0 }]);

    host.byId('tg-theme').click();
    expect(host.sentToApp('theme_changed').at(-1)).toEqual({ theme_params: THEMES.light });
    expect(host.window.document.documentElement.getAttribute('data-theme')).toBe('light');
    expect(host.byId('tg-theme').getAttribute('aria-pressed')).toBe('false');
    host.byId('tg-safe-area').click();
    expect(host.sentToApp('safe_area_changed').at(-1)).toEqual({ top: 0, bottom: 34, left: 0, right: 0 });

    host.fromApp('web_app_trigger_haptic_feedback', { type: 'impact', impact_style: 'light' });
    expect(host.byId('tg-toast').textContent).toBe('haptic: light');
    expect(host.byId('tg-log').textContent).toContain('web_app_trigger_haptic_feedback: light');
    host.fromApp('web_app_open_link', { url: 'https://example.com/' });
    expect(host.window.open).toHaveBeenCalledWith('https://example.com/', '_blank', 'noopener,noreferrer');
  });

  it('shares the phone the user types with the bot, then tells the app it was sent: the launch data then signs in', async () => {
    const userId = (nextUserId += 1);
    const host = await openHost(`userId=${userId}&firstName=Aziza&lang=uz&phone=%2B998937770001`);
    expect((await kit.miniApp(host.initData)).json().error.code).toBe('TELEGRAM_PHONE_NEEDED');
    host.fromApp('web_app_request_phone');
    const dialog = host.byId<HTMLDialogElement>('tg-phone');
    expect(dialog.open).toBe(true);
    const input = host.byId<HTMLInputElement>('tg-phone-input');
    expect(input.value).toBe('+998937770001');

    input.value = '+99893';
    host.byId('tg-phone-form').dispatchEvent(new host.window.Event('submit', { cancelable: true }));
    expect(host.byId('tg-phone-error').hidden).toBe(false);
    expect(host.calls).toEqual([]);

    input.value = '+998 93 777 00 02';
    host.byId('tg-phone-form').dispatchEvent(new host.window.Event('submit', { cancelable: true }));
    await host.until(() => !dialog.open);
    expect(host.calls).toEqual([{ url: '/sandbox/telegram/contact', body: { telegramUserId: userId, firstName: 'Aziza', phoneNumber: '+998937770002', languageCode: 'uz' } }]);
    expect(dialog.open).toBe(false);
    expect(host.sentToApp('phone_requested')).toEqual([{ status: 'sent' }]);
    expect((await kit.miniApp(host.initData)).statusCode).toBe(200);
  });

  it('tells the app the user declined, and closes the app when it asks', async () => {
    const host = await openHost(`userId=${(nextUserId += 1)}&firstName=Ivan&lang=ru`);
    host.fromApp('web_app_request_phone');
    host.byId('tg-phone-cancel').click();
    expect(host.sentToApp('phone_requested')).toEqual([{ status: 'cancelled' }]);
    expect(host.calls).toEqual([]);

    host.fromApp('web_app_setup_main_button', { is_visible: true, is_active: true, text: 'Оформить' });
    host.fromApp('web_app_close');
    expect(host.byId('tg-app').hidden).toBe(true);
    expect(host.byId('tg-main').hidden).toBe(true);
    expect(host.byId('tg-closed').hidden).toBe(false);
    expect(host.byId('tg-closed').textContent).toContain('Мини-приложение закрыто.');
  });

  it('ignores messages that are not from the app’s frame', async () => {
    const host = await openHost('lang=uz');
    host.window.dispatchEvent(new host.window.MessageEvent('message', { data: JSON.stringify({ eventType: 'web_app_setup_back_button', eventData: { is_visible: true } }), source: host.window as unknown as Window }));
    expect(host.byId('tg-back').hidden).toBe(true);
  });
});
