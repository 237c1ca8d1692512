import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../app/store';
import { renderApp } from '../../../../test/web/render';
import type { MockReply } from '../../../../test/web/fetchMock';
import type { Customer } from '../../account/types';
import uz from '../../../i18n/uz/profile.json';
import ru from '../../../i18n/ru/profile.json';
import { TELEGRAM_ORIGIN, fakeTelegramPopup, primeTelegramConfig, telegramFields } from '../../telegram/login/testing/fakeTelegramPopup';
import { customerId, dilnoza, jsonBody, mockProfileRoutes, paths, requestsTo, serverError, signIn } from '../testing/profileKit';

/* The profile's Telegram row: link by Telegram's window (played by a stand-in), unlink after a question. */

const telegramPath = `/api/customers/telegram/${customerId}`;

beforeEach(() => signIn());
afterEach(() => jest.restoreAllMocks());

/** The profile with the customer as the server keeps them: `customer.telegram` follows the link calls. */
function mockTelegramRoutes(initial: Customer['telegram'], linkReply?: MockReply) {
  let telegram = initial;
  return mockProfileRoutes({
    [paths.customer]: () => ({ body: { ...dilnoza, telegram } }),
    [telegramPath]: (request) => {
      if (request.method === 'DELETE') {
        telegram = null;
        return { status: 204 };
      }
      if (linkReply) return linkReply;
      telegram = { username: telegramFields.username ?? null, firstName: telegramFields.first_name };
      return { body: telegram };
    },
  });
}

async function openTelegramRow(language: 'uz' | 'ru' = 'uz') {
  const store = makeStore();
  await primeTelegramConfig(store);
  renderApp({ route: '/my-profile', language, store });
  const texts = language === 'uz' ? uz : ru;
  return within((await screen.findByRole('heading', { name: texts.telegram.heading })).closest('section')!);
}

describe('linking Telegram in the profile', () => {
  it('opens Telegram’s window, links what it answers, and shows the account', async () => {
    const telegram = fakeTelegramPopup();
    const { requests } = mockTelegramRoutes(null);
    const user = userEvent.setup();
    const row = await openTelegramRow();
    expect(row.getByText(uz.telegram.intro)).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: uz.telegram.link }));
    expect(telegram.open).toHaveBeenCalledWith(expect.stringMatching(new RegExp(`^${TELEGRAM_ORIGIN}/auth\\?bot_id=7123456789&`)), 'telegram_oauth', expect.any(String));
    expect(row.getByRole('button', { name: uz.telegram.linking })).toBeDisabled();
    telegram.answer(telegramFields);

    expect(await screen.findByText(uz.telegram.linked)).toBeInTheDocument();
    expect(await row.findByText(uz.telegram.linkedAs.replace('{{name}}', '@dilnoza_k'))).toBeInTheDocument();
    const [link] = requestsTo(requests, telegramPath, 'POST');
    expect(await jsonBody(link)).toEqual(telegramFields);
    expect(link?.headers.get('Authorization')).toBe('Bearer token-7');
    // The customer is read again, so everything showing them follows.
    await waitFor(() => expect(requestsTo(requests, paths.customer).length).toBeGreaterThanOrEqual(2));
  });

  it('says when that Telegram account is linked to someone else', async () => {
    const telegram = fakeTelegramPopup();
    mockTelegramRoutes(null, serverError(409, 'TELEGRAM_ALREADY_LINKED'));
    const user = userEvent.setup();
    const row = await openTelegramRow('ru');

    await user.click(row.getByRole('button', { name: ru.telegram.link }));
    telegram.answer(telegramFields);

    expect(await screen.findByText(ru.telegram.alreadyLinked)).toBeInTheDocument();
    expect(await row.findByRole('button', { name: ru.telegram.link })).toBeEnabled();
  });

  it('does nothing when the window is closed', async () => {
    const telegram = fakeTelegramPopup();
    const { requests } = mockTelegramRoutes(null);
    const user = userEvent.setup();
    const row = await openTelegramRow();

    await user.click(row.getByRole('button', { name: uz.telegram.link }));
    await telegram.close();

    expect(await row.findByRole('button', { name: uz.telegram.link })).toBeEnabled();
    expect(requestsTo(requests, telegramPath, 'POST')).toEqual([]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('unlinks after asking, and offers to link again', async () => {
    const { requests } = mockTelegramRoutes({ username: null, firstName: 'Dilnoza' });
    const user = userEvent.setup();
    const row = await openTelegramRow();
    expect(row.getByText(uz.telegram.linkedAs.replace('{{name}}', 'Dilnoza'))).toBeInTheDocument();

    await user.click(row.getByRole('button', { name: uz.telegram.unlink }));
    let dialog = within(await screen.findByRole('dialog', { name: uz.telegram.unlinkDialog.title }));
    expect(dialog.getByText(uz.telegram.unlinkDialog.message.replace('{{name}}', 'Dilnoza'))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: uz.telegram.unlinkDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requestsTo(requests, telegramPath, 'DELETE')).toEqual([]);

    await user.click(row.getByRole('button', { name: uz.telegram.unlink }));
    dialog = within(await screen.findByRole('dialog', { name: uz.telegram.unlinkDialog.title }));
    await user.click(dialog.getByRole('button', { name: uz.telegram.unlinkDialog.confirm }));

    expect(await screen.findByText(uz.telegram.unlinked)).toBeInTheDocument();
    expect(await row.findByRole('button', { name: uz.telegram.link })).toBeEnabled();
    expect(requestsTo(requests, telegramPath, 'DELETE')).toHaveLength(1);
  });
});
