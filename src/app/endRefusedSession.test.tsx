import { act, screen, waitFor } from '@testing-library/react';
import { deferredReply, mockRoutes, pathOf, setCookie } from '../../test/web/fetchMock';
import { renderApp } from '../../test/web/render';
import { desktopWidth, setScreenWidth } from '../../test/web/screen';
import { accountApi } from '../features/account/api';
import { customerId, dilnoza, mockProfileRoutes, paths, serverError, signIn } from '../features/profile/testing/profileKit';
import { settingsPath, shopSettings } from '../features/settings/testing/shopSettings';
import { readStaffSession } from '../features/staff/staffSession';
import { ordersPath, renderStaff, signInStaff } from '../features/staff/testing/renderStaff';
import { readSession } from './session';

const sessionExpired = 'Sessiya muddati tugagan. Hisobingizga qaytadan kiring.';
const refused = serverError(401, 'UNAUTHORIZED');
const customerReads = [paths.customer, `/api/cartItem/byCustomerId/${customerId}`, `/api/likedItem/getByCustomerId/${customerId}`];

beforeEach(() => setScreenWidth(desktopWidth));

describe('a customer token the server refuses (401)', () => {
  it('signs the shopper out once, however many requests it failed, and leaves the page as a visitor sees it', async () => {
    signIn();
    // The footer's contacts are a public read, which the refused token does not touch.
    const { requests } = mockProfileRoutes({ ...Object.fromEntries(customerReads.map((path) => [path, refused])), [settingsPath]: { body: shopSettings } });
    const { store } = renderApp({ route: '/profile?tab=my-profile' });

    await waitFor(() => expect(readSession()).toBeNull());
    expect(document.cookie).not.toMatch(/accessToken|customerId/);
    expect(await screen.findByText(sessionExpired)).toBeInTheDocument();
    // The account panel is open for signing in again; behind it the header and the profile page show the visitor.
    expect(await screen.findByRole('dialog', { name: 'Shaxsiy kabinet' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mening profilim', hidden: true })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Kirish yoki ro‘yxatdan o‘tish', hidden: true }).length).toBeGreaterThanOrEqual(1);
    expect(await screen.findByText(/Buyurtmalaringiz, manzillaringiz, kuponlaringiz/)).toBeInTheDocument();

    // Every read carrying the token was refused, yet one toast says so; nothing asks with the old token again.
    const carriedToken = () => requests.filter((request) => request.headers.get('Authorization') === `Bearer token-${customerId}`).length;
    const sentWithToken = carriedToken();
    expect(sentWithToken).toBeGreaterThanOrEqual(2);
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(screen.getAllByText(sessionExpired)).toHaveLength(1);
    expect(carriedToken()).toBe(sentWithToken);
    expect(Object.values(store.getState().api.queries).filter((entry) => entry?.status === 'rejected')).toEqual([]);
  });

  it('ends nothing when a new sign-in replaced the token meanwhile', async () => {
    signIn();
    const late = deferredReply();
    const { requests } = mockRoutes({
      [paths.customer]: () => late.promise,
      [`/api/cartItem/byCustomerId/${customerId}`]: { body: [] },
      [`/api/likedItem/getByCustomerId/${customerId}`]: { body: [] },
    });
    renderApp({ route: '/about' });
    await waitFor(() => expect(requests.some((request) => pathOf(request) === paths.customer)).toBe(true));

    setCookie('accessToken', 'token-after-sign-in');
    await act(async () => late.release(refused));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));

    expect(readSession()).toEqual({ accessToken: 'token-after-sign-in', customerId });
    expect(screen.queryByText(sessionExpired)).not.toBeInTheDocument();
  });

  it('a wrong pair at sign-in (401) is not a refused session', async () => {
    signIn();
    mockRoutes({ '/api/auth/loginCustomer': refused });
    const { store } = renderApp({ route: '/about' });
    // The header's reads are not answered here; only the sign-in call matters.
    await act(async () => {
      await store.dispatch(accountApi.endpoints.loginCustomer.initiate({ phoneNumber: dilnoza.phoneNumber, password: 'wrong-pass' }));
      await new Promise((resolve) => setTimeout(resolve, 100));
    });
    expect(readSession()).toEqual({ accessToken: `token-${customerId}`, customerId });
    expect(screen.queryByText(sessionExpired)).not.toBeInTheDocument();
  });
});

describe('the staff token and the customer token', () => {
  it('a refused staff token ends the staff sign-in only: the customer stays signed in', async () => {
    signIn();
    signInStaff();
    const { requests } = renderStaff(refused, {
      routes: {
        [paths.customer]: { body: dilnoza },
        [`/api/cartItem/byCustomerId/${customerId}`]: { body: [] },
        [`/api/likedItem/getByCustomerId/${customerId}`]: { body: [] },
      },
    });

    expect(await screen.findByRole('form', { name: 'Xodimlar uchun kirish' })).toBeInTheDocument();
    expect(readStaffSession()).toBeNull();
    expect(readSession()).toEqual({ accessToken: `token-${customerId}`, customerId });
    expect(screen.queryByText(sessionExpired)).not.toBeInTheDocument();
    expect(requests.some((request) => pathOf(request) === ordersPath)).toBe(true);
  });
});
