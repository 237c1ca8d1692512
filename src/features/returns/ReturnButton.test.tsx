import { fireEvent, screen, within } from '@testing-library/react';
import { requestsTo, signIn } from '../profile/testing/profileKit';
import { order, orderItem } from '../orders/testing/orderFixtures';
import { daysFromNow, deliveredOrder, openMyOrders, paths, returnability, returnableLine } from './testing/returnsKit';

beforeEach(() => signIn());

const findOrder = (number: string) => screen.findByRole('article', { name: new RegExp(`№ ${number}$`) });

async function unfold(number: string) {
  const card = await findOrder(number);
  fireEvent.click(within(card).getByRole('button', { name: 'Batafsil' }));
  return card;
}

describe('my orders: the "Return or exchange" button', () => {
  it('is offered per line only on delivered, paid orders in a window, for lines with units left and no request open', async () => {
    const lines = [orderItem(50, { quantity: 2 }), orderItem(51, { size: 'S' }), orderItem(52, { size: 'L' })];
    const { requests } = openMyOrders(
      [
        deliveredOrder(1, { items: lines }),
        // Past the return window: a defect may still be claimed.
        deliveredOrder(2, { reachedAt: daysFromNow(-20), items: [orderItem(60)] }),
        // Both windows over.
        deliveredOrder(3, { reachedAt: daysFromNow(-30), items: [orderItem(70)] }),
        // Delivered so long ago that no window can be open: not even asked about.
        deliveredOrder(4, { reachedAt: daysFromNow(-200), items: [orderItem(80)] }),
        deliveredOrder(5, { paid: false, items: [orderItem(90)] }),
        order(6, { status: 'SEND', items: [orderItem(100)] }),
      ],
      {
        routes: {
          [paths.returnability(1)]: { body: returnability(1, [returnableLine(350), returnableLine(357, { openRequestId: 9, returnableQuantity: 0 }), returnableLine(364, { returnableQuantity: 0 })]) },
          [paths.returnability(2)]: { body: returnability(2, [returnableLine(420)], { returnUntil: daysFromNow(-10), defectClaimUntil: daysFromNow(160) }) },
          [paths.returnability(3)]: { body: returnability(3, [returnableLine(490)], { returnUntil: daysFromNow(-20), defectClaimUntil: daysFromNow(-1) }) },
        },
      },
    );

    // The closed ones first: their answers are in before the open ones' buttons are looked for.
    for (const number of ['L-000003', 'L-000004', 'L-000005', 'L-000006']) await unfold(number);
    const first = await unfold('L-000001');
    const button = await within(first).findByRole('button', { name: 'Ko‘ylak 50, M o‘lcham: qaytarish yoki almashtirish' });
    expect(button).toHaveAttribute('data-testid', 'return-line-350');
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(within(first).getAllByRole('button', { name: /qaytarish yoki almashtirish/ })).toHaveLength(1);
    expect(within(first).getByText(/^Muddat: .* gacha$/)).toBeInTheDocument();

    const second = await unfold('L-000002');
    expect(await within(second).findByTestId('return-line-420')).toBeInTheDocument();
    expect(within(second).getByText(/^Faqat nuqson bo‘yicha/)).toBeInTheDocument();

    expect(requestsTo(requests, paths.returnability(3))).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /qaytarish yoki almashtirish/ })).toHaveLength(2);
    for (const orderId of [4, 5, 6]) expect(requestsTo(requests, paths.returnability(orderId))).toHaveLength(0);
  });
});
