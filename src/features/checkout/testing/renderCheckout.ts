import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockHandler, MockReply } from '../../../../test/web/fetchMock';
import { renderApp } from '../../../../test/web/render';
import type { Language } from '../../../i18n/languages';
import type { CartLine } from '../../cart/types';
import { customerId, mockProfileRoutes, signIn } from '../../profile/testing/profileKit';
import type { CustomerCoupon } from '../types';

/* A signed-in customer (the profile kit's Dilnoza, with a Tashkent and a Samarkand address) at checkout. */

export { customerId };
export const cartPath = `/api/cartItem/byCustomerId/${customerId}`;
export const couponsPath = `/api/couponCustomer/getCouponsByCustomerId/${customerId}`;
export const addOrderPath = '/api/order/addOrder';

/** "100 000 so‘m" as the page writes it (non-breaking spaces). */
export const soum = (amount: string) => `${amount.replace(/ /g, '\u00a0')}\u00a0so‘m`;

export function coupon(id: number, credit: number, overrides: Partial<CustomerCoupon> = {}): CustomerCoupon {
  return {
    id,
    coupon: { id: id * 10, name: `Kupon ${id}`, nameUZB: `Kupon ${id}`, nameRUS: `Купон ${id}`, credit },
    expireDate: '2099-12-31T00:00:00.000Z',
    used: false,
    usable: true,
    ...overrides,
  };
}

type Routes = Record<string, MockHandler | MockReply>;
type Options = { route?: string; coupons?: CustomerCoupon[]; routes?: Routes; language?: Language };

export function renderCheckout(cart: CartLine[] | MockHandler, { route = '/checkout?items=1', coupons = [], routes = {}, language = 'uz' }: Options = {}) {
  signIn();
  const mock = mockProfileRoutes({
    [cartPath]: typeof cart === 'function' ? cart : { body: cart },
    [couponsPath]: { body: coupons },
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderApp({ route, language });
  return { ...view, ...mock, user };
}

/** The summary's value for a row, e.g. summaryValue('Jami'). */
export function summaryValue(label: string | RegExp): string {
  const summary = screen.getByRole('region', { name: /Buyurtmangiz|Ваш заказ/ });
  return within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent ?? '';
}

export const findForm = () => screen.findByRole('form', { name: /Buyurtmani rasmiylashtirish|Оформление заказа/ });
