import { act, screen, waitFor } from '@testing-library/react';
import { deferredReply } from '../../../test/web/fetchMock';
import { phoneWidth, setScreenWidth } from '../../../test/web/screen';
import { cartLine } from '../cart/testing/cartLines';
import { addOrderPath, findForm, renderCheckout, soum } from '../checkout/testing/renderCheckout';
import { paymentNavigation } from '../orders/paymentNavigation';
import { requestsTo } from '../profile/testing/profileKit';
import { leaveTelegram, openedByTelegram, telegramConfigAnswer } from './testing/fakeWebApp';

let go: jest.SpyInstance;
let stopScript: (() => void) | undefined;
beforeEach(() => {
  go = jest.spyOn(paymentNavigation, 'go').mockImplementation(() => undefined);
});
afterEach(() => {
  go.mockRestore();
  stopScript?.();
  leaveTelegram();
});

describe('the checkout inside Telegram', () => {
  it('pays with the MainButton as with the page’s own button, its progress on while the order is placed', async () => {
    setScreenWidth(phoneWidth);
    const telegram = openedByTelegram('/checkout?items=1');
    stopScript = telegram.script.stop;
    const reply = deferredReply();
    const { user, requests } = renderCheckout([cartLine(1)], { routes: { ...telegramConfigAnswer, [addOrderPath]: () => reply.promise } });
    const { webApp } = telegram;

    await findForm();
    await waitFor(() => expect(webApp.MainButton.isVisible).toBe(true));
    await user.click(await screen.findByRole('radio', { name: /Payme/ }));
    await waitFor(() => expect(webApp.MainButton.text).toBe(`To‘lash: ${soum('128 000')}`));

    act(() => telegram.pressMainButton());
    await waitFor(() => expect(webApp.MainButton.isProgressVisible).toBe(true));
    expect(requestsTo(requests, addOrderPath, 'POST')).toHaveLength(1);
    // A second tap meanwhile reaches nothing: Telegram's button is inactive while it shows progress.
    act(() => telegram.pressMainButton());
    expect(requestsTo(requests, addOrderPath, 'POST')).toHaveLength(1);

    await act(async () => reply.release({ status: 201, body: { id: 41, orderNumber: 'LB-000041', total: 128_000, paymentUrl: 'https://checkout.paycom.uz/abc' } }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.paycom.uz/abc'));
  });

  it('marks what is missing as the page’s button does, and sends nothing', async () => {
    setScreenWidth(phoneWidth);
    const telegram = openedByTelegram('/checkout?items=1');
    stopScript = telegram.script.stop;
    const { requests } = renderCheckout([cartLine(1)], { routes: telegramConfigAnswer });

    await findForm();
    await waitFor(() => expect(telegram.webApp.MainButton.isVisible).toBe(true));
    act(() => telegram.pressMainButton());

    expect(await screen.findByRole('radiogroup', { name: 'To‘lov tizimini tanlang' })).toHaveAccessibleDescription('To‘lov tizimini tanlang');
    expect(requestsTo(requests, addOrderPath, 'POST')).toHaveLength(0);
  });
});
