import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from '../../app/session';
import { mockRoutes, pathOf, type MockReply } from '../../../test/web/fetchMock';
import { setScreenWidth } from '../../../test/web/screen';
import uz from '../../i18n/uz/account.json';
import ru from '../../i18n/ru/account.json';
import uzTelegram from '../../i18n/uz/telegram.json';
import { TELEGRAM_ORIGIN, fakeTelegramPopup, primeTelegramConfig, telegramFields } from '../telegram/login/testing/fakeTelegramPopup';
import { renderAccountPanel } from './testing/renderAccountPanel';

/* "Log in with Telegram" in the panel, with Telegram's window played by a stand-in (window.open mocked). */

const telegramLoginPath = '/api/auth/telegram/login';
const session = { accessToken: 'jwt-by-telegram', customerId: 42 };

function refusal(status: number, code: string, message: string): MockReply {
  return { status, body: { error: { code, message } } };
}

async function openPanel(language: 'uz' | 'ru' = 'uz') {
  const view = renderAccountPanel({ language });
  const texts = language === 'uz' ? uz : ru;
  // The panel opens with focus on Login, whose focus ripple starts a moment later: both are in before anything else.
  expect(await screen.findByRole('button', { name: texts.start.login })).toHaveFocus();
  await act(() => primeTelegramConfig(view.store));
  return view;
}

function telegramButton(texts: typeof uz = uz) {
  return within(screen.getByRole('dialog')).getByRole('button', { name: texts.telegram.login });
}

afterEach(() => jest.restoreAllMocks());

describe('AccountPanel, log in with Telegram', () => {
  it('opens Telegram’s window for the shop’s bot in the interface’s language, and waits', async () => {
    const telegram = fakeTelegramPopup();
    const { requests } = mockRoutes({});
    await openPanel('ru');

    await userEvent.setup().click(telegramButton(ru));

    expect(telegram.open).toHaveBeenCalledTimes(1);
    const [url, name, features] = telegram.open.mock.calls[0]!;
    expect(url).toBe(`${TELEGRAM_ORIGIN}/auth?bot_id=7123456789&origin=${encodeURIComponent(window.location.origin)}&request_access=write&lang=ru`);
    expect(name).toBe('telegram_oauth');
    expect(features).toMatch(/width=550,height=470/);
    const start = within(screen.getByRole('dialog', { name: ru.titles.start }));
    expect(start.getByRole('button', { name: ru.telegram.login })).toBeDisabled();
    expect(start.getByRole('progressbar', { name: ru.busy })).toBeInTheDocument();
    expect(requests).toEqual([]);

    await telegram.close();
  });

  it('signs in with the fields Telegram’s window posts, as the password login does', async () => {
    setScreenWidth(1280);
    const telegram = fakeTelegramPopup();
    const { requests } = mockRoutes({ [telegramLoginPath]: { body: session } });
    const { closes } = await openPanel();

    await userEvent.setup().click(telegramButton());
    telegram.answer(telegramFields);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile?tab=my-profile'));
    const [login] = requests.filter((request) => pathOf(request) === telegramLoginPath);
    expect(login?.method).toBe('POST');
    expect(JSON.parse(await login!.clone().text())).toEqual(telegramFields);
    expect(readSession()).toEqual(session);
    expect(closes.count).toBe(1);
    expect(telegram.popup.closed).toBe(true);
  });

  it('ignores a message from another origin or another window', async () => {
    const telegram = fakeTelegramPopup();
    const { requests } = mockRoutes({ [telegramLoginPath]: { body: session } });
    await openPanel();

    await userEvent.setup().click(telegramButton());
    telegram.answer(telegramFields, { origin: 'https://evil.example' });
    telegram.answer(telegramFields, { source: window });
    telegram.answer(telegramFields, { origin: window.location.origin });

    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requests).toEqual([]);
    expect(readSession()).toBeNull();
    expect(telegramButton()).toBeDisabled();

    await telegram.close();
    await waitFor(() => expect(telegramButton()).toBeEnabled());
  });

  it('sends a Telegram user nobody linked to the phone login, saying how to link', async () => {
    const telegram = fakeTelegramPopup();
    mockRoutes({ [telegramLoginPath]: refusal(404, 'TELEGRAM_NOT_LINKED', 'No customer is linked to this Telegram account') });
    await openPanel('ru');

    await userEvent.setup().click(telegramButton(ru));
    telegram.answer(telegramFields);

    const login = within(await screen.findByRole('dialog', { name: ru.titles.login }));
    expect(await login.findByRole('status')).toHaveTextContent(ru.notices.telegramNotLinked);
    expect(login.getByLabelText(ru.fields.phone)).toHaveFocus();
    expect(readSession()).toBeNull();
  });

  it('says nothing when the window is closed, and gives the focus back to the Telegram button', async () => {
    const telegram = fakeTelegramPopup();
    const { requests } = mockRoutes({});
    await openPanel();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: uz.start.login }));

    await user.click(telegramButton());
    expect(screen.getByRole('button', { name: uz.login.submit })).toBeDisabled();
    // A browser takes the focus from a button that turns disabled (jsdom does not): as it does.
    act(() => telegramButton().blur());
    await telegram.close();

    const login = within(screen.getByRole('dialog', { name: uz.titles.login }));
    await waitFor(() => expect(login.getByRole('button', { name: uz.login.submit })).toBeEnabled());
    expect(login.getByRole('button', { name: uz.telegram.login })).toHaveFocus();
    expect(login.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('says so when the browser blocks the window', async () => {
    fakeTelegramPopup({ blocked: true });
    mockRoutes({});
    await openPanel();

    await userEvent.setup().click(telegramButton());

    expect(await screen.findByText(uzTelegram.login.popupBlocked)).toBeInTheDocument();
    expect(telegramButton()).toBeEnabled();
  });

  it.each([
    ['forged or stale data', refusal(401, 'TELEGRAM_INVALID', 'The Telegram data is forged or expired'), uzTelegram.login.invalid],
    ['too many tries', refusal(429, 'RATE_LIMITED', 'Too many requests'), uz.errors.rateLimited],
  ])('shows the failure toast for %s and stays on the start', async (_case, reply, text) => {
    const telegram = fakeTelegramPopup();
    mockRoutes({ [telegramLoginPath]: reply });
    await openPanel();

    await userEvent.setup().click(telegramButton());
    telegram.answer(telegramFields);

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: uz.titles.start })).toBeInTheDocument();
    expect(readSession()).toBeNull();
  });

  it('closes Telegram’s window when the panel closes', async () => {
    const telegram = fakeTelegramPopup();
    mockRoutes({});
    await openPanel();
    const user = userEvent.setup();

    await user.click(telegramButton());
    await user.click(screen.getByRole('button', { name: uz.panel.close }));

    await waitFor(() => expect(telegram.popup.closed).toBe(true));
  });
});
