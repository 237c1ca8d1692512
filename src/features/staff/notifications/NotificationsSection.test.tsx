import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SentNotification } from '../../../../contract/communication';
import type { MockHandler } from '../../../../test/web/fetchMock';
import { jsonBody, requestsTo, serverError } from '../../profile/testing/profileKit';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

// The whole app renders first (its lazy texts and sections): slow on a busy machine, so the first look waits longer.
const firstPaint = 15_000;

const news: SentNotification = {
  id: 40,
  title: 'Yangi kolleksiya',
  message: 'Kuzgi kolleksiya keldi',
  titleRUS: 'Новая коллекция',
  messageRUS: 'Осенняя коллекция уже здесь',
  recipients: 120,
  readCount: 7,
  customer: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};

function sentServer(initial: SentNotification[], toCustomer: MockHandler) {
  let sent = [...initial];
  const page = () => ({ body: { content: sent, page: 0, size: 10, totalElements: sent.length, totalPages: 1 } });
  return {
    '/api/notification/staff/getAllSent': page,
    '/api/notification/addNotificationToAll': async (request: Request) => {
      const body = (await request.clone().json()) as Pick<SentNotification, 'title' | 'message' | 'titleRUS' | 'messageRUS'>;
      const added = { ...news, ...body, id: 41, readCount: 0, createdAt: '2026-11-26T09:00:00.000Z' };
      sent = [added, ...sent];
      return { status: 201, body: added };
    },
    '/api/notification/addNotificationToCustomer': toCustomer,
    '/api/notification/deleteNotification/40': () => {
      sent = sent.filter((one) => one.id !== 40);
      return { body: { deleted: 120 } };
    },
  };
}

// Typing is Testing Library's slowest step; the fields' own typing is not what these tests are about.
const fill = (texts: Record<string, string>) => {
  for (const [label, value] of Object.entries(texts)) fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
};

describe('staff notifications', () => {
  beforeEach(() => signInStaff());

  it('sends to every customer after a confirmation, lists the sendings and takes one back', async () => {
    const routes = sentServer([news], () => serverError(404, 'NOT_FOUND'));
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/notifications', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Bildirishnomalar' }, { timeout: firstPaint })).toBeInTheDocument();
    expect(await screen.findByText('Yangi kolleksiya')).toBeInTheDocument();
    expect(screen.getByText(/120 ta mijozga · 7 ta o‘qildi/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect(screen.getAllByText('To‘ldiring')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: 'Sarlavha' })).toHaveFocus();

    fill({ Sarlavha: 'Chegirma', Matn: 'Bugun 20% chegirma', 'Sarlavha (ruscha)': 'Скидка', 'Matn (ruscha)': 'Сегодня скидка 20%' });
    await user.click(screen.getByRole('button', { name: 'Yuborish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Barcha mijozlarga yuborilsinmi?' });
    await user.click(within(confirm).getByRole('button', { name: 'Yuborish' }));
    expect(await screen.findByText('Bildirishnoma 120 ta mijozga yuborildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/notification/addNotificationToAll', 'POST')[0])).toEqual({
      title: 'Chegirma',
      message: 'Bugun 20% chegirma',
      titleRUS: 'Скидка',
      messageRUS: 'Сегодня скидка 20%',
    });
    expect(await screen.findByText('Chegirma')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '«Yangi kolleksiya» bildirishnomasini o‘chirish' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Bildirishnoma o‘chirilsinmi?' })).getByRole('button', { name: 'O‘chirish' }));
    expect(await screen.findByText('Bildirishnoma o‘chirildi (120 ta mijozdan)')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Yangi kolleksiya')).not.toBeInTheDocument());
  });

  it('sends to one customer by phone and marks an unknown phone', async () => {
    let known = false;
    const routes = sentServer([], async (request) => {
      if (!known) return serverError(404, 'NOT_FOUND');
      const body = (await request.clone().json()) as Record<string, string>;
      return { status: 201, body: { ...news, id: 50, recipients: 1, readCount: 0, customer: { id: 3, fullName: 'Aziza Tursunova', phoneNumber: body.phoneNumber! } } };
    });
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/notifications', routes, language: 'ru' });
    expect(await screen.findByText('Уведомлений ещё не отправляли.', {}, { timeout: firstPaint })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Одному клиенту' }));
    fill({ 'Телефон клиента': '+998 90 765 43 21', 'Заголовок (узбекский)': 'Javob', 'Текст (узбекский)': 'Razmer bor', Заголовок: 'Ответ', Текст: 'Размер есть' });
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Клиент с таким номером не найден')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Телефон клиента' })).toHaveFocus();

    known = true;
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    expect(await screen.findByText('Уведомление отправлено: Aziza Tursunova')).toBeInTheDocument();
    const sent = requestsTo(requests, '/api/notification/addNotificationToCustomer', 'POST');
    expect(await jsonBody(sent[1])).toMatchObject({ phoneNumber: '+998907654321', titleRUS: 'Ответ' });
  });
});
