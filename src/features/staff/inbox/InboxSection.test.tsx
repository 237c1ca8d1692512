import { screen, waitFor, within } from '@testing-library/react';
import type { ContactMessage, MessageReply } from '../../../../contract/communication';
import { pathOf, type MockHandler } from '../../../../test/web/fetchMock';
import { jsonBody, requestsTo } from '../../profile/testing/profileKit';
import { queryOf, renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

// The whole app renders first (its lazy texts and sections): slow on a busy machine, so the first look waits longer.
const firstPaint = 15_000;

const message = (id: number, fields: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  fullName: `Xaridor ${id}`,
  phoneNumber: '+998901112233',
  message: `Savol ${id}`,
  customerId: null,
  read: false,
  readAt: null,
  readBy: null,
  createdAt: `2026-11-2${id}T10:00:00.000Z`,
  ...fields,
});

/** The inbox behind its routes: a page of messages, the unread filter, marking read and unread, a message's replies. */
function inboxServer(initial: ContactMessage[], replyRefusal?: { status: number; code: string }) {
  const messages = initial.map((one) => ({ ...one }));
  const replies: MessageReply[] = [];
  const detailOf = (id: number) => ({ ...messages.find((one) => one.id === id)!, replies: replies.slice() });
  const replyHandler: MockHandler = async (request) => {
    const id = Number(pathOf(request).split('/').pop());
    if (request.method === 'GET') return { body: detailOf(id) };
    if (replyRefusal) return { status: replyRefusal.status, body: { error: { code: replyRefusal.code, message: 'refused' } } };
    const { text } = (await request.clone().json()) as { text: string };
    replies.push({ id: replies.length + 1, text, channel: 'SMS', userId: 1, userName: 'Olim Menejer', delivery: 'PENDING', createdAt: '2026-11-26T11:30:00.000Z' });
    Object.assign(messages.find((one) => one.id === id)!, { read: true, readAt: '2026-11-26T11:30:00.000Z', readBy: 1 });
    return { status: 201, body: detailOf(id) };
  };
  const handler: MockHandler = (request) => {
    if (request.method === 'GET') {
      const unread = queryOf(request).unread === 'true';
      const content = messages.filter((one) => !unread || !one.read);
      return { body: { content, page: 0, size: 20, totalElements: content.length, totalPages: 1, unreadCount: messages.filter((one) => !one.read).length } };
    }
    const id = Number(pathOf(request).split('/').pop());
    const read = queryOf(request).read !== 'false';
    const found = messages.find((one) => one.id === id)!;
    Object.assign(found, { read, readAt: read ? '2026-11-26T10:00:00.000Z' : null, readBy: read ? 1 : null });
    return { body: found };
  };
  return {
    '/api/message/getAllMessages': handler,
    ...Object.fromEntries(messages.map((one) => [`/api/message/asReadUpdating/${one.id}`, handler])),
    ...Object.fromEntries(messages.map((one) => [`/api/message/getMessage/${one.id}`, replyHandler])),
    ...Object.fromEntries(messages.map((one) => [`/api/message/reply/${one.id}`, replyHandler])),
  };
}

describe('staff inbox', () => {
  beforeEach(() => signInStaff());

  it('lists messages with the unread count; opening one marks it read, and it can go back to unread', async () => {
    const routes = inboxServer([message(2), message(1, { read: true, readAt: '2026-11-21T12:00:00.000Z', readBy: 1 })]);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/inbox', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Xabarlar' }, { timeout: firstPaint })).toBeInTheDocument();
    expect(await screen.findByText('1 ta o‘qilmagan')).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Xaridorlar xabarlari' });
    expect(within(list).getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Xaridor 2dan o‘qilmagan xabar', 'Xaridor 1dan xabar']);

    await user.click(within(list).getByRole('button', { name: 'Xaridor 2dan o‘qilmagan xabar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Xaridor 2' });
    expect(within(dialog).getByText('Savol 2')).toBeInTheDocument();
    // 10:00 UTC, when it was sent, is 15:00 in Tashkent: the shop's clock, not the device's (the tests' is New York's).
    expect(within(dialog).getByText('22.11.2026 15:00')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '+998 90 111 22 33' })).toHaveAttribute('href', 'tel:+998901112233');
    await waitFor(() => expect(requestsTo(requests, '/api/message/asReadUpdating/2', 'PUT')).toHaveLength(1));
    expect(await screen.findByText('0 ta o‘qilmagan')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'O‘qilmagan deb belgilash' }));
    expect(await screen.findByText('Xabar o‘qilmagan deb belgilandi')).toBeInTheDocument();
    expect(queryOf(requestsTo(requests, '/api/message/asReadUpdating/2', 'PUT')[1]!)).toEqual({ read: 'false' });
    expect(await screen.findByText('1 ta o‘qilmagan')).toBeInTheDocument();

    // Opening a read message reads nothing more.
    await user.click(screen.getByRole('button', { name: 'Xaridor 1dan xabar' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Xaridor 1' })).getByRole('button', { name: 'Yopish' }));
    expect(requestsTo(requests, '/api/message/asReadUpdating/1', 'PUT')).toHaveLength(0);
  });

  it('filters to the unread ones and says when there are none', async () => {
    const routes = inboxServer([message(1, { read: true, readAt: '2026-11-21T12:00:00.000Z', readBy: 1 })]);
    const { user } = renderStaff(staffOrders({}), { route: '/staff/inbox', routes, language: 'ru' });
    expect(await screen.findByRole('button', { name: 'Сообщение от Xaridor 1' }, { timeout: firstPaint })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Непрочитанные' }));
    expect(await screen.findByText('Непрочитанных сообщений нет.')).toBeInTheDocument();
  });

  it('sends a reply by SMS and shows it under the message with who wrote it and when', async () => {
    const routes = inboxServer([message(1, { read: true, readAt: '2026-11-21T12:00:00.000Z', readBy: 1 })]);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/inbox', routes });
    await user.click(await screen.findByRole('button', { name: 'Xaridor 1dan xabar' }, { timeout: firstPaint }));
    const dialog = await screen.findByRole('dialog', { name: 'Xaridor 1' });
    const box = within(dialog).getByRole('textbox', { name: 'SMS orqali javob' });
    // A blank reply is the form's to refuse: nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Javob yuborish' }));
    expect(await within(dialog).findByText('Javob matnini yozing')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/message/reply/1', 'POST')).toHaveLength(0);

    await user.type(box, 'Ha, M razmer bor.');
    expect(within(dialog).getByText('17 / 600')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Javob yuborish' }));
    const replies = await within(dialog).findByRole('list', { name: 'Javoblar' });
    expect(within(replies).getByText('Ha, M razmer bor.')).toBeInTheDocument();
    // 11:30 UTC is 16:30 in Tashkent.
    expect(within(replies).getByText('Olim Menejer · 26.11.2026 16:30 · Yuborilmoqda')).toBeInTheDocument();
    expect(await screen.findByText('Javob yuborildi')).toBeInTheDocument();
    expect(box).toHaveValue('');
    expect(await jsonBody(requestsTo(requests, '/api/message/reply/1', 'POST')[0])).toEqual({ text: 'Ha, M razmer bor.' });
  });

  it('says in a toast why a reply was refused and keeps its text', async () => {
    const routes = inboxServer([message(1, { read: true, readAt: '2026-11-21T12:00:00.000Z', readBy: 1 })], { status: 409, code: 'NO_PHONE' });
    const { user } = renderStaff(staffOrders({}), { route: '/staff/inbox', routes, language: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Сообщение от Xaridor 1' }, { timeout: firstPaint }));
    const dialog = await screen.findByRole('dialog', { name: 'Xaridor 1' });
    const box = within(dialog).getByRole('textbox', { name: 'Ответ по SMS' });
    await user.type(box, 'Здравствуйте!');
    await user.click(within(dialog).getByRole('button', { name: 'Отправить ответ' }));
    expect(await screen.findByText('У этого сообщения нет номера телефона: аккаунт автора удалён, ответить по SMS нельзя.')).toBeInTheDocument();
    expect(box).toHaveValue('Здравствуйте!');
    expect(within(dialog).queryByRole('list', { name: 'Ответы' })).not.toBeInTheDocument();
  });

  it('asks before a reply typed and not sent is dropped by closing the message', async () => {
    const routes = inboxServer([message(1, { read: true, readAt: '2026-11-21T12:00:00.000Z', readBy: 1 })]);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/inbox', routes, language: 'ru' });
    await user.click(await screen.findByRole('button', { name: 'Сообщение от Xaridor 1' }, { timeout: firstPaint }));
    const dialog = await screen.findByRole('dialog', { name: 'Xaridor 1' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Ответ по SMS' }), 'Размер M есть');
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    const ask = await screen.findByRole('dialog', { name: 'Ответ не отправлен' });
    await user.click(within(ask).getByRole('button', { name: 'Остаться' }));
    expect(screen.queryByRole('dialog', { name: 'Ответ не отправлен' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Ответ по SMS' })).toHaveValue('Размер M есть');

    // Marking it unread closes it too, so it asks the same; dropping the reply then does what was asked.
    await user.click(within(dialog).getByRole('button', { name: 'Отметить непрочитанным' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Ответ не отправлен' })).getByRole('button', { name: 'Удалить ответ' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Xaridor 1' })).not.toBeInTheDocument());
    expect(requestsTo(requests, '/api/message/asReadUpdating/1', 'PUT')).toHaveLength(1);
    expect(requestsTo(requests, '/api/message/reply/1', 'POST')).toHaveLength(0);
  });
});
