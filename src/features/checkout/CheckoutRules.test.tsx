import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deferredReply } from '../../../test/web/fetchMock';
import { readLastOrderId } from '../../app/session';
import type { Address } from '../addresses/types';
import { cartLine } from '../cart/testing/cartLines';
import { paymentNavigation } from '../orders/paymentNavigation';
import { homeAddress, jsonBody, parentsAddress, paths, requestsTo, serverError } from '../profile/testing/profileKit';
import { addOrderPath, cartPath, coupon, couponsPath, customerId, findForm, renderCheckout, soum, summaryValue } from './testing/renderCheckout';

let go: jest.SpyInstance;
beforeEach(() => {
  go = jest.spyOn(paymentNavigation, 'go').mockImplementation(() => undefined);
});
afterEach(() => go.mockRestore());

const placed = { status: 201, body: { id: 41, orderNumber: 'LB-000041', total: 228_000, paymentUrl: 'https://checkout.paycom.uz/abc' } };

describe('checkout: the rules before sending', () => {
  it('marks what is missing, focuses the first problem and sends nothing', async () => {
    const { user, requests } = renderCheckout([cartLine(1)]);
    await findForm();
    const name = await screen.findByRole('textbox', { name: 'Ism va familiya' });
    await waitFor(() => expect(name).toHaveValue('Dilnoza Karimova'));
    await user.clear(name);
    const phone = screen.getByRole('textbox', { name: 'Telefon raqami' });
    await user.clear(phone);
    await user.type(phone, '+998 90 123 45');

    await user.click(screen.getByRole('button', { name: /^To‘lash/ }));

    expect(name).toHaveAccessibleDescription('Qabul qiluvchining ismini kiriting');
    expect(name).toHaveFocus();
    expect(phone).toHaveAccessibleDescription('Raqam +998 va 9 ta raqamdan iborat bo‘lishi kerak');
    expect(screen.getByRole('radiogroup', { name: 'To‘lov tizimini tanlang' })).toHaveAccessibleDescription('To‘lov tizimini tanlang');
    expect(requestsTo(requests, addOrderPath, 'POST')).toHaveLength(0);
    // Heard at once, each problem named by its field, in the page's order: the focus alone moves silently.
    const alert = screen.getByRole('alert');
    expect(within(alert).getAllByRole('paragraph').map((problem) => problem.textContent)).toEqual([
      'Ism va familiya: Qabul qiluvchining ismini kiriting',
      'Telefon raqami: Raqam +998 va 9 ta raqamdan iborat bo‘lishi kerak',
      'To‘lov: To‘lov tizimini tanlang',
    ]);
    // Pressed again with the same problems: a new alert, so it is read again.
    await user.click(screen.getByRole('button', { name: /^To‘lash/ }));
    expect(screen.getByRole('alert')).not.toBe(alert);
    expect(screen.getByRole('alert')).toHaveTextContent('Ism va familiya: Qabul qiluvchining ismini kiriting');

    await user.type(name, 'Aziz');
    expect(name).not.toHaveAccessibleDescription('Qabul qiluvchining ismini kiriting');
  });

  it('promises 1–3 days to a post branch outside Tashkent city and charges delivery below 400 000', async () => {
    const { user } = renderCheckout([cartLine(1, { sellPrice: 399_999 })]);
    await findForm();
    await user.click(await screen.findByRole('radio', { name: /Samarqand viloyati/ }));

    expect(screen.getByText('O‘zbekiston bo‘ylab 1–3 kun ichida tanlangan pochta bo‘limiga yetkazamiz')).toBeInTheDocument();
    expect(screen.getByText('Yetkazib berish — 28 000 so‘m. 400 000 so‘m va undan ortiq xaridda bepul.')).toBeInTheDocument();
    expect(summaryValue('Jami')).toBe(soum('427 999'));
  });

  it('offers usable coupons, refuses one that would leave under 10 000 so‘m, and takes the credit off', async () => {
    const { user } = renderCheckout([cartLine(1, { sellPrice: 60_000 })], {
      coupons: [coupon(1, 20_000), coupon(2, 55_000), coupon(3, 30_000, { used: true }), coupon(4, 25_000, { usable: false })],
    });
    await findForm();

    const coupons = await screen.findByRole('radiogroup', { name: 'Kupon' });
    // "Without", then the two the shopper can still use, biggest first; the used and the unusable ones are not offered.
    expect(within(coupons).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent?.split(':')[0])).toEqual(['Kuponsiz', 'Kupon 2', 'Kupon 1']);
    expect(within(coupons).getByRole('radio', { name: 'Kuponsiz' })).toBeChecked();
    const tooBig = within(coupons).getByRole('radio', { name: /Kupon 2/ });
    expect(tooBig).toBeDisabled();
    expect(tooBig).toHaveAccessibleDescription(`Bu kupon uchun mahsulotlar kamida ${soum('65 000')} bo‘lishi kerak`);

    await user.click(within(coupons).getByRole('radio', { name: /Kupon 1/ }));
    expect(summaryValue('Kupon')).toBe(`−${soum('20 000')}`);
    expect(summaryValue('Jami')).toBe(soum('68 000'));
  });

  it('still lets the shopper order when the coupons cannot be read', async () => {
    const { user } = renderCheckout([cartLine(1)], { routes: { [couponsPath]: serverError(403, 'FORBIDDEN') } });
    await findForm();
    const warning = await screen.findByText(/Kuponlarni yuklab bo‘lmadi/);
    expect(within(warning.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Qayta urinish' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^To‘lash/ })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: /Click/ }));
  });

  it('adds the first address through the address form and picks it', async () => {
    let addresses: Address[] = [];
    const { user } = renderCheckout([cartLine(1)], {
      routes: {
        [paths.addresses]: () => ({ body: addresses }),
        [paths.addAddress]: () => {
          addresses = [parentsAddress];
          return { status: 201, body: parentsAddress };
        },
      },
    });
    await findForm();
    expect(await screen.findByText(/Sizda hali saqlangan manzil yo‘q/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'To‘lash: 128\u00a0000\u00a0so‘m' }));
    const add = screen.getByRole('button', { name: 'Yangi manzil qo‘shish' });
    expect(add).toHaveFocus();
    // With no address to choose, the button is the control the problem is about: marked, described and heard.
    expect(add).toHaveAttribute('aria-invalid', 'true');
    expect(add).toHaveAccessibleDescription('Yetkazib berish manzilini tanlang yoki qo‘shing');
    expect(screen.getByRole('alert')).toHaveTextContent('Yetkazib berish manzili: Yetkazib berish manzilini tanlang yoki qo‘shing');

    await user.click(screen.getByRole('button', { name: 'Yangi manzil qo‘shish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Yangi manzil' }));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Viloyat' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Viloyat' }), 'Samarqand viloyati');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Tuman' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tuman' }), 'Samarqand shahri');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' }), '108');
    await user.click(dialog.getByRole('button', { name: 'Manzilni saqlash' }));

    expect(await screen.findByRole('radio', { name: /Samarqand viloyati, Samarqand shahri/ })).toBeChecked();
    expect(screen.queryByText('Yetkazib berish manzilini tanlang yoki qo‘shing')).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Yetkazib berish manzili' })).not.toHaveAttribute('aria-invalid');
  });

  it('picks a newly added address when there are others already', async () => {
    let addresses: Address[] = [homeAddress];
    const { user } = renderCheckout([cartLine(1)], {
      routes: {
        [paths.addresses]: () => ({ body: addresses }),
        [paths.addAddress]: () => {
          addresses = [homeAddress, parentsAddress];
          return { status: 201, body: parentsAddress };
        },
      },
    });
    await findForm();
    expect(await screen.findByRole('radio', { name: /Toshkent shahri/ })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Yangi manzil qo‘shish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Yangi manzil' }));
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Viloyat' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Viloyat' }), 'Samarqand viloyati');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Tuman' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Tuman' }), 'Samarqand shahri');
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' })).toBeEnabled());
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Pochta bo‘limi' }), '108');
    await user.click(dialog.getByRole('button', { name: 'Manzilni saqlash' }));

    await waitFor(() => expect(screen.getByRole('radio', { name: /Samarqand viloyati/ })).toBeChecked());
    expect(screen.getByRole('radio', { name: /Toshkent shahri/ })).not.toBeChecked();
  });
});

describe('checkout: placing the order', () => {
  it('sends the order once, keeps its id and leaves for the provider', async () => {
    const reply = deferredReply();
    const { user, requests } = renderCheckout([cartLine(1), cartLine(2, { sellPrice: 100_000 }), cartLine(3)], {
      route: '/checkout?items=1,2',
      coupons: [coupon(7, 20_000)],
      routes: { [addOrderPath]: () => reply.promise },
    });
    await findForm();
    const name = await screen.findByRole('textbox', { name: 'Ism va familiya' });
    await waitFor(() => expect(name).toHaveValue('Dilnoza Karimova'));
    await user.clear(name);
    await user.type(name, '  Aziz Karimov ');
    const phone = screen.getByRole('textbox', { name: 'Telefon raqami' });
    await user.clear(phone);
    await user.type(phone, '+998 (93) 555-44-33');
    await user.click(await screen.findByRole('radio', { name: /Samarqand viloyati/ }));
    await user.click(await screen.findByRole('radio', { name: /Kupon 7/ }));
    await user.click(screen.getByRole('radio', { name: /Payme/ }));

    const pay = screen.getByRole('button', { name: `To‘lash: ${soum('208 000')}` });
    await user.click(pay);
    // A second tap while the first is on its way starts nothing.
    fireEvent.submit(screen.getByRole('form'));

    expect(await screen.findByRole('button', { name: 'Buyurtma berilmoqda…' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Ism va familiya' })).toBeDisabled();
    expect(requestsTo(requests, addOrderPath, 'POST')).toHaveLength(1);
    expect(await jsonBody(requestsTo(requests, addOrderPath, 'POST')[0])).toEqual({
      customerId,
      cartItemIds: [1, 2],
      addressId: 2,
      receiverName: 'Aziz Karimov',
      receiverPhoneNumber: '+998935554433',
      paymentMethod: 'PAYME',
      couponCustomerId: 7,
      language: 'uz',
    });
    const cartReads = requestsTo(requests, cartPath).length;

    await act(async () => reply.release(placed));

    await waitFor(() => expect(go).toHaveBeenCalledWith('https://checkout.paycom.uz/abc'));
    expect(readLastOrderId()).toBe('41');
    expect(await screen.findByText('Buyurtma № LB-000041 qabul qilindi. To‘lov sahifasiga o‘tmoqdasiz…')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sahifa ochilmasa, shu yerni bosing' })).toHaveAttribute('href', 'https://checkout.paycom.uz/abc');
    // The ordered lines have left the cart: it is read again.
    await waitFor(() => expect(requestsTo(requests, cartPath).length).toBeGreaterThan(cartReads));
    expect(requestsTo(requests, addOrderPath, 'POST')).toHaveLength(1);
  });

  it('explains a sold-out refusal, reads the cart again and keeps what the shopper entered', async () => {
    let lines = [cartLine(1), cartLine(2)];
    const { user, requests } = renderCheckout(() => ({ body: lines }), {
      route: '/checkout?items=1,2',
      routes: {
        [addOrderPath]: () => {
          lines = [cartLine(1), cartLine(2, { stock: 0 })];
          return serverError(409, 'OUT_OF_STOCK');
        },
      },
    });
    await findForm();
    const name = await screen.findByRole('textbox', { name: 'Ism va familiya' });
    await waitFor(() => expect(name).toHaveValue('Dilnoza Karimova'));
    await user.type(name, 'va');
    await user.click(screen.getByRole('radio', { name: /Uzum Bank/ }));
    await user.click(screen.getByRole('button', { name: /^To‘lash/ }));

    expect(await screen.findByText(/Ba’zi mahsulotlar omborda tugadi/)).toBeInTheDocument();
    expect(await screen.findByText(/Tanlangan 1 ta mahsulot tugagani/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Ism va familiya' })).toHaveValue('Dilnoza Karimovava');
    expect(screen.getByRole('radio', { name: /Uzum Bank/ })).toBeChecked();
    expect(screen.getByRole('button', { name: `To‘lash: ${soum('128 000')}` })).toBeEnabled();
    expect(requestsTo(requests, cartPath).length).toBeGreaterThanOrEqual(2);
    expect(go).not.toHaveBeenCalled();
    expect(readLastOrderId()).toBeNull();
  });

  it('puts the server’s field errors on the fields', async () => {
    const { user } = renderCheckout([cartLine(1)], {
      routes: { [addOrderPath]: serverError(400, 'VALIDATION', { receiverPhoneNumber: 'must be +998 and 9 digits' }) },
    });
    await findForm();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Telefon raqami' })).toHaveValue('+998 90 123 45 67'));
    await user.click(screen.getByRole('radio', { name: /Click/ }));
    await user.click(screen.getByRole('button', { name: /^To‘lash/ }));

    expect(await screen.findByText('Ma’lumotlarni tekshiring: belgilangan maydonlarda xatolik bor.')).toBeInTheDocument();
    const phone = screen.getByRole('textbox', { name: 'Telefon raqami' });
    expect(phone).toHaveAccessibleDescription('Raqam +998 va 9 ta raqamdan iborat bo‘lishi kerak');
    expect(phone).toHaveFocus();
  });

  it('asks to log in again when the session has run out', async () => {
    const { user } = renderCheckout([cartLine(1)], { routes: { [addOrderPath]: serverError(401, 'UNAUTHORIZED') } });
    await findForm();
    await user.click(screen.getByRole('radio', { name: /Click/ }));
    await user.click(screen.getByRole('button', { name: /^To‘lash/ }));

    expect(await screen.findByText(/Sessiya muddati tugagan/)).toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'Shaxsiy kabinet' })).toBeInTheDocument();
  });
});
