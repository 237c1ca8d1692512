import { screen, within } from '@testing-library/react';
import type { ShopSettings } from '../../../../contract/settings';
import { desktopWidth, setScreenWidth } from '../../../../test/web/screen';
import { jsonBody, requestsTo, serverError } from '../../profile/testing/profileKit';
import { shopSettings } from '../../settings/testing/shopSettings';
import { renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

// The whole app renders first (its lazy texts and sections): slow on a busy machine, so the first look waits longer.
const firstPaint = 15_000;
const getPath = '/api/settings/staff/get';
const savePath = '/api/settings/staff/save';

describe('staff shop settings', () => {
  it('saves the changed settings with a new branch, says so, and shows the saved values', async () => {
    signInStaff();
    let stored: ShopSettings = shopSettings;
    const { user, requests } = renderStaff(staffOrders({}), {
      route: '/staff/settings',
      routes: {
        [getPath]: () => ({ body: stored }),
        [savePath]: async (request) => {
          stored = JSON.parse(await request.clone().text()) as ShopSettings;
          return { body: stored };
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Do‘kon sozlamalari' }, { timeout: firstPaint })).toBeInTheDocument();
    const fee = await screen.findByRole('textbox', { name: 'Yetkazib berish narxi' });
    expect(fee).toHaveValue('28000');

    // Pasted after clearing, as below: each key typed redraws the whole form, which the machine's time is better spent on.
    await user.clear(fee);
    await user.paste('35000');
    const sender = screen.getByRole('textbox', { name: 'SMS jo‘natuvchi nomi' });
    await user.clear(sender);
    await user.paste('Libos Shop');
    await user.click(screen.getByRole('button', { name: 'Filial qo‘shish' }));
    const fourth = screen.getByRole('group', { name: '4-filial' });
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    // Checked before sending: the sender has a space, the new branch is empty.
    expect(await screen.findByText('1–11 ta lotin harfi yoki raqam kiriting.')).toBeInTheDocument();
    expect(screen.getByText('Har bir filialning nomi, manzili va ish vaqtini ikkala tilda to‘ldiring.')).toBeInTheDocument();
    expect(requestsTo(requests, savePath, 'PUT')).toHaveLength(0);

    await user.clear(sender);
    await user.paste('LibosShop');
    const fields: Array<[string, string]> = [
      ['Nomi (o‘zbekcha)', 'Libos Sergeli'],
      ['Nomi (ruscha)', 'Libos Сергели'],
      ['Manzil (o‘zbekcha)', 'Toshkent, Sergeli tumani, 5-uy'],
      ['Manzil (ruscha)', 'Ташкент, Сергелийский район, 5'],
      ['Ish vaqti (o‘zbekcha)', 'Har kuni 10:00–20:00'],
      ['Ish vaqti (ruscha)', 'Ежедневно 10:00–20:00'],
    ];
    // Pasted, not typed key by key: a branch's six texts typed redraw its card some 150 times, which on a busy two-core
    // machine ran this test past jest's minute.
    for (const [label, value] of fields) {
      await user.click(within(fourth).getByRole('textbox', { name: label }));
      await user.paste(value);
    }
    // The first branch goes.
    await user.click(screen.getByRole('button', { name: '1-filialni olib tashlash' }));
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));

    expect(await screen.findByText('Sozlamalar saqlandi. Do‘konda darhol ko‘rinadi.')).toBeInTheDocument();
    const sent = (await jsonBody(requestsTo(requests, savePath, 'PUT')[0])) as ShopSettings;
    expect(sent).toMatchObject({ deliveryFee: 35_000, freeDeliveryFrom: 400_000, returnWindowDays: 10, smsSender: 'LibosShop' });
    expect(sent.branches.map((branch) => branch.nameUz)).toEqual(['Libos Yunusobod', 'Libos Mirobod', 'Libos Sergeli']);
    expect(sent.branches[2]).toEqual({
      nameUz: 'Libos Sergeli', nameRu: 'Libos Сергели', addressUz: 'Toshkent, Sergeli tumani, 5-uy', addressRu: 'Ташкент, Сергелийский район, 5',
      landmarkUz: '', landmarkRu: '', hoursUz: 'Har kuni 10:00–20:00', hoursRu: 'Ежедневно 10:00–20:00',
    });
    // Read again after the save: the form shows what the server kept.
    expect(await screen.findByRole('group', { name: '3-filial' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: '4-filial' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Yetkazib berish narxi' })).toHaveValue('35000');
  });

  it("marks the server's refusal on its field", async () => {
    signInStaff();
    const { user } = renderStaff(staffOrders({}), {
      route: '/staff/settings',
      language: 'ru',
      routes: { [getPath]: { body: shopSettings }, [savePath]: serverError(400, 'VALIDATION', { email: 'must match pattern' }) },
    });
    const email = await screen.findByRole('textbox', { name: 'Электронная почта' }, { timeout: firstPaint });
    await user.clear(email);
    await user.type(email, 'salom@libos.uz');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText('must match pattern')).toBeInTheDocument();
    expect(await screen.findByText('Проверьте поля.')).toBeInTheDocument();
  });

  it('tells a MANAGER they have no access, shows no link to it, and asks the server nothing', async () => {
    signInStaff('staff-token-1', 'MANAGER');
    setScreenWidth(desktopWidth);
    const { requests } = renderStaff(staffOrders({}), { route: '/staff/settings', routes: { [getPath]: { body: shopSettings } } });
    expect(await screen.findByRole('alert', {}, { timeout: firstPaint })).toHaveTextContent('Do‘kon sozlamalarini faqat administrator o‘zgartiradi.');
    expect(within(screen.getByRole('navigation', { name: 'Bo‘limlar' })).queryByRole('link', { name: 'Do‘kon sozlamalari' })).toBeNull();
    expect(requestsTo(requests, getPath)).toHaveLength(0);
  });
});
