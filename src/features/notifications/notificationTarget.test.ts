import { notificationTarget, notificationText } from './notificationTarget';
import type { CustomerNotification } from './types';

const paid: CustomerNotification = {
  id: 1,
  title: 'To‘lov qabul qilindi',
  message: 'LB-1001 buyurtmangiz to‘landi.',
  titleRUS: 'Оплата получена',
  messageRUS: 'Заказ LB-1001 оплачен.',
  type: 'PAYMENT',
  targetId: 7,
  read: false,
  createdAt: '2026-03-14T09:05:00Z',
};

describe('notificationTarget', () => {
  it('sends orders and payments to my orders in the layout in use', () => {
    expect(notificationTarget({ type: 'ORDER', targetId: 7 }, false)).toBe('/my-orders');
    expect(notificationTarget({ type: 'PAYMENT', targetId: 7 }, true)).toBe('/profile?tab=my-orders');
  });

  it('sends coupons to my coupons', () => {
    expect(notificationTarget({ type: 'COUPON', targetId: 3 }, false)).toBe('/my-coupons');
    expect(notificationTarget({ type: 'COUPON', targetId: null }, true)).toBe('/profile?tab=my-coupons');
  });

  it('sends a product to its page, and nowhere without its id', () => {
    expect(notificationTarget({ type: 'PRODUCT', targetId: 42 }, true)).toBe('/productDetail/42');
    expect(notificationTarget({ type: 'PRODUCT', targetId: null }, false)).toBeNull();
  });

  it("leads nowhere from the shop's own notifications (sent by staff)", () => {
    expect(notificationTarget({ type: 'SHOP', targetId: null }, true)).toBeNull();
  });
});

describe('notificationText', () => {
  it('picks the interface language', () => {
    expect(notificationText(paid, 'uz')).toEqual({ title: 'To‘lov qabul qilindi', message: 'LB-1001 buyurtmangiz to‘landi.' });
    expect(notificationText(paid, 'ru')).toEqual({ title: 'Оплата получена', message: 'Заказ LB-1001 оплачен.' });
  });

  it('falls back to the other language when one is blank', () => {
    expect(notificationText({ ...paid, titleRUS: ' ', messageRUS: '' }, 'ru')).toEqual({ title: 'To‘lov qabul qilindi', message: 'LB-1001 buyurtmangiz to‘landi.' });
    expect(notificationText({ ...paid, title: '', message: '' }, 'uz')).toEqual({ title: 'Оплата получена', message: 'Заказ LB-1001 оплачен.' });
  });
});
