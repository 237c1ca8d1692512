import { screen, waitFor, within } from '@testing-library/react';
import { deferredReply, type MockReply } from '../../../test/web/fetchMock';
import { settingsPath, shopSettings } from '../settings/testing/shopSettings';
import { cartLine } from './testing/cartLines';
import { findLine, renderCart, requestsTo, soum, summaryValue } from './testing/renderCart';
import type { CartLine } from './types';

const checkbox = (name: string) => screen.getByRole('checkbox', { name });

describe('cart selection', () => {
  it('select-all selects only the lines in stock, and the total follows the selection', async () => {
    const { user } = renderCart([
      cartLine(1, { sellPrice: 100_000 }),
      cartLine(2, { sellPrice: 200_000 }),
      cartLine(3, { sellPrice: 900_000, stock: 0 }),
    ]);
    await findLine('Ko‘ylak 1');
    const selectAll = checkbox('Hammasini tanlash');
    expect(selectAll).toBeChecked();
    expect(summaryValue('Mahsulotlar (2 dona)')).toBe(soum('300 000'));

    await user.click(selectAll);
    expect(checkbox('Tanlash: Ko‘ylak 1')).not.toBeChecked();
    expect(checkbox('Tanlash: Ko‘ylak 2')).not.toBeChecked();
    expect(summaryValue('Mahsulotlar (0 dona)')).toBe(soum('0'));
    expect(summaryValue('Yetkazib berish')).toBe(soum('0'));
    expect(screen.getByRole('button', { name: 'Rasmiylashtirish' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Tanlanganlarni o‘chirish' })).toBeDisabled();

    await user.click(checkbox('Tanlash: Ko‘ylak 2'));
    expect(selectAll).toHaveAttribute('data-indeterminate', 'true');
    expect(summaryValue('Jami')).toBe(soum('228 000'));

    await user.click(selectAll);
    expect(checkbox('Tanlash: Ko‘ylak 1')).toBeChecked();
    expect(checkbox('Tanlash: Ko‘ylak 2')).toBeChecked();
    expect(checkbox('Tanlash: Ko‘ylak 3')).not.toBeChecked();
    expect(summaryValue('Mahsulotlar (2 dona)')).toBe(soum('300 000'));
  });

  it('prices delivery with the fee and threshold of the shop settings', async () => {
    renderCart([cartLine(1, { sellPrice: 300_000 })], { routes: { [settingsPath]: { body: { ...shopSettings, deliveryFee: 35_000, freeDeliveryFrom: 500_000 } } } });
    await findLine('Ko‘ylak 1');
    await waitFor(() => expect(summaryValue('Yetkazib berish')).toBe(soum('35 000')));
    expect(summaryValue('Jami')).toBe(soum('335 000'));
    expect(screen.getByText(/Bepul yetkazib berishgacha yana 200.000.so‘m qoldi/)).toBeInTheDocument();
  });

  it('charges delivery at 399 999 so‘m of goods and not at 400 000', async () => {
    const { user } = renderCart([cartLine(1, { sellPrice: 399_999 }), cartLine(2, { sellPrice: 200_000, quantity: 2 })]);
    await findLine('Ko‘ylak 1');

    await user.click(checkbox('Tanlash: Ko‘ylak 2'));
    expect(summaryValue('Yetkazib berish')).toBe(soum('28 000'));
    expect(summaryValue('Jami')).toBe(soum('427 999'));
    expect(screen.getByText('Bepul yetkazib berishgacha yana 1 so‘m qoldi')).toBeInTheDocument();

    await user.click(checkbox('Tanlash: Ko‘ylak 2'));
    await user.click(checkbox('Tanlash: Ko‘ylak 1'));
    expect(summaryValue('Mahsulotlar (2 dona)')).toBe(soum('400 000'));
    expect(summaryValue('Yetkazib berish')).toBe('Bepul');
    expect(summaryValue('Jami')).toBe(soum('400 000'));
  });
});

describe('changing a line', () => {
  it('steps the quantity up to the stock and no further, saving each step', async () => {
    let lines = [cartLine(1, { stock: 2 })];
    const { user, requests } = renderCart(() => ({ body: lines }), {
      routes: {
        '/api/cartItem/1': async (request) => {
          const body = (await request.clone().json()) as { quantity: number };
          lines = [{ ...lines[0]!, quantity: body.quantity }];
          return { body: lines[0] };
        },
      },
    });
    const line = await findLine('Ko‘ylak 1');
    const increase = within(line).getByRole('button', { name: 'Ko‘paytirish' });
    expect(within(line).getByRole('button', { name: 'Kamaytirish' })).toBeDisabled();

    await user.click(increase);

    const [put] = requestsTo(requests, 'PUT', '/api/cartItem/1');
    expect(await put?.json()).toEqual({ productSizeVariantId: 100, quantity: 2 });
    await waitFor(() => expect(within(line).getByRole('status', { name: 'Miqdor' })).toHaveTextContent('2'));
    await waitFor(() => expect(line).not.toHaveAttribute('aria-busy'));
    expect(increase).toBeDisabled();
    expect(within(line).getByText('Faqat 2 dona qoldi')).toBeInTheDocument();
    expect(requestsTo(requests, 'PUT', '/api/cartItem/1')).toHaveLength(1);
  });

  it('waits for the server while saving and takes the step back when the stock ran out', async () => {
    const reply = deferredReply();
    const { user } = renderCart([cartLine(1, { stock: 5 })], { routes: { '/api/cartItem/1': () => reply.promise } });
    const line = await findLine('Ko‘ylak 1');

    await user.click(within(line).getByRole('button', { name: 'Ko‘paytirish' }));

    // Shown before the server answers (its reply is still held), with the controls held until it does.
    await waitFor(() => expect(within(line).getByRole('status', { name: 'Miqdor' })).toHaveTextContent('2'));
    expect(within(line).getByRole('button', { name: 'Ko‘paytirish' })).toBeDisabled();
    expect(within(line).getByRole('progressbar', { name: 'Saqlanmoqda' })).toBeInTheDocument();

    const refusal: MockReply = { status: 409, body: { error: { code: 'OUT_OF_STOCK', message: 'Only 1 left' } } };
    reply.release(refusal);

    expect(await screen.findByText('Bu o‘lchamdan omborda yetarli mahsulot yo‘q.')).toBeInTheDocument();
    await waitFor(() => expect(within(line).getByRole('status', { name: 'Miqdor' })).toHaveTextContent('1'));
  });

  it('changes the size with a PUT of the new variant, and sold-out sizes cannot be picked', async () => {
    const { user, requests } = renderCart([cartLine(1, { quantity: 3, stock: 5 })], {
      routes: { '/api/cartItem/1': { body: cartLine(1) } },
    });
    const line = await findLine('Ko‘ylak 1');
    const size = within(line).getByRole('combobox', { name: 'O‘lcham' });
    expect(within(size).getByRole('option', { name: 'S — tugagan' })).toBeDisabled();

    await user.selectOptions(size, 'L');

    const [put] = requestsTo(requests, 'PUT', '/api/cartItem/1');
    // Size L has two left, so the three pieces come down to two.
    expect(await put?.json()).toEqual({ productSizeVariantId: 101, quantity: 2 });
  });
});

describe('deleting lines', () => {
  it('deletes one line and puts it back on undo', async () => {
    let lines: CartLine[] = [cartLine(1, { quantity: 2 }), cartLine(2)];
    const { user, requests } = renderCart(() => ({ body: lines }), {
      routes: {
        '/api/cartItem/1': () => {
          lines = lines.filter((line) => line.cartItemId !== 1);
          return { status: 204 };
        },
        '/api/cartItem/addCartItem': () => {
          lines = [cartLine(7, { quantity: 2 }), ...lines];
          return { status: 201, body: lines[0] };
        },
      },
    });
    const line = await findLine('Ko‘ylak 1');

    await user.click(within(line).getByRole('button', { name: 'O‘chirish: Ko‘ylak 1' }));

    expect(requestsTo(requests, 'DELETE', '/api/cartItem/1')).toHaveLength(1);
    expect(await screen.findByText('Mahsulot savatdan o‘chirildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ko‘ylak 1' })).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Qaytarish' }));

    const [add] = requestsTo(requests, 'POST', '/api/cartItem/addCartItem');
    expect(await add?.json()).toEqual({ customerId: 5, productSizeVariantId: 100, quantity: 2 });
    expect(await findLine('Ko‘ylak 7')).toBeInTheDocument();
  });

  it('deletes the selected lines together after a confirmation', async () => {
    let lines = [cartLine(1), cartLine(2), cartLine(3), cartLine(4, { stock: 0 })];
    const { user, requests } = renderCart(() => ({ body: lines }), {
      routes: {
        '/api/cartItem/deleteCartItemGroup': async (request) => {
          const { cartIds } = (await request.clone().json()) as { cartIds: number[] };
          lines = lines.filter((line) => !cartIds.includes(line.cartItemId));
          return { status: 204 };
        },
      },
    });
    await findLine('Ko‘ylak 1');
    await user.click(checkbox('Tanlash: Ko‘ylak 2'));

    await user.click(screen.getByRole('button', { name: 'Tanlanganlarni o‘chirish' }));
    const dialog = screen.getByRole('dialog', { name: 'Tanlangan mahsulotlar o‘chirilsinmi?' });
    expect(dialog).toHaveTextContent('2 ta mahsulot savatdan o‘chiriladi.');
    await user.click(within(dialog).getByRole('button', { name: 'O‘chirish' }));

    const [group] = requestsTo(requests, 'DELETE', '/api/cartItem/deleteCartItemGroup');
    expect(await group?.json()).toEqual({ cartIds: [1, 3] });
    expect(await screen.findByText('2 ta mahsulot savatdan o‘chirildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Ko‘ylak 1' })).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Ko‘ylak 2' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Ko‘ylak 4' })).toBeInTheDocument();
  });

  it('keeps the lines and says so when the bulk delete fails', async () => {
    const { user } = renderCart([cartLine(1), cartLine(2)], {
      routes: { '/api/cartItem/deleteCartItemGroup': { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } },
    });
    await findLine('Ko‘ylak 1');

    await user.click(screen.getByRole('button', { name: 'Tanlanganlarni o‘chirish' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'O‘chirish' }));

    expect(await screen.findByText('Mahsulotni o‘chirib bo‘lmadi. Qayta urinib ko‘ring.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('article', { name: 'Ko‘ylak 1' })).toBeInTheDocument();
  });
});
