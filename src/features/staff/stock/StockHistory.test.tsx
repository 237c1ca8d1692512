import { screen, within } from '@testing-library/react';
import type { StockMovement } from '../../../../contract/stock';
import { desktopWidth, setScreenWidth } from '../../../../test/web/screen';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';
import { stockRoutes } from './testing/stockRoutes';

/** A movement of size S of product 7 with no one and no order; each case below says who and which order. */
function movement(id: number, fields: Partial<StockMovement>): StockMovement {
  return {
    id, productId: 7, sizeVariantId: 11, size: 'S', kind: 'set', delta: 0, quantityAfter: 0, reason: null,
    actor: 'shop', userId: null, userName: null, customerId: null, customerName: null, orderId: null, orderNumber: null,
    createdAt: '2026-11-18T20:30:00.000Z', ...fields,
  };
}

const customer = { customerId: 31, customerName: 'Dilnoza Karimova' };
const order41 = { orderId: 41, orderNumber: 'LB-000041' };
const order42 = { orderId: 42, orderNumber: 'LB-000042' };

/* Oldest first, as the routes keep them; the page lists them newest first. Their sum is the stock S holds: 2. */
const earlier = [
  movement(1, { kind: 'set', delta: 5, quantityAfter: 5 }),
  movement(2, { kind: 'sale', delta: -1, quantityAfter: 4, actor: 'customer', ...customer, ...order41 }),
  movement(3, { kind: 'cancellation', delta: 1, quantityAfter: 5, actor: 'staff', userId: 4, userName: 'Ombor Xodimi', ...customer, ...order41 }),
  movement(4, { kind: 'sale', delta: -2, quantityAfter: 3, actor: 'customer', ...customer, ...order42 }),
  movement(5, { kind: 'cancellation', delta: 2, quantityAfter: 5, actor: 'payme', ...customer, ...order42 }),
  movement(6, { kind: 'sale', delta: -2, quantityAfter: 3, actor: 'customer', customerId: 32, customerName: null, orderId: 43, orderNumber: 'LB-000043' }),
  movement(7, { kind: 'return', delta: 1, quantityAfter: 4, actor: 'staff', userId: 9, userName: null, ...customer, ...order41 }),
  movement(8, { kind: 'remove', delta: -2, quantityAfter: 2, actor: 'staff', userId: 4, userName: 'Ombor Xodimi', reason: 'Brak', createdAt: '2026-11-20T09:30:00.000Z' }),
];

async function historyRows(language: 'uz' | 'ru') {
  setScreenWidth(desktopWidth);
  renderStaff(staffOrders({}), { route: '/staff/stock?product=7', routes: stockRoutes(7, earlier), language });
  const history = await screen.findByRole('list', { name: language === 'uz' ? 'Qoldiq tarixi' : 'История остатков' });
  return within(history).findAllByRole('listitem');
}

describe('the stock history', () => {
  beforeEach(() => signInStaff());

  it('reads every kind in Uzbek with its signed quantity, who made it, its order linked to the staff order page and Tashkent time', async () => {
    const rows = await historyRows('uz');
    expect(rows.map((row) => row.textContent)).toEqual([
      'S−2Olib tashlandi · qoldiq 2BrakOmbor Xodimi · 20.11.2026 14:30',
      'S+1Qaytarildi · qoldiq 4Buyurtma LB-000041O‘chirilgan xodim №9 · 19.11.2026 01:30',
      'S−2Sotildi · qoldiq 3Buyurtma LB-000043Mijoz №32 · 19.11.2026 01:30',
      'S+2Buyurtma bekor qilindi · qoldiq 5Buyurtma LB-000042Payme · 19.11.2026 01:30',
      'S−2Sotildi · qoldiq 3Buyurtma LB-000042Dilnoza Karimova · 19.11.2026 01:30',
      'S+1Buyurtma bekor qilindi · qoldiq 5Buyurtma LB-000041Ombor Xodimi · 19.11.2026 01:30',
      'S−1Sotildi · qoldiq 4Buyurtma LB-000041Dilnoza Karimova · 19.11.2026 01:30',
      'S+5Qoldiq belgilandi · qoldiq 5Do‘kon (avtomatik) · 19.11.2026 01:30',
    ]);
    expect(within(rows[4]!).getByRole('link', { name: 'Buyurtma LB-000042' })).toHaveAttribute('href', '/staff/orders/42');
    expect(within(rows[0]!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(rows[7]!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads them in Russian', async () => {
    const rows = await historyRows('ru');
    expect(rows.map((row) => row.textContent)).toEqual([
      'S−2Списано · остаток 2BrakOmbor Xodimi · 20.11.2026 14:30',
      'S+1Возврат · остаток 4Заказ LB-000041Удалённый сотрудник №9 · 19.11.2026 01:30',
      'S−2Продано · остаток 3Заказ LB-000043Покупатель №32 · 19.11.2026 01:30',
      'S+2Заказ отменён · остаток 5Заказ LB-000042Payme · 19.11.2026 01:30',
      'S−2Продано · остаток 3Заказ LB-000042Dilnoza Karimova · 19.11.2026 01:30',
      'S+1Заказ отменён · остаток 5Заказ LB-000041Ombor Xodimi · 19.11.2026 01:30',
      'S−1Продано · остаток 4Заказ LB-000041Dilnoza Karimova · 19.11.2026 01:30',
      'S+5Задан остаток · остаток 5Магазин (автоматически) · 19.11.2026 01:30',
    ]);
    expect(within(rows[1]!).getByRole('link', { name: 'Заказ LB-000041' })).toHaveAttribute('href', '/staff/orders/41');
  });
});
