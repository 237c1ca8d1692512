import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { requestsTo, signIn } from '../profile/testing/profileKit';
import { shopSettings } from '../settings/testing/shopSettings';
import { deliveredOrder, openMyOrders, paths, returnRequest } from './testing/returnsKit';
import type { ReturnRequest } from './types';

beforeEach(() => signIn());

const RECEIPT = 'https://ofd.soliq.uz/check?t=UZ170703100597&r=3321';
const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

const findRequest = (id: number) => screen.findByTestId(`return-request-${id}`);
const fact = (request: HTMLElement, testId: string) => within(request).getByTestId(testId).textContent;

describe('my orders: the return and exchange requests', () => {
  it('show under their order with their step, parcel instructions, the shop’s answer, the money and the new size', async () => {
    const requests: ReturnRequest[] = [
      returnRequest(11, { status: 'REQUESTED', handover: 'POST' }),
      returnRequest(12, { kind: 'EXCHANGE', status: 'APPROVED', handover: 'COURIER', refundAmount: 0, exchange: { productId: 50, productSizeVariantId: 1201, size: 'L', colorId: 1, nameUZB: 'Ko‘ylak 50', nameRUS: 'Платье 50' }, decisionNote: 'Yorlig‘ini olib tashlamang' }),
      returnRequest(13, { status: 'REFUNDED', refundState: 'DONE', refundProvider: 'CLICK', refundReceiptUrl: RECEIPT, refundedAt: '2026-03-20T07:00:00Z', receivedAt: '2026-03-19T07:00:00Z' }),
      returnRequest(14, { kind: 'EXCHANGE', status: 'EXCHANGED', refundAmount: 0, exchange: { productId: 51, productSizeVariantId: 1301, size: 'M', colorId: 2, nameUZB: 'Ko‘ylak 50, yashil', nameRUS: 'Платье 50, зелёное' }, exchangeTrackingNumber: 'UZ987654321', exchangeSentAt: '2026-03-21T07:00:00Z' }),
      returnRequest(15, { status: 'REJECTED', decisionNote: 'Mahsulot kiyilgan' }),
      returnRequest(16, { orderId: 2, orderNumber: 'L-000002' }),
    ];
    openMyOrders([deliveredOrder(1)], { requests, routes: { '/api/settings/getShopSettings': { body: shopSettings } } });

    const list = await screen.findByRole('list', { name: 'Buyurtma № L-000001 bo‘yicha arizalar' });
    expect(within(list).getAllByTestId(/^return-request-/).map((request) => request.dataset.testid)).toEqual([11, 12, 13, 14, 15].map((id) => `return-request-${id}`));
    expect(screen.queryByTestId('return-request-16')).not.toBeInTheDocument();

    const asked = await findRequest(11);
    expect(within(asked).getByText('Qaytarish arizasi № 11')).toBeInTheDocument();
    expect(within(asked).getByTestId('return-status')).toHaveTextContent('Yuborildi');
    expect(within(asked).getByText('Yuborildi', { selector: '.MuiStepLabel-label' }).closest('li')).toHaveAttribute('aria-current', 'step');
    expect(within(asked).getByTestId('return-instructions')).toHaveTextContent(
      'Do‘kon tasdiqlagach:Mahsulotni istalgan pochta bo‘limidan do‘konga yuboring. Posilkaga ariza raqamini yozing: № 11.',
    );
    // Where the parcel goes: the shop's name and first branch, and its phone (the shop settings).
    expect(await within(asked).findByTestId('return-recipient')).toHaveTextContent(
      'Qabul qiluvchi: Libos, Toshkent, Chilonzor tumani, Bunyodkor shoh ko‘chasi, 12-uy. Savollar uchun: +998 71 200 00 00.',
    );
    expect(fact(asked, 'return-refund-amount')).toBe(nbsp('249 900 so‘m'));
    expect(fact(asked, 'return-refund-provider')).toBe('Payme');
    expect(fact(asked, 'return-refund-state')).toBe('Do‘kon posilkani olgach qaytariladi');

    const approved = await findRequest(12);
    expect(within(approved).getByText('Ko‘ylak 50 · M o‘lcham → L o‘lcham · 1 dona')).toBeInTheDocument();
    expect(within(approved).getByTestId('return-instructions')).toHaveTextContent('Posilkani yuboring:Do‘kon kuryeri sizga qo‘ng‘iroq qilib, posilkani olib ketadi.');
    expect(within(approved).getByText('Do‘kon izohi: Yorlig‘ini olib tashlamang')).toBeInTheDocument();
    expect(within(approved).queryByTestId('return-refund-amount')).not.toBeInTheDocument();
    expect(within(approved).queryByRole('button', { name: /qaytarib olish/ })).not.toBeInTheDocument();

    const refunded = await findRequest(13);
    expect(within(refunded).getByTestId('return-status')).toHaveTextContent('Pul qaytarildi');
    expect(within(refunded).queryByTestId('return-instructions')).not.toBeInTheDocument();
    expect(fact(refunded, 'return-refund-provider')).toBe('Click');
    expect(fact(refunded, 'return-refund-state')).toBe('Qaytarildi (20-mart, 2026)');
    const receipt = within(refunded).getByRole('link', { name: 'Qaytarish fiskal cheki, ariza № 13 (yangi oynada ochiladi)' });
    expect(receipt).toHaveAttribute('href', RECEIPT);
    expect(receipt).toHaveAttribute('target', '_blank');
    expect(receipt).toHaveAttribute('rel', 'noopener noreferrer');

    const exchanged = await findRequest(14);
    expect(fact(exchanged, 'return-tracking')).toBe('UZ987654321');
    // Another colour of the article is named beside its size.
    expect(within(exchanged).getByText('Ko‘ylak 50 · M o‘lcham → Ko‘ylak 50, yashil, M o‘lcham · 1 dona')).toBeInTheDocument();
    expect(within(exchanged).getByText('Almashtirish 21-mart, 2026 yuborildi: Ko‘ylak 50, yashil, M o‘lcham')).toBeInTheDocument();

    const rejected = await findRequest(15);
    expect(within(rejected).getByRole('alert')).toHaveTextContent('Do‘kon arizani rad etdi: Mahsulot kiyilgan');
    expect(within(rejected).queryByRole('list', { name: 'Ariza holati' })).not.toBeInTheDocument();
    expect(within(rejected).queryByTestId('return-refund-amount')).not.toBeInTheDocument();
  });

  it('withdraws a request the shop has not answered yet', async () => {
    let current = returnRequest(11);
    const { requests } = openMyOrders([deliveredOrder(1)], {
      routes: {
        [paths.requests]: () => ({ body: [current] }),
        [paths.withdraw(11)]: () => {
          current = { ...current, status: 'CLOSED' };
          return { body: current };
        },
      },
    });

    const request = await findRequest(11);
    fireEvent.click(within(request).getByRole('button', { name: 'Arizani qaytarib olish, № 11' }));

    expect(await screen.findByText('Ariza qaytarib olindi')).toBeInTheDocument();
    await waitFor(() => expect(within(request).getByTestId('return-status')).toHaveTextContent('Yopildi'));
    expect(requestsTo(requests, paths.withdraw(11), 'POST')).toHaveLength(1);
    expect(within(request).queryByRole('button', { name: /qaytarib olish/ })).not.toBeInTheDocument();
    expect(within(request).queryByTestId('return-instructions')).not.toBeInTheDocument();
  });

  it('speaks Russian, with the amount in сум and the provider’s name', async () => {
    openMyOrders([deliveredOrder(1)], { language: 'ru', requests: [returnRequest(17, { status: 'RECEIVED', refundState: 'WAITING', refundProvider: 'UZUM', refundAmount: 400_000 })] });
    const request = await findRequest(17);
    expect(within(request).getByText('Заявка на возврат № 17')).toBeInTheDocument();
    expect(within(request).getByTestId('return-status')).toHaveTextContent('Получена');
    expect(fact(request, 'return-refund-amount')).toBe(nbsp('400 000 сум'));
    expect(fact(request, 'return-refund-provider')).toBe('Uzum Bank');
    expect(fact(request, 'return-refund-state')).toBe('Возвращаются');
  });
});
