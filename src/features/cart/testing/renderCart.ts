import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { customerAnswer } from '../../../../test/web/answers';
import { mockRoutes, setCookie, type MockHandler, type MockReply } from '../../../../test/web/fetchMock';
import { renderApp } from '../../../../test/web/render';
import type { Language } from '../../../i18n/languages';
import type { CartLine } from '../types';

export const customerId = 5;
export const cartPath = `/api/cartItem/byCustomerId/${customerId}`;

/** "100 000 so‘m" as the page writes it (non-breaking spaces). */
export const soum = (amount: string) => `${amount.replace(/ /g, '\u00a0')}\u00a0so‘m`;

export function signIn() {
  setCookie('accessToken', `token-${customerId}`);
  setCookie('customerId', String(customerId));
}

type CartRoutes = Record<string, MockHandler | MockReply>;

/** A signed-in customer on /cart whose cart answers `cart` (a reply or a handler); `routes` add the rest. */
export function renderCart(cart: CartLine[] | MockHandler, { routes = {}, language = 'uz' }: { routes?: CartRoutes; language?: Language } = {}) {
  signIn();
  const mock = mockRoutes({
    [`/api/customers/getCustomerById/${customerId}`]: { body: customerAnswer({ id: customerId }) },
    [`/api/likedItem/getByCustomerId/${customerId}`]: { body: [] },
    [cartPath]: typeof cart === 'function' ? cart : { body: cart },
    ...routes,
  });
  const user = userEvent.setup();
  const view = renderApp({ route: '/cart', language });
  return { ...view, ...mock, user };
}

/** The article of one line, found by the product's name. */
export async function findLine(name: string): Promise<HTMLElement> {
  return screen.findByRole('article', { name });
}

/** The value the summary shows for a row, e.g. summaryValue('Jami'). */
export function summaryValue(label: string | RegExp): string {
  const summary = screen.getByRole('region', { name: /Buyurtmangiz|Ваш заказ/ });
  const term = within(summary).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

export function requestsTo(requests: Request[], method: string, path: string): Request[] {
  return requests.filter((request) => request.method === method && new URL(request.url, 'http://localhost').pathname === path);
}
