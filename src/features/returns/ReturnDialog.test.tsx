import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FakeUpload, installFakeUpload } from '../../../test/web/fakeUpload';
import type { MockHandler, MockReply } from '../../../test/web/fetchMock';
import { jsonBody, requestsTo, serverError, signIn } from '../profile/testing/profileKit';
import {
  deliveredOrder,
  openMyOrders,
  paths,
  returnRequest,
  returnability,
  returnableLine,
} from './testing/returnsKit';

let restoreXhr: () => void;
beforeEach(() => {
  signIn();
  restoreXhr = installFakeUpload();
});
afterEach(() => restoreXhr());

const photoUrl = (n: number) => `/media/uploads/returns/${String(n).repeat(32)}.webp`;
const picture = (name: string, type = 'image/jpeg') => new File([new Uint8Array(512)], name, { type });

/** My orders with one delivered order whose first line (2 units) may go back; the dialog opened on it. */
async function openDialog(
  createReturn: (request: Request) => MockReply | Promise<MockReply> = () => ({ status: 201, body: returnRequest(1) }),
  routes: Record<string, MockHandler> = {},
) {
  const mock = openMyOrders([deliveredOrder(1)], {
    routes: {
      [paths.returnability(1)]: { body: returnability(1, [returnableLine(350), returnableLine(357, { returnableQuantity: 1 })]) },
      [paths.create(1)]: createReturn,
      ...routes,
    },
  });
  const card = await screen.findByRole('article', { name: /№ L-000001$/ });
  fireEvent.click(within(card).getByRole('button', { name: 'Batafsil' }));
  fireEvent.click(await within(card).findByTestId('return-line-350'));
  const dialog = await screen.findByRole('dialog', { name: 'Buyurtma № L-000001: qaytarish yoki almashtirish' });
  return { ...mock, dialog };
}

const submit = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Ariza yuborish' }));

async function chooseReason(dialog: HTMLElement, reason: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Sababi' }));
  fireEvent.click(await screen.findByRole('option', { name: reason }));
}

describe('the return dialog', () => {
  it('asks for a quantity within the units left, a reason, and a size in stock for an exchange', async () => {
    const { dialog, requests } = await openDialog();
    expect(within(dialog).getByText('Ko‘ylak 50')).toBeInTheDocument();
    expect(within(dialog).getByText('O‘lcham: M · Rang: Qora · 249 900 so‘m')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Soni' }), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Boshqa o‘lcham yoki rangga almashtirish' }));
    expect(within(dialog).getByRole('radio', { name: 'O‘lcham: L · 3 dona bor' })).toBeEnabled();
    expect(within(dialog).getByRole('radio', { name: 'O‘lcham: XL · Qolmagan' })).toBeDisabled();
    submit(dialog);

    expect(within(dialog).getByRole('spinbutton', { name: 'Soni' })).toHaveAccessibleDescription('1 dan 2 gacha son kiriting');
    expect(within(dialog).getByText('Sababini tanlang')).toBeInTheDocument();
    expect(within(dialog).getByText('Yangi o‘lchamni tanlang')).toBeInTheDocument();

    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Soni' }), { target: { value: '0' } });
    submit(dialog);
    expect(within(dialog).getByText('1 dan 2 gacha son kiriting')).toBeInTheDocument();
    expect(requestsTo(requests, paths.create(1), 'POST')).toHaveLength(0);
  });

  it('takes at most three photos, uploading each as multipart "file" with its progress', async () => {
    FakeUpload.answer = (_url, file) => ({ status: 201, body: { url: photoUrl(Number(file.name[0])) } });
    let release = () => undefined as void;
    FakeUpload.held = new Promise((resolve) => (release = resolve));
    const { dialog } = await openDialog();

    fireEvent.change(within(dialog).getByLabelText('Qaytarish rasmi fayli'), {
      target: { files: [picture('1.jpg'), picture('2.png', 'image/png'), picture('3.webp', 'image/webp'), picture('4.jpg')] },
    });
    expect(await screen.findByText('Ko‘pi bilan 3 ta rasm qo‘shish mumkin.')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('progressbar', { name: 'Rasm yuklanmoqda' })).toHaveAttribute('aria-valuenow', '50'));
    expect(within(dialog).getByRole('button', { name: 'Ariza yuborish' })).toBeDisabled();
    act(() => release());

    const chosen = await within(dialog).findByRole('list', { name: 'Tanlangan rasmlar' });
    await waitFor(() => expect(within(chosen).getAllByRole('img')).toHaveLength(3));
    expect(FakeUpload.sent.map((upload) => [upload.method, upload.url, upload.headers.Authorization, (upload.form?.get('file') as File).name])).toEqual([
      ['POST', '/api/return/uploadPhoto', 'Bearer token-7', '1.jpg'],
      ['POST', '/api/return/uploadPhoto', 'Bearer token-7', '2.png'],
      ['POST', '/api/return/uploadPhoto', 'Bearer token-7', '3.webp'],
    ]);
    expect(within(dialog).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Rasm qo‘shish' })).toBeDisabled();

    fireEvent.click(within(dialog).getByRole('button', { name: '2-rasmni olib tashlash' }));
    expect(within(chosen).getAllByRole('img').map((image) => image.getAttribute('src'))).toEqual([photoUrl(1), photoUrl(3)]);
    expect(within(dialog).getByRole('button', { name: 'Rasm qo‘shish' })).toBeEnabled();
  });

  it('sends exactly the closed body of an exchange, says so, and shows the new request', async () => {
    FakeUpload.answer = () => ({ status: 201, body: { url: photoUrl(5) } });
    const created = returnRequest(21, { kind: 'EXCHANGE', handover: 'COURIER' });
    let asked = false;
    const { dialog, requests } = await openDialog(
      () => {
        asked = true;
        return { status: 201, body: created };
      },
      {
        [paths.requests]: () => ({ body: asked ? [created] : [] }),
        [paths.returnability(1)]: () => ({ body: returnability(1, [returnableLine(350, asked ? { returnableQuantity: 1, openRequestId: 21 } : {})]) }),
      },
    );

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Boshqa o‘lcham yoki rangga almashtirish' }));
    fireEvent.click(within(dialog).getByRole('radio', { name: /^O‘lcham: L/ }));
    await chooseReason(dialog, 'O‘lchami kichik keldi');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Izoh (ixtiyoriy)' }), { target: { value: '  Yelkasi tor  ' } });
    fireEvent.change(within(dialog).getByLabelText('Qaytarish rasmi fayli'), { target: { files: [picture('tag.jpg')] } });
    await within(dialog).findByRole('img', { name: '1-rasm' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Do‘kon kuryeri olib ketsin' }));
    submit(dialog);

    await waitFor(() => expect(requestsTo(requests, paths.create(1), 'POST')).toHaveLength(1));
    expect(await jsonBody(requestsTo(requests, paths.create(1), 'POST')[0])).toEqual({
      orderItemId: 350,
      kind: 'EXCHANGE',
      quantity: 1,
      reason: 'SIZE_TOO_SMALL',
      comment: 'Yelkasi tor',
      photos: [photoUrl(5)],
      handover: 'COURIER',
      exchangeSizeVariantId: 1201,
    });
    expect(await screen.findByText('Ariza yuborildi. Do‘kon uni ko‘rib chiqib, SMS orqali xabar beradi.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The requests and the order's returnability are read again; the new request takes the focus the line's button had.
    await waitFor(() => expect(screen.getByTestId('return-request-21')).toHaveFocus());
    expect(screen.queryByTestId('return-line-350')).not.toBeInTheDocument();
    expect(requestsTo(requests, paths.requests)).toHaveLength(2);
    expect(requestsTo(requests, paths.returnability(1))).toHaveLength(2);
  });

  it('turns the server’s refusals into toasts, marks the field it names, and closes once the window has closed', async () => {
    const answers: MockReply[] = [
      serverError(409, 'CONFLICT', { quantity: 'only 1 may still be returned' }),
      serverError(500, 'INTERNAL'),
      serverError(409, 'CONFLICT', { orderItemId: 'the return window closed on 2026-03-20' }),
    ];
    const { dialog, requests } = await openDialog(() => answers.shift() ?? serverError(500, 'INTERNAL'));
    fireEvent.change(within(dialog).getByRole('spinbutton', { name: 'Soni' }), { target: { value: '2' } });
    await chooseReason(dialog, 'Nuqsoni bor');

    submit(dialog);
    expect(await screen.findByText('Bunchalik dona qaytarib bo‘lmaydi: ro‘yxat yangilandi, sonini tekshiring.')).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Soni' })).toHaveAccessibleDescription('1 dan 2 gacha son kiriting');
    expect(await jsonBody(requestsTo(requests, paths.create(1), 'POST')[0])).toEqual({
      orderItemId: 350,
      kind: 'RETURN',
      quantity: 2,
      reason: 'DEFECT',
      comment: null,
      photos: [],
      handover: 'POST',
    });

    await act(async () => submit(dialog));
    expect(await screen.findByText('Xatolik yuz berdi. Qayta urinib ko‘ring.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    await act(async () => submit(dialog));
    expect(await screen.findByText('Bu mahsulotni qaytarish muddati tugagan.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
