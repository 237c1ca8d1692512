import { screen, waitFor } from '@testing-library/react';
import { cartLine } from '../cart/testing/cartLines';
import { paymentNavigation } from '../orders/paymentNavigation';
import { jsonBody, requestsTo, serverError } from '../profile/testing/profileKit';
import { addOrderPath, coupon, customerId, findForm, renderCheckout, soum, summaryValue } from './testing/renderCheckout';

const checkPath = '/api/order/checkPromoCode';
const accepted = { body: { code: 'SPRING-26', goodsTotal: 200_000, couponCredit: 30_000, deliveryCost: 28_000, total: 198_000 } };
const placed = { status: 201, body: { id: 41, orderNumber: 'LB-000041', total: 198_000, paymentUrl: 'https://checkout.paycom.uz/abc' } };

let go: jest.SpyInstance;
beforeEach(() => {
  go = jest.spyOn(paymentNavigation, 'go').mockImplementation(() => undefined);
});
afterEach(() => go.mockRestore());

describe('checkout: a promo code', () => {
  it('applies a typed code: shows its credit, takes it off the total and sends promoCode instead of a held coupon', async () => {
    const { user, requests } = renderCheckout([cartLine(1, { sellPrice: 200_000 })], {
      coupons: [coupon(7, 20_000)],
      routes: { [checkPath]: accepted, [addOrderPath]: placed },
    });
    await findForm();
    await user.click(await screen.findByRole('radio', { name: /Kupon 7/ }));
    await user.type(screen.getByRole('textbox', { name: 'Promokod' }), 'spring-26');
    await user.click(screen.getByRole('button', { name: 'Qo‘llash' }));

    // The query reads the page's non-breaking spaces as plain ones.
    expect(await screen.findByText('SPRING-26 promokodi: −30 000 so‘m')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, checkPath, 'POST')[0])).toEqual({ customerId, code: 'spring-26', cartItemIds: [1] });
    expect(summaryValue('Kupon')).toBe(`−${soum('30 000')}`);
    expect(summaryValue('Jami')).toBe(soum('198 000'));
    // One coupon per order: the held one is no longer chosen.
    expect(screen.getByRole('radio', { name: 'Kuponsiz' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: /Payme/ }));
    await user.click(screen.getByRole('button', { name: `To‘lash: ${soum('198 000')}` }));
    await waitFor(() => expect(requestsTo(requests, addOrderPath, 'POST')).toHaveLength(1));
    const body = (await jsonBody(requestsTo(requests, addOrderPath, 'POST')[0])) as Record<string, unknown>;
    expect(body).toMatchObject({ promoCode: 'SPRING-26' });
    expect(body).not.toHaveProperty('couponCustomerId');
  });

  it('says so at the field when the order finds the code used up after it was applied, and takes its credit off', async () => {
    const { user, requests } = renderCheckout([cartLine(1, { sellPrice: 200_000 })], {
      routes: { [checkPath]: accepted, [addOrderPath]: serverError(409, 'CONFLICT', { promoCode: 'used up' }) },
    });
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Promokod' }), 'SPRING-26{Enter}');
    expect(await screen.findByText('SPRING-26 promokodi: −30 000 so‘m')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Payme/ }));
    await user.click(screen.getByRole('button', { name: `To‘lash: ${soum('198 000')}` }));

    const usedUp = 'Bu promokod tugagan: uni ishlatish imkoniyatlari qolmadi.';
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Promokod' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Promokod' })).toHaveAttribute('aria-invalid', 'true');
    // Said twice: under the field and in the toast.
    expect(screen.getAllByText(usedUp)).toHaveLength(2);
    expect(summaryValue('Jami')).toBe(soum('228 000'));
    expect(requestsTo(requests, addOrderPath, 'POST')).toHaveLength(1);
    expect(go).not.toHaveBeenCalled();
  });

  it.each([
    [serverError(404, 'NOT_FOUND', { promoCode: 'unknown code' }), 'Bunday promokod yo‘q. Yozilishini tekshiring.'],
    [serverError(409, 'CONFLICT', { promoCode: 'expired' }), 'Bu promokodning muddati tugagan.'],
    [serverError(409, 'CONFLICT', { promoCode: 'used up' }), 'Bu promokod tugagan: uni ishlatish imkoniyatlari qolmadi.'],
    [serverError(409, 'CONFLICT', { promoCode: 'already used by you' }), 'Siz bu promokoddan allaqachon foydalangansiz.'],
    [serverError(409, 'CONFLICT', { promoCode: "needs goods of at least 150000 so'm" }), 'Bu promokod uchun mahsulotlar kamida 150 000 so‘m bo‘lishi kerak.'],
    [serverError(500, 'INTERNAL'), 'Promokodni tekshirib bo‘lmadi. Qayta urinib ko‘ring.'],
  ])('shows why a code gives nothing (%#) and keeps the total', async (reply, text) => {
    const { user } = renderCheckout([cartLine(1, { sellPrice: 100_000 })], { routes: { [checkPath]: reply } });
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Promokod' }), 'WINTER{Enter}');

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Promokod' })).toHaveAttribute('aria-invalid', 'true');
    expect(summaryValue('Jami')).toBe(soum('128 000'));
  });

  it('speaks Russian', async () => {
    const { user } = renderCheckout([cartLine(1)], { language: 'ru', routes: { [checkPath]: serverError(409, 'CONFLICT', { promoCode: 'used up' }) } });
    await findForm();
    await user.type(screen.getByRole('textbox', { name: 'Промокод' }), 'WINTER');
    await user.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByText('Этот промокод исчерпан: использований больше не осталось.')).toBeInTheDocument();
  });
});
