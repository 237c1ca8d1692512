import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cartLineAnswer, customerAnswer } from '../../../test/web/answers';
import { mockRoutes, setCookie, type MockHandler, type MockReply } from '../../../test/web/fetchMock';
import { renderApp } from '../../../test/web/render';
import { phoneWidth, setScreenWidth } from '../../../test/web/screen';
import { readSession } from '../../app/session';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import type { ProductDetail } from '../product/types';
import { demoInitData, leaveTelegram, openedByTelegram, telegramConfigAnswer, type FakeWebAppOptions } from './testing/fakeWebApp';

const customerId = 5;
const configPath = '/api/telegram/config';
const signInPath = '/api/auth/telegram/miniApp';

const shirt: ProductDetail = {
  ...productCardFixture({ id: 42, nameUZB: 'Zig‘ir ko‘ylak', nameRUS: 'Льняная рубашка', sellPrice: 300_000, sale: 0, salePrice: null }),
  descriptionUZB: 'Zig‘ir',
  descriptionRUS: 'Лён',
  referenceNumber: 'LB-42',
  brand: { id: 1, name: 'Libos' },
  categories: [],
  sizes: [{ productSizeVariantId: 421, size: 'M', quantity: 5 }],
  colorVariants: [],
};

type Routes = Record<string, MockHandler | MockReply>;

function signIn() {
  setCookie('accessToken', `token-${customerId}`);
  setCookie('customerId', String(customerId));
}

const customerRoutes: Routes = {
  [`/api/customers/getCustomerById/${customerId}`]: { body: customerAnswer({ id: customerId }) },
  [`/api/likedItem/getByCustomerId/${customerId}`]: { body: [] },
  [`/api/cartItem/byCustomerId/${customerId}`]: { body: [] },
};

/** The fake script's serving, ended after each test. */
let stopScripts: (() => void) | undefined;
afterEach(() => {
  stopScripts?.();
  stopScripts = undefined;
  leaveTelegram();
});

/** The shop opened from Telegram at `route`, Telegram's script served by a fake; a signed-in customer unless `visitor`. */
function openInTelegram(route: string, { routes = {}, visitor = false, ...options }: { routes?: Routes; visitor?: boolean } & FakeWebAppOptions = {}) {
  setScreenWidth(phoneWidth);
  const telegram = openedByTelegram(route, options);
  stopScripts = telegram.script.stop;
  if (!visitor) signIn();
  const mock = mockRoutes({ ...telegramConfigAnswer, ...customerRoutes, ...routes });
  const view = renderApp({ route });
  return { ...view, ...mock, ...telegram, user: userEvent.setup() };
}

/** The server's answer while the Telegram user has not shared a phone with the bot. */
const phoneNeeded: MockReply = { status: 409, body: { error: { code: 'TELEGRAM_PHONE_NEEDED', message: 'share your phone with the bot first' } } };

/** The shop opened from Telegram at `route` by a visitor who declines to share their phone when first asked. */
async function openDeclinedInTelegram(route: string) {
  const telegram = openInTelegram(route, { visitor: true, contact: 'decline', routes: { [signInPath]: phoneNeeded } });
  const prompt = await screen.findByRole('dialog', { name: 'Telegram orqali kiring' });
  await telegram.user.click(within(prompt).getByRole('button', { name: 'Telefon raqamni yuborish' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  return telegram;
}

/** Telegram's offer shown again, and the account panel one tap further, for a phone number and password. */
async function expectOfferThenPanel(user: ReturnType<typeof userEvent.setup>) {
  const again = await screen.findByRole('dialog', { name: 'Telegram orqali kiring' });
  await user.click(within(again).getByRole('button', { name: 'Telefon raqam va parol bilan kirish' }));
  expect(await screen.findByRole('dialog', { name: 'Shaxsiy kabinet' })).toBeInTheDocument();
}

const signInRequests = (requests: Request[]) => requests.filter((request) => new URL(request.url, 'http://localhost').pathname === signInPath);

describe('the shop as a Telegram Mini App', () => {
  it('outside Telegram loads nothing of Telegram: no script, no config, the logo in the header', async () => {
    setScreenWidth(phoneWidth);
    const { requests } = mockRoutes({});
    renderApp({ route: '/cart' });

    expect(await screen.findByText(/Savatingiz hozircha bo‘sh/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Libos — bosh sahifa' })).toBeInTheDocument();
    expect(document.head.querySelector('script')).toBeNull();
    expect(requests.map((request) => new URL(request.url, 'http://localhost').pathname)).not.toContain(configPath);
    expect(document.documentElement.style.getPropertyValue('--miniapp-inset-top')).toBe('');
  });

  it('inside Telegram loads Telegram’s script from the config, says it is ready, and drops the logo for the language', async () => {
    const { webApp, script, requests } = openInTelegram('/cart');

    await waitFor(() => expect(webApp.ready).toHaveBeenCalled());
    expect(webApp.expand).toHaveBeenCalled();
    expect(script.scripts().map((element) => element.getAttribute('src'))).toEqual(['/sandbox/telegram/telegram-web-app.js']);
    expect(requests.filter((request) => request.url.endsWith(configPath))).toHaveLength(1);
    expect(screen.queryByRole('link', { name: 'Libos — bosh sahifa' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Til' })).toBeInTheDocument();
    // The safe areas and the stable viewport, for the layout.
    expect(document.documentElement.style.getPropertyValue('--miniapp-inset-top')).toBe('44px');
    expect(document.documentElement.style.getPropertyValue('--miniapp-inset-bottom')).toBe('20px');
    expect(document.documentElement.style.getPropertyValue('--miniapp-viewport-height')).toBe('600px');
  });

  it('speaks the language of the user’s Telegram the first time on a device, then keeps the shopper’s choice', async () => {
    const first = openInTelegram('/cart', { languageCode: 'ru' });
    await waitFor(() => expect(first.webApp.ready).toHaveBeenCalled());
    expect(await within(screen.getByRole('banner')).findByRole('combobox', { name: 'Язык' })).toBeInTheDocument();
    expect(window.localStorage.getItem('language')).toBe('ru');
    first.unmount();
    stopScripts?.();
    leaveTelegram();

    // The shopper went back to Uzbek; the next launch from the same Russian Telegram keeps it.
    window.localStorage.setItem('language', 'uz');
    const next = openInTelegram('/cart', { languageCode: 'ru' });
    await waitFor(() => expect(next.webApp.ready).toHaveBeenCalled());
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Til' })).toBeInTheDocument();
  });

  it('leaves the shop’s language alone when Telegram speaks another (en)', async () => {
    const { webApp } = openInTelegram('/cart', { languageCode: 'en' });
    await waitFor(() => expect(webApp.ready).toHaveBeenCalled());
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Til' })).toBeInTheDocument();
  });

  it('takes Telegram’s theme, and follows it when it changes', async () => {
    const themeParams = { bg_color: '#ffffff', text_color: '#000000', hint_color: '#999999', button_color: '#2481cc', button_text_color: '#ffffff' };
    const telegram = openInTelegram('/cart', { themeParams });
    const style = document.documentElement.style;

    await waitFor(() => expect(style.getPropertyValue('--ink')).toBe('#2481cc'));
    expect(style.getPropertyValue('--linen')).toBe('#ffffff');
    expect(style.getPropertyValue('--text-muted')).toBe('#999999');

    Object.assign(telegram.webApp, {
      colorScheme: 'dark',
      themeParams: { bg_color: '#17212b', text_color: '#f5f5f5', button_color: '#5288c1', section_bg_color: '#232e3c' },
    });
    act(() => telegram.emit('themeChanged'));
    expect(style.getPropertyValue('--linen')).toBe('#17212b');
    expect(style.getPropertyValue('--paper')).toBe('#232e3c');
    expect(style.getPropertyValue('--text')).toBe('#f5f5f5');
    expect(style.colorScheme).toBe('dark');
    // The MUI parts follow too: the empty cart's button is filled in Telegram's button colour.
    const button = screen.getByRole('link', { name: 'Katalogga o‘tish' });
    await waitFor(() => expect(getComputedStyle(button).getPropertyValue('--variant-containedBg')).toBe('#5288c1'));
  });

  it('shows Telegram’s BackButton from the second page on, and goes back with it', async () => {
    const telegram = openInTelegram('/cart');
    const { webApp, router } = telegram;

    await waitFor(() => expect(webApp.ready).toHaveBeenCalled());
    expect(webApp.BackButton.isVisible).toBe(false);

    await act(() => router.navigate('/favorites'));
    await waitFor(() => expect(webApp.BackButton.isVisible).toBe(true));

    act(() => telegram.pressBackButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    await waitFor(() => expect(webApp.BackButton.isVisible).toBe(false));
  });

  it('adds the product to the cart with the MainButton, with a light haptic tap', async () => {
    const telegram = openInTelegram('/productDetail/42', {
      routes: {
        '/api/product/getProductById/42': { body: shirt },
        '/api/cartItem/addCartItem': { status: 201, body: cartLineAnswer(9, { productId: 42 }) },
      },
    });
    const { webApp, requests } = telegram;

    // A product sold in one size needs no choice: the button adds at once.
    await waitFor(() => expect(webApp.MainButton.isVisible).toBe(true));
    expect(webApp.MainButton.text).toBe('Savatga qo‘shish');
    expect(webApp.MainButton.isActive).toBe(true);

    act(() => telegram.pressMainButton());
    expect(await screen.findByText('Savatga qo‘shildi')).toBeInTheDocument();
    const added = requests.filter((request) => request.method === 'POST' && request.url.endsWith('/api/cartItem/addCartItem'));
    expect(added).toHaveLength(1);
    expect(await added[0]!.json()).toEqual({ customerId, productSizeVariantId: 421, quantity: 1 });
    expect(webApp.HapticFeedback.impactOccurred).toHaveBeenCalledWith('light');
    expect(webApp.MainButton.showProgress).toHaveBeenCalled();
    await waitFor(() => expect(webApp.MainButton.isProgressVisible).toBe(false));
  });

  it('asks for a size first on a product with several, as the page’s own button does', async () => {
    const twoSizes = { ...shirt, sizes: [...shirt.sizes, { productSizeVariantId: 422, size: 'L', quantity: 2 }] };
    const telegram = openInTelegram('/productDetail/42', { routes: { '/api/product/getProductById/42': { body: twoSizes } } });

    await waitFor(() => expect(telegram.webApp.MainButton.text).toBe('Avval o‘lchamni tanlang'));
    act(() => telegram.pressMainButton());
    expect(await screen.findByText('Avval o‘lchamni tanlang', { selector: 'p, span, div' })).toBeInTheDocument();

    await telegram.user.click(screen.getByRole('button', { name: 'L' }));
    await waitFor(() => expect(telegram.webApp.MainButton.text).toBe('Savatga qo‘shish'));
  });

  it('goes from the cart to the checkout with the MainButton, and hides it where a page has no main action', async () => {
    const telegram = openInTelegram('/cart', {
      routes: { [`/api/cartItem/byCustomerId/${customerId}`]: { body: [cartLineAnswer(1, { nameUZB: 'Ko‘ylak' })] } },
    });
    const { webApp, router } = telegram;

    await waitFor(() => expect(webApp.MainButton.isVisible).toBe(true));
    expect(webApp.MainButton.text).toMatch(/^Rasmiylashtirish: /);
    await act(() => router.navigate('/favorites'));
    await waitFor(() => expect(webApp.MainButton.isVisible).toBe(false));

    await act(() => router.navigate('/cart'));
    await waitFor(() => expect(webApp.MainButton.isVisible).toBe(true));
    act(() => telegram.pressMainButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout'));
    expect(router.state.location.search).toBe('?items=1');
  });

  it('signs a visitor in from the launch data', async () => {
    const telegram = openInTelegram('/cart', {
      visitor: true,
      routes: { [signInPath]: { body: { accessToken: 'telegram-token', customerId } } },
    });

    await waitFor(() => expect(readSession()).toEqual({ accessToken: 'telegram-token', customerId }));
    const [request] = signInRequests(telegram.requests);
    expect(await request!.json()).toEqual({ initData: demoInitData });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves a signed-in customer as they are', async () => {
    const telegram = openInTelegram('/cart');

    await waitFor(() => expect(telegram.webApp.ready).toHaveBeenCalled());
    expect(signInRequests(telegram.requests)).toHaveLength(0);
  });

  it('asks for the phone the first time, and signs in once the shared contact has reached the bot', async () => {
    let contactArrived = false;
    const telegram = openInTelegram('/cart', {
      visitor: true,
      contact: 'later',
      routes: {
        [signInPath]: () =>
          contactArrived
            ? { body: { accessToken: 'telegram-token', customerId } }
            : phoneNeeded,
      },
    });

    const prompt = await screen.findByRole('dialog', { name: 'Telegram orqali kiring' });
    await telegram.user.click(within(prompt).getByRole('button', { name: 'Telefon raqamni yuborish' }));
    expect(telegram.webApp.requestContact).toHaveBeenCalledTimes(1);

    // Telegram says "sent"; the contact reaches the bot a moment later.
    act(() => telegram.answerContact(true));
    contactArrived = true;
    await waitFor(() => expect(readSession()).toEqual({ accessToken: 'telegram-token', customerId }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Siz Telegram orqali kirdingiz')).toBeInTheDocument();
    expect(signInRequests(telegram.requests)).toHaveLength(2);
  });

  it('lets a visitor decline, and offers the phone again where the account panel opens', async () => {
    const telegram = await openDeclinedInTelegram('/cart');
    expect(readSession()).toBeNull();

    await telegram.user.click(within(screen.getByRole('navigation', { name: 'Asosiy bo‘limlar' })).getByRole('button', { name: 'Profil' }));
    await expectOfferThenPanel(telegram.user);
  });

  it('offers the phone first wherever a page asks the visitor to sign in, not only at the account entry', async () => {
    const telegram = await openDeclinedInTelegram('/profile');

    // The profile page's own button, as the checkout's, the cart's and a heart's: Telegram's offer, then the panel.
    await telegram.user.click(await screen.findByRole('button', { name: 'Kirish yoki ro‘yxatdan o‘tish' }));
    await expectOfferThenPanel(telegram.user);
  });

  it('says so in a toast when the phone’s account is linked to another Telegram user, and leaves the account panel to it', async () => {
    const { requests, user } = openInTelegram('/cart', {
      visitor: true,
      routes: { [signInPath]: { status: 409, body: { error: { code: 'TELEGRAM_ALREADY_LINKED', message: 'linked to another Telegram user' } } } },
    });

    expect(await screen.findByText(/boshqa Telegram akkauntiga bog‘langan/)).toBeInTheDocument();
    expect(readSession()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The account entry tries Telegram again, and opens the panel when it is refused.
    await user.click(within(screen.getByRole('navigation', { name: 'Asosiy bo‘limlar' })).getByRole('button', { name: 'Profil' }));
    expect(await screen.findByRole('dialog', { name: 'Shaxsiy kabinet' })).toBeInTheDocument();
    expect(signInRequests(requests)).toHaveLength(2);
  });

  it('opens the page its start parameter names', async () => {
    const telegram = openInTelegram('/', {
      startParam: 'product_42',
      routes: { '/api/product/getProductById/42': { body: shirt } },
    });

    expect(await screen.findByRole('heading', { level: 1, name: 'Zig‘ir ko‘ylak' })).toBeInTheDocument();
    expect(telegram.router.state.location.pathname).toBe('/productDetail/42');
    // The product is the app's first page: going back would leave the app.
    expect(telegram.webApp.BackButton.isVisible).toBe(false);
  });
});
