import { screen, within } from '@testing-library/react';
import { renderApp } from '../../../test/web/render';
import { customerId, mockProfileRoutes, signIn } from '../profile/testing/profileKit';
import { order } from './testing/orderFixtures';
import type { Order } from './types';

const ordersPath = `/api/order/getAllByCustomerId/${customerId}`;
const RECEIPT = 'https://ofd.soliq.uz/check?t=UZ170703100597&r=2421';

beforeEach(() => signIn());

function openMyOrders(orders: Order[], language: 'uz' | 'ru' = 'uz') {
  mockProfileRoutes({ [ordersPath]: { body: orders } });
  renderApp({ route: '/my-orders', language });
}

const findOrder = (number: string) => screen.findByRole('article', { name: new RegExp(`№ ${number}$`) });

describe('my orders: the fiscal receipt', () => {
  it('links a paid order to its receipt in a new tab, and shows nothing before it is known or for a non-web address', async () => {
    openMyOrders([
      order(1, { fiscalReceiptUrl: RECEIPT }),
      order(2, { fiscalReceiptUrl: null }),
      order(3),
      order(4, { fiscalReceiptUrl: 'javascript:alert(1)' }),
      order(5, { paid: false, fiscalReceiptUrl: RECEIPT }),
    ]);

    const link = within(await findOrder('L-000001')).getByRole('link', { name: 'Fiskal chek, buyurtma № L-000001 (yangi oynada ochiladi)' });
    expect(link).toHaveAttribute('href', RECEIPT);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Fiskal chek');
    for (const number of ['L-000002', 'L-000003', 'L-000004', 'L-000005']) {
      expect(within(await findOrder(number)).queryByRole('link', { name: /Fiskal chek/ })).not.toBeInTheDocument();
    }
  });

  it('says it in Russian', async () => {
    openMyOrders([order(1, { fiscalReceiptUrl: RECEIPT })], 'ru');
    const link = within(await findOrder('L-000001')).getByRole('link', { name: 'Фискальный чек, заказ № L-000001 (откроется в новой вкладке)' });
    expect(link).toHaveTextContent('Фискальный чек');
  });
});
