import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/web/render';
import { customerAnswer } from '../../../test/web/answers';
import { mockRoutes, setCookie } from '../../../test/web/fetchMock';
import { desktopWidth, setScreenWidth } from '../../../test/web/screen';

function signIn(customerId: number) {
  setCookie('accessToken', `token-${customerId}`);
  setCookie('customerId', String(customerId));
}

function customerRoutes(customer: { id: number; fullName: string; image: { url: string } | null }) {
  return mockRoutes({
    [`/api/customers/getCustomerById/${customer.id}`]: { body: customerAnswer(customer) },
    [`/api/cartItem/byCustomerId/${customer.id}`]: { body: [] },
    [`/api/likedItem/getByCustomerId/${customer.id}`]: { body: [] },
  });
}

describe('account icon', () => {
  beforeEach(() => setScreenWidth(desktopWidth));

  it('opens the account panel for a visitor', async () => {
    const user = userEvent.setup();
    renderApp({ route: '/about' });

    const entry = await screen.findByRole('button', { name: 'Kirish yoki ro‘yxatdan o‘tish' });
    expect(entry).toHaveAttribute('aria-haspopup', 'dialog');

    await user.click(entry);

    const panel = await screen.findByRole('dialog', { name: 'Shaxsiy kabinet' });
    await user.click(within(panel).getByRole('button', { name: 'Yopish' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Shaxsiy kabinet' })).not.toBeInTheDocument());
  });

  it('shows a customer’s picture and leads to the profile’s my-profile tab', async () => {
    signIn(5);
    const { requests } = customerRoutes({ id: 5, fullName: 'Dilnoza Karimova', image: { url: '/media/avatars/5.webp' } });
    renderApp({ route: '/about' });

    const link = await screen.findByRole('link', { name: 'Mening profilim' });
    expect(link).toHaveAttribute('href', '/profile?tab=my-profile');
    // The picture is decorative (alt ""): the link already says whose profile it is.
    await waitFor(() => expect(link.querySelector('img')).toHaveAttribute('src', '/media/avatars/5.webp'));
    expect(screen.queryByRole('button', { name: 'Kirish yoki ro‘yxatdan o‘tish' })).not.toBeInTheDocument();
    const customerRead = requests.find((request) => request.url.includes('/api/customers/getCustomerById/5'));
    expect(customerRead?.headers.get('Authorization')).toBe('Bearer token-5');
  });

  it('shows the initials of a customer without a picture', async () => {
    signIn(6);
    customerRoutes({ id: 6, fullName: 'Aziz Rahimov', image: null });
    renderApp({ route: '/about' });

    const link = await screen.findByRole('link', { name: 'Mening profilim' });
    expect(await within(link).findByText('AR')).toBeInTheDocument();
  });

  it('takes the customer to the profile', async () => {
    const user = userEvent.setup();
    signIn(6);
    customerRoutes({ id: 6, fullName: 'Aziz Rahimov', image: null });
    const { router } = renderApp({ route: '/about' });

    await user.click(await screen.findByRole('link', { name: 'Mening profilim' }));

    expect(router.state.location.pathname).toBe('/profile');
    expect(router.state.location.search).toBe('?tab=my-profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Profil' })).toBeInTheDocument();
  });
});
