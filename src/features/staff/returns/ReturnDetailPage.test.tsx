import { screen, waitFor, within } from '@testing-library/react';
import type { StaffReturnRequest } from '../../../../contract/returns';
import type { MockHandler, MockReply } from '../../../../test/web/fetchMock';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import type { Language } from '../../../i18n/languages';
import { jsonBody, requestsTo, serverError } from '../../profile/testing/profileKit';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';
import { allowedMoves } from './ReturnActions';
import { exchangeFields, oneRequest, staffReturn } from './testing/returnFixtures';

type Server = ReturnType<typeof oneRequest>;

/** The request's page, its GET answering the request as the moves `movesOf` gives have left it. */
function renderRequest(request: StaffReturnRequest, movesOf: (server: Server) => Record<string, MockHandler | MockReply> = () => ({}), language: Language = 'uz') {
  const server = oneRequest(request);
  const moves = Object.entries(movesOf(server)).map(([move, handler]) => [server.path(move), handler]);
  return renderStaff(staffOrders({}), { route: `/staff/returns/${request.id}`, language, routes: { [server.getPath]: server.get, ...Object.fromEntries(moves) } });
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 10_000 });
/** The page's moves: the buttons beside the status. */
const moveNames = (names: string[]) => names.filter((name) => screen.queryByRole('button', { name }) !== null);
const everyMove = ['Tasdiqlash', 'Rad etish', 'Posilka qabul qilindi', 'So‘rovni yopish', 'Almashtirishni jo‘natish', 'Qo‘lda qaytarildi', 'Qaytarishni qayta yuborish'];

describe('a return request’s page', () => {
  beforeEach(() => {
    signInStaff();
    setScreenWidth(desktopWidth);
  });

  it('offers each status’s moves and the money’s own steps', () => {
    const request = staffReturn();
    expect(allowedMoves(request)).toEqual(['approve', 'reject']);
    expect(allowedMoves({ ...request, status: 'APPROVED' })).toEqual(['receive', 'close']);
    expect(allowedMoves({ ...request, status: 'RECEIVED', refundStep: 'PAYME_CABINET' })).toEqual([]);
    expect(allowedMoves({ ...request, status: 'RECEIVED', refundStep: 'BY_HAND' })).toEqual(['refundedByHand']);
    expect(allowedMoves({ ...request, status: 'RECEIVED', refundStep: 'CLICK_REVERSAL', refundState: 'FAILED' })).toEqual(['retryRefund']);
    expect(allowedMoves({ ...request, status: 'RECEIVED', refundStep: 'CLICK_REVERSAL', refundState: 'WAITING' })).toEqual([]);
    expect(allowedMoves({ ...request, ...exchangeFields, status: 'RECEIVED' })).toEqual(['sendExchange']);
    for (const status of ['REJECTED', 'REFUNDED', 'EXCHANGED', 'CLOSED'] as const) expect(allowedMoves({ ...request, status })).toEqual([]);
  });

  it('shows the line, the reason, the photos large on a click and the order’s payment, and approves with a note', async () => {
    const { user, requests } = renderRequest(staffReturn(), (server) => ({ approve: server.moveTo('APPROVED', { decisionNote: 'Pochtaga topshiring' }) }));
    await heading('So‘rov № 7');
    expect(screen.getByRole('region', { name: 'Mahsulot' })).toHaveTextContent(/Ipak ko‘ylak.*O‘lcham\s*M.*Soni\s*1 dona.*Narxi\s*249 900 so‘m/);
    expect(screen.getByRole('region', { name: 'Sabab' })).toHaveTextContent('O‘lcham kichikYelkasi tor');
    expect(screen.getByRole('note', { name: 'Pul bo‘yicha qadam' })).toHaveTextContent('Posilka qabul qilingach 249 900 so‘m Payme orqali qaytariladi');
    const order = screen.getByRole('region', { name: 'Buyurtma va to‘lov' });
    expect(order).toHaveTextContent(/To‘lov tizimi\s*Payme.*To‘langan\s*249 900 so‘m/);
    expect(within(order).getByRole('link', { name: 'Buyurtma № LB-001042 sahifasi' })).toHaveAttribute('href', '/staff/orders/1042');
    expect(screen.getByRole('region', { name: 'Mijoz va topshirish' })).toHaveTextContent('Mijoz pochta bo‘limiga topshiradi');

    await user.click(screen.getByRole('button', { name: '2-rasmni kattalashtirish' }));
    const photo = await screen.findByRole('dialog', { name: 'Rasm 2 / 2' });
    expect(within(photo).getByRole('img', { name: 'Rasm 2 / 2' })).toHaveAttribute('src', '/media/returns/ab/2.webp');
    await user.click(within(photo).getByRole('button', { name: 'Rasmni yopish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(moveNames(everyMove)).toEqual(['Tasdiqlash', 'Rad etish']);
    await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
    const dialog = await screen.findByRole('dialog', { name: 'So‘rov № 7ni tasdiqlash' });
    // Pasted rather than typed key by key: the trimming is what is checked, and each key redraws the dialog.
    await user.click(within(dialog).getByRole('textbox', { name: 'Izoh (ixtiyoriy)' }));
    await user.paste(' Pochtaga topshiring ');
    await user.click(within(dialog).getByRole('button', { name: 'Tasdiqlash' }));
    expect(await screen.findByText('So‘rov № 7 tasdiqlandi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/return/staff/approve/7', 'POST')[0])).toEqual({ note: 'Pochtaga topshiring' });
    // Read again: now it waits for the parcel.
    expect(await screen.findByRole('button', { name: 'Posilka qabul qilindi' })).toBeInTheDocument();
    expect(moveNames(everyMove)).toEqual(['Posilka qabul qilindi', 'So‘rovni yopish']);
    expect(screen.getByRole('region', { name: 'Mijoz va topshirish' })).toHaveTextContent('Xodim izohiPochtaga topshiring');
  });

  it('rejects only with the reason the shopper reads', async () => {
    const { user, requests } = renderRequest(staffReturn(), (server) => ({ reject: server.moveTo('REJECTED') }));
    await heading('So‘rov № 7');
    await user.click(screen.getByRole('button', { name: 'Rad etish' }));
    const dialog = await screen.findByRole('dialog', { name: 'So‘rov № 7ni rad etish' });
    expect(dialog).toHaveAccessibleDescription('Sababni mijoz o‘qiydi.');
    await user.click(within(dialog).getByRole('button', { name: 'Rad etish' }));
    const reason = within(dialog).getByRole('textbox', { name: 'Rad etish sababi' });
    expect(reason).toHaveAccessibleDescription('Sababni yozing');
    expect(reason).toHaveFocus();
    expect(requestsTo(requests, '/api/return/staff/reject/7', 'POST')).toHaveLength(0);

    await user.click(reason);
    await user.paste('Kiyilgan, yorlig‘i yo‘q');
    await user.click(within(dialog).getByRole('button', { name: 'Rad etish' }));
    expect(await screen.findByText('So‘rov № 7 rad etildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/return/staff/reject/7', 'POST')[0])).toEqual({ note: 'Kiyilgan, yorlig‘i yo‘q' });
    await waitFor(() => expect(moveNames(everyMove)).toEqual([]));
  });

  it('receives an approved exchange’s parcel, then sends the new size with its tracking number, on a phone', async () => {
    setScreenWidth(phoneWidth);
    const exchange = staffReturn({ id: 8, status: 'APPROVED', ...exchangeFields });
    const { user, requests } = renderRequest(exchange, (server) => ({
      receive: server.moveTo('RECEIVED'),
      sendExchange: server.moveTo('EXCHANGED', { exchangeTrackingNumber: 'UZ123456789' }),
    }));
    await heading('So‘rov № 8');
    expect(screen.getByRole('note', { name: 'Pul bo‘yicha qadam' })).toHaveTextContent('Almashtirish: pul qaytarilmaydi');
    expect(screen.getByRole('region', { name: 'Mahsulot' })).toHaveTextContent('AlmashtiriladiIpak ko‘ylak, L');

    await user.click(screen.getByRole('button', { name: 'Posilka qabul qilindi' }));
    let dialog = await screen.findByRole('dialog', { name: 'So‘rov № 8: posilka keldimi?' });
    expect(dialog).toHaveAccessibleDescription('Qabul qilindi: 1 dona (Ipak ko‘ylak, M) omborga qaytadi.');
    await user.click(within(dialog).getByRole('button', { name: 'Qabul qilindi' }));
    expect(await screen.findByText('So‘rov № 8: posilka qabul qilindi')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/return/staff/receive/8', 'POST')).toHaveLength(1);

    await user.click(await screen.findByRole('button', { name: 'Almashtirishni jo‘natish' }));
    dialog = await screen.findByRole('dialog', { name: 'So‘rov № 8: almashtirishni jo‘natish' });
    await user.click(within(dialog).getByRole('button', { name: 'Jo‘natish' }));
    const tracking = within(dialog).getByRole('textbox', { name: 'Pochta trek raqami' });
    expect(tracking).toHaveAccessibleDescription('Trek raqamini kiriting');
    expect(requestsTo(requests, '/api/return/staff/sendExchange/8', 'POST')).toHaveLength(0);
    await user.click(tracking);
    await user.paste(' UZ123456789 ');
    await user.click(within(dialog).getByRole('button', { name: 'Jo‘natish' }));
    expect(await screen.findByText('So‘rov № 8: almashtirish jo‘natildi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/return/staff/sendExchange/8', 'POST')[0])).toEqual({ trackingNumber: 'UZ123456789' });
    expect(await screen.findByText('UZ123456789')).toBeInTheDocument();
  });

  it('says the staff’s step for the money: a cabinet’s whole payment, by hand, a failed Click reversal tried again', async () => {
    const received = staffReturn({ status: 'RECEIVED', receivedAt: '2026-11-25T09:00:00.000Z' });
    const cabinet = renderRequest({ ...received, refundStep: 'PAYME_CABINET', cabinetAmount: 528_000 }, () => ({}), 'ru');
    await heading('Заявка № 7');
    expect(screen.getByRole('note', { name: 'Шаг по деньгам' })).toHaveTextContent('Верните 528 000 сум в кабинете Payme по заказу № LB-001042');
    expect(moveNames(['Возвращено вручную', 'Повторить возврат', 'Посылка получена'])).toEqual([]);
    cabinet.unmount();

    const click = renderRequest({ ...received, refundProvider: 'CLICK', refundStep: 'CLICK_REVERSAL', refundState: 'FAILED' }, (server) => ({ retryRefund: server.moveTo('RECEIVED', { refundState: 'WAITING' }) }));
    await heading('So‘rov № 7');
    const step = screen.getByRole('note', { name: 'Pul bo‘yicha qadam' });
    expect(step).toHaveTextContent('Click orqali 249 900 so‘m qaytarish: avtomatik yuboriladiHolati: amalga oshmadi, qayta urinib ko‘ring');
    expect(moveNames(everyMove)).toEqual(['Qaytarishni qayta yuborish']);
    await click.user.click(screen.getByRole('button', { name: 'Qaytarishni qayta yuborish' }));
    expect(await screen.findByText('So‘rov № 7: qaytarish qayta yuborildi')).toBeInTheDocument();
    expect(requestsTo(click.requests, '/api/return/staff/retryRefund/7', 'POST')).toHaveLength(1);
    expect(await screen.findByText('Holati: Click javobi kutilmoqda')).toBeInTheDocument();
    click.unmount();

    const byHand = renderRequest({ ...received, refundStep: 'BY_HAND', refundAmount: 120_000 }, (server) => ({ refundedByHand: server.moveTo('REFUNDED') }));
    await heading('So‘rov № 7');
    expect(screen.getByRole('note', { name: 'Pul bo‘yicha qadam' })).toHaveTextContent('120 000 so‘mni mijozga qo‘lda qaytaring, so‘ng «Qo‘lda qaytarildi» deb belgilang');
    await byHand.user.click(screen.getByRole('button', { name: 'Qo‘lda qaytarildi' }));
    await byHand.user.click(within(await screen.findByRole('dialog', { name: 'So‘rov № 7: pul qaytarildimi?' })).getByRole('button', { name: 'Qaytarildi' }));
    expect(await screen.findByText('So‘rov № 7: pul qaytarildi')).toBeInTheDocument();
    expect(await screen.findByText('120 000 so‘m Payme orqali qaytarildi')).toBeInTheDocument();
  });

  it('says why a move was refused: the size sold out, the request moved meanwhile', async () => {
    const answers = [serverError(409, 'OUT_OF_STOCK'), serverError(409, 'CONFLICT')];
    const { user, requests } = renderRequest(staffReturn({ ...exchangeFields }), () => ({ approve: () => answers.shift()! }));
    await heading('So‘rov № 7');
    for (const said of ['Almashtirish uchun tanlangan o‘lcham qolmagan.', 'So‘rov holati allaqachon o‘zgargan. Sahifa yangilandi.']) {
      await user.click(screen.getByRole('button', { name: 'Tasdiqlash' }));
      const dialog = await screen.findByRole('dialog', { name: 'So‘rov № 7ni tasdiqlash' });
      expect(dialog).toHaveAccessibleDescription('Mijoz posilkani qanday yuborishni ko‘radi; yangi L o‘lcham unga zaxiraga olinadi.');
      await user.click(within(dialog).getByRole('button', { name: 'Tasdiqlash' }));
      expect(await screen.findByText(said)).toBeInTheDocument();
      // Nothing is left to ask: the dialog closes and the page reads the request again.
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    }
    expect(await jsonBody(requestsTo(requests, '/api/return/staff/approve/7', 'POST')[0])).toEqual({});
    await waitFor(() => expect(requestsTo(requests, '/api/return/staff/get/7').length).toBeGreaterThanOrEqual(3));
  });
});
