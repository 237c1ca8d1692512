import { openTelegramLogin, telegramLoginUrl } from './telegramLoginPopup';
import { TELEGRAM_ORIGIN, fakeTelegramPopup, telegramConfig, telegramFields } from './testing/fakeTelegramPopup';

const target = { loginUrl: telegramConfig.loginUrl, botId: telegramConfig.botId };
const origin = window.location.origin;

afterEach(() => jest.restoreAllMocks());

describe('telegramLoginUrl', () => {
  it('asks Telegram for the bot, the shop’s origin, write access and the language', () => {
    expect(telegramLoginUrl(target, 'https://libos.uz', 'ru')).toBe(
      `${TELEGRAM_ORIGIN}/auth?bot_id=7123456789&origin=https%3A%2F%2Flibos.uz&request_access=write&lang=ru`,
    );
  });
});

describe('openTelegramLogin', () => {
  it('opens a 550×470 window at Telegram’s page and answers the fields it posts', async () => {
    const telegram = fakeTelegramPopup();
    const login = openTelegramLogin(target, { language: 'uz' });

    expect(telegram.open).toHaveBeenCalledWith(
      `${TELEGRAM_ORIGIN}/auth?bot_id=7123456789&origin=${encodeURIComponent(origin)}&request_access=write&lang=uz`,
      'telegram_oauth',
      expect.stringMatching(/^width=550,height=470,left=\d+,top=\d+,/),
    );
    telegram.answer(telegramFields);

    await expect(login).resolves.toEqual({ status: 'authorized', fields: telegramFields });
    expect(telegram.popup.closed).toBe(true);
  });

  it('keeps only the fields the server takes, and refuses an answer without them', async () => {
    const telegram = fakeTelegramPopup();
    const login = openTelegramLogin(target, { language: 'uz' });
    telegram.post({ event: 'auth_result', result: { ...telegramFields, extra: 'not signed by us', last_name: 42 } });
    const { last_name: _lastName, ...withoutLastName } = telegramFields;
    await expect(login).resolves.toEqual({ status: 'authorized', fields: withoutLastName });

    const broken = fakeTelegramPopup();
    const refused = openTelegramLogin(target, { language: 'uz' });
    broken.post({ event: 'auth_result', result: { ...telegramFields, id: '777000123' } });
    await expect(refused).rejects.toThrow('Telegram answered fields the shop cannot read');
  });

  it('believes only its own window speaking from Telegram’s origin', async () => {
    const telegram = fakeTelegramPopup();
    const login = openTelegramLogin(target, { language: 'uz' });
    const settled = jest.fn();
    void login.then(settled);

    telegram.answer(telegramFields, { origin: 'https://evil.example' });
    telegram.answer(telegramFields, { source: window });
    telegram.post('not json');
    telegram.post({ event: 'resize', height: 300 });
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();

    telegram.answer(false);
    await expect(login).resolves.toEqual({ status: 'cancelled' });
  });

  it('answers cancelled when the window is closed without an answer', async () => {
    const telegram = fakeTelegramPopup();
    const login = openTelegramLogin(target, { language: 'ru' });
    await telegram.close();
    await expect(login).resolves.toEqual({ status: 'cancelled' });
  });

  it('still takes an answer posted just before the window closed', async () => {
    const telegram = fakeTelegramPopup();
    jest.useFakeTimers();
    const login = openTelegramLogin(target, { language: 'uz' });
    telegram.popup.closed = true;
    jest.advanceTimersByTime(500);
    telegram.answer(telegramFields);
    await expect(login).resolves.toEqual({ status: 'authorized', fields: telegramFields });
  });

  it('answers blocked when the browser opens no window', async () => {
    fakeTelegramPopup({ blocked: true });
    await expect(openTelegramLogin(target, { language: 'uz' })).resolves.toEqual({ status: 'blocked' });
  });

  it('closes the window when the caller gives up', async () => {
    const telegram = fakeTelegramPopup();
    const abort = new AbortController();
    const login = openTelegramLogin(target, { language: 'uz', signal: abort.signal });
    abort.abort();
    await expect(login).resolves.toEqual({ status: 'cancelled' });
    expect(telegram.popup.closed).toBe(true);
  });

  it('opens an empty window at once while the config is read, then sends it to the login page', async () => {
    const telegram = fakeTelegramPopup();
    let arrive: (found: typeof target) => void = () => undefined;
    const sandbox = { loginUrl: '/sandbox/telegram/oauth', botId: 1 };
    const login = openTelegramLogin(new Promise((resolve) => (arrive = resolve)), { language: 'ru' });

    expect(telegram.open).toHaveBeenCalledWith('', 'telegram_oauth', expect.any(String));
    // Nothing is believed before the page is known, not even from the window.
    telegram.answer(telegramFields, { origin });
    arrive(sandbox);
    await Promise.resolve();
    expect(telegram.popup.location.href).toBe(`/sandbox/telegram/oauth?bot_id=1&origin=${encodeURIComponent(origin)}&request_access=write&lang=ru`);

    // The sandbox's page is the shop's own, so its messages come from the shop's origin.
    telegram.answer(telegramFields, { origin });
    await expect(login).resolves.toEqual({ status: 'authorized', fields: telegramFields });
  });

  it('closes the empty window when the config cannot be read', async () => {
    const telegram = fakeTelegramPopup();
    const failure = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    await expect(openTelegramLogin(Promise.reject(failure), { language: 'uz' })).rejects.toBe(failure);
    expect(telegram.popup.closed).toBe(true);
  });
});
