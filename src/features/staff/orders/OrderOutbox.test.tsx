import { screen, within } from '@testing-library/react';
import type { OrderMessage, OrderPayment, PaymentReceipt, StaffOrderDetail } from '../../../../contract/staff-orders';
import { order } from '../../orders/testing/orderFixtures';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

/** The order page's receipts (each payment's) and the order's SMS, as the staff read them. */

beforeEach(() => signInStaff());

const firstPaint = 15_000;
const detailPath = '/api/order/staff/getOrder/5';
const noAttempts = { attempts: null, maxAttempts: null, nextAttemptAt: null };

function payment(id: number, provider: OrderPayment['provider'], receipts: PaymentReceipt[], fields: Partial<OrderPayment> = {}): OrderPayment {
  return {
    id, provider, providerTransactionId: `tx-${id}`, outcome: 'PERFORMED', amount: 268_000,
    createdAt: '2026-03-13T09:31:00.000Z', performedAt: '2026-03-13T09:32:00.000Z', cancelledAt: null, receipts, ...fields,
  };
}

function sms(id: number, fields: Partial<OrderMessage>): OrderMessage {
  return {
    id, event: 'PAID', channel: 'SMS', phoneNumber: '+998901234567', state: 'DONE', attempts: 1, maxAttempts: 30, lastError: null, nextAttemptAt: null,
    createdAt: '2026-03-13T09:32:00.000Z', sentAt: '2026-03-13T09:32:05.000Z', failedAt: null, ...fields,
  };
}

function detail(overrides: Partial<StaffOrderDetail>): StaffOrderDetail {
  return {
    ...order(5, { status: 'SEND', postTrackingNumber: 'UZ555' }),
    customer: { id: 7, fullName: 'Dilnoza Karimova', phoneNumber: '+998901234567' },
    payments: [],
    history: [],
    messages: [],
    ...overrides,
  };
}

const show = (body: StaffOrderDetail, language: 'uz' | 'ru' = 'uz') =>
  renderStaff(staffOrders({}), { route: '/staff/orders/5', language, routes: { [detailPath]: { body } } });


describe('receipts on the staff order page', () => {
  it('shows a PayMe receipt confirmed with its link, one failed with PayMe’s message, and one still waiting', async () => {
    show(detail({
      payments: [
        payment(1, 'PAYME', [{ type: 'PERFORM', state: 'CONFIRMED', reason: null, url: 'https://ofd.soliq.uz/check?t=1', ...noAttempts, updatedAt: '2026-03-13T09:33:00.000Z' }]),
        payment(2, 'PAYME', [
          { type: 'PERFORM', state: 'CONFIRMED', reason: null, url: 'https://ofd.soliq.uz/check?t=2', ...noAttempts, updatedAt: '2026-03-13T09:33:00.000Z' },
          { type: 'CANCEL', state: 'FAILED', reason: 'Неверный ИКПУ', url: null, ...noAttempts, updatedAt: '2026-03-14T09:33:00.000Z' },
        ], { outcome: 'REFUNDED', cancelledAt: '2026-03-14T09:30:00.000Z' }),
        payment(3, 'PAYME', [{ type: 'PERFORM', state: 'WAITING', reason: null, url: null, ...noAttempts, updatedAt: null }]),
      ],
    }));
    const region = await screen.findByRole('region', { name: 'To‘lovlar' }, { timeout: firstPaint });
    const links = within(region).getAllByRole('link', { name: 'Chekni ochish' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://ofd.soliq.uz/check?t=1', 'https://ofd.soliq.uz/check?t=2']);
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(region).toHaveTextContent('To‘lov cheki:Tasdiqlandi');
    expect(region).toHaveTextContent('Qaytarish cheki:Qabul qilinmadi');
    expect(region).toHaveTextContent('Sabab: Неверный ИКПУ');
    expect(region).toHaveTextContent('To‘lov cheki:To‘lov tizimidan kutilmoqda');
  });

  it('shows a Click submission sent, retrying with the reason, the attempt of how many and when next, confirmed and failed; nothing for Uzum', async () => {
    show(detail({
      payments: [
        payment(1, 'CLICK', [{ type: 'PERFORM', state: 'SENT', reason: null, url: null, attempts: 0, maxAttempts: 8, nextAttemptAt: '2026-03-13T09:32:00.000Z', updatedAt: '2026-03-13T09:32:00.000Z' }]),
        payment(2, 'CLICK', [{ type: 'PERFORM', state: 'RETRYING', reason: 'Click -9: timeout', url: null, attempts: 3, maxAttempts: 8, nextAttemptAt: '2026-03-13T10:15:00.000Z', updatedAt: '2026-03-13T09:32:00.000Z' }]),
        payment(3, 'CLICK', [{ type: 'PERFORM', state: 'CONFIRMED', reason: null, url: null, attempts: 1, maxAttempts: 8, nextAttemptAt: null, updatedAt: '2026-03-13T09:33:00.000Z' }]),
        payment(4, 'CLICK', [{ type: 'PERFORM', state: 'FAILED', reason: 'Click -5: unknown payment', url: null, attempts: 8, maxAttempts: 8, nextAttemptAt: null, updatedAt: '2026-03-14T09:33:00.000Z' }]),
        payment(5, 'UZUM', []),
      ],
    }));
    const region = await screen.findByRole('region', { name: 'To‘lovlar' }, { timeout: firstPaint });
    const payments = within(region).getAllByRole('listitem').filter((item) => item.closest('ul')?.parentElement === region);
    expect(payments).toHaveLength(5);
    expect(payments[0]).toHaveTextContent('To‘lov cheki:Yuborildi');
    expect(payments[0]).not.toHaveTextContent('urinish');
    // 15:15 in Tashkent.
    expect(payments[1]).toHaveTextContent(/To‘lov cheki:Qayta urinilmoqdaSabab: Click -9: timeout8 tadan 3-urinish · Keyingi urinish: .*15:15/);
    expect(payments[2]).toHaveTextContent('To‘lov cheki:Tasdiqlandi');
    expect(payments[2]).not.toHaveTextContent('urinish');
    expect(payments[3]).toHaveTextContent('To‘lov cheki:Qabul qilinmadiSabab: Click -5: unknown payment8 tadan 8-urinish');
    expect(payments[4]).not.toHaveTextContent('cheki');
  });

  it('speaks Russian', async () => {
    show(detail({
      payments: [payment(2, 'CLICK', [{ type: 'PERFORM', state: 'RETRYING', reason: 'timeout', url: null, attempts: 3, maxAttempts: 8, nextAttemptAt: '2026-03-13T10:15:00.000Z', updatedAt: null }])],
    }), 'ru');
    const region = await screen.findByRole('region', { name: 'Платежи' }, { timeout: firstPaint });
    expect(region).toHaveTextContent(/Чек оплаты:Повторная отправкаПричина: timeoutПопытка 3 из 8 · Следующая попытка: .*15:15/);
  });
});

describe('the order’s messages to the customer on the staff order page', () => {
  it('lists each message with its event, phone or Telegram, and whether it went: sent, retrying with the error, given up', async () => {
    show(detail({
      messages: [
        sms(1, {}),
        sms(2, { event: 'SENT', state: 'PENDING', attempts: 2, sentAt: null, lastError: 'gateway 503', nextAttemptAt: '2026-03-14T10:15:00.000Z' }),
        sms(3, { event: 'REACHED', state: 'FAILED', attempts: 30, sentAt: null, lastError: 'number blocked', failedAt: '2026-03-15T10:00:00.000Z' }),
        sms(4, { event: 'REFUNDED', state: 'PENDING', attempts: 0, sentAt: null, nextAttemptAt: '2026-03-15T10:00:00.000Z' }),
        sms(5, { event: 'SENT', channel: 'TELEGRAM', phoneNumber: null }),
      ],
    }));
    const region = await screen.findByRole('region', { name: 'Mijozga xabarlar' }, { timeout: firstPaint });
    const items = within(region).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/^To‘lov qabul qilindiYuborildiKimga: \+998 90 123 45 67 · Yuborilgan: .*14:32$/);
    expect(items[1]).toHaveTextContent(/^Buyurtma jo‘natildiQayta urinilmoqda.*Xato: gateway 50330 tadan 2-urinish · Keyingi urinish: .*15:15$/);
    expect(items[2]).toHaveTextContent(/^Buyurtma yetib keldiYuborilmadi.*To‘xtatilgan: .*Xato: number blocked30 tadan 30-urinish$/);
    expect(items[3]).toHaveTextContent(/^Pul qaytarildiNavbatdaKimga/);
    expect(items[4]).toHaveTextContent(/^Buyurtma jo‘natildiYuborildiTelegram orqali · Yuborilgan: .*14:32$/);
  });

  it('says when the order has no message', async () => {
    show(detail({ messages: [] }), 'ru');
    const region = await screen.findByRole('region', { name: 'Сообщения клиенту' }, { timeout: firstPaint });
    expect(region).toHaveTextContent('По этому заказу сообщений пока нет.');
  });
});
