import { screen, within } from '@testing-library/react';
import type { SmsTemplate } from '../../../../contract/communication';
import { jsonBody, requestsTo, serverError } from '../../profile/testing/profileKit';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

// The whole app renders first (its lazy texts and sections): slow on a busy machine, so the first look waits longer.
const firstPaint = 15_000;

const register: SmsTemplate = {
  name: 'REGISTER',
  textUZB: 'Libos: tasdiqlash kodi {code}',
  textRUS: 'Libos: код подтверждения {code}',
  isDefault: true,
  defaultUZB: 'Libos: tasdiqlash kodi {code}',
  defaultRUS: 'Libos: код подтверждения {code}',
  allowed: ['code'],
  required: ['code'],
  updatedAt: null,
};
const sent: SmsTemplate = {
  name: 'SENT',
  textUZB: 'Yuborildi {orderNumber}, trek {trackingNumber}',
  textRUS: 'Отправлен {orderNumber}, трек {trackingNumber}',
  isDefault: false,
  defaultUZB: 'Libos: {orderNumber} buyurtmangiz yuborildi. Kuzatuv raqami: {trackingNumber}',
  defaultRUS: 'Libos: заказ {orderNumber} отправлен. Трек-номер: {trackingNumber}',
  allowed: ['orderNumber', 'trackingNumber'],
  required: ['orderNumber', 'trackingNumber'],
  updatedAt: '2026-11-20T09:00:00.000Z',
};

describe('staff SMS texts', () => {
  beforeEach(() => signInStaff());

  it('shows each SMS with its placeholders and a preview, checks a text before saving, and adds a built-in one', async () => {
    const { user, requests } = renderStaff(staffOrders({}), {
      route: '/staff/sms',
      routes: {
        '/api/sms/getAll': { body: [register, sent] },
        '/api/sms/add': { status: 201, body: { ...register, isDefault: false, textUZB: 'Kod: {code}', updatedAt: '2026-11-26T09:00:00.000Z' } },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'SMS matnlari' }, { timeout: firstPaint })).toBeInTheDocument();
    const card = await screen.findByRole('region', { name: 'Ro‘yxatdan o‘tish kodi' });
    expect(within(card).getByText('Standart matn')).toBeInTheDocument();
    expect(within(card).getByText(/Libos: tasdiqlash kodi 4821/)).toBeInTheDocument();
    const sentCard = screen.getByRole('region', { name: 'Buyurtma yuborildi' });
    expect(within(sentCard).getByText(/Yuborildi LB-000123, trek UZ1234567890/)).toBeInTheDocument();

    const uzbek = within(card).getByRole('textbox', { name: 'SMS matni (o‘zbekcha)' });
    await user.clear(uzbek);
    await user.click(uzbek);
    await user.paste('Kod: {cod}');
    await user.click(within(card).getByRole('button', { name: 'Saqlash' }));
    expect(await within(card).findByText('Bunday o‘rinbosar yo‘q: {cod}')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/sms/add', 'POST')).toHaveLength(0);

    await user.clear(uzbek);
    await user.click(uzbek);
    await user.paste('Kod: ');
    await user.click(within(card).getByRole('button', { name: '{code} qo‘yish (shart)' }));
    expect(uzbek).toHaveValue('Kod: {code}');
    await user.click(within(card).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('«Ro‘yxatdan o‘tish kodi» SMS matni saqlandi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/sms/add', 'POST')[0])).toEqual({ name: 'REGISTER', textUZB: 'Kod: {code}', textRUS: 'Libos: код подтверждения {code}' });
  });

  it("edits a saved one and shows the server's refusal on its field", async () => {
    const { user } = renderStaff(staffOrders({}), {
      route: '/staff/sms',
      language: 'ru',
      routes: {
        '/api/sms/getAll': { body: [sent] },
        '/api/sms/edit/SENT': serverError(400, 'VALIDATION', { textRUS: 'must contain {trackingNumber}' }),
      },
    });
    const card = await screen.findByRole('region', { name: 'Заказ отправлен' }, { timeout: firstPaint });
    const russian = within(card).getByRole('textbox', { name: 'Текст SMS (русский)' });
    await user.click(russian);
    await user.paste('!');
    await user.click(within(card).getByRole('button', { name: 'Сохранить' }));
    expect(await within(card).findByText('must contain {trackingNumber}')).toBeInTheDocument();
    expect(await screen.findByText('Проверьте поля.')).toBeInTheDocument();
  });
});
