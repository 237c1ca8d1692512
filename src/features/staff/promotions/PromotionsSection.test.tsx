import { screen, waitFor, within } from '@testing-library/react';
import type { SaleGroup, StaffCoupon, StaffTier } from '../../../../contract/promotions';
import type { StaffCategory } from '../../../../contract/taxonomy';
import { desktopWidth, phoneWidth, setScreenWidth } from '../../../../test/web/screen';
import { jsonBody, requestsTo } from '../../profile/testing/profileKit';
import type { StaffCustomerRow } from '../customers/types';
import { queryOf, renderStaff, signInStaff, staffOrders } from '../testing/renderStaff';

const category = (id: number, nameUZB: string, parentId: number | null = null): StaffCategory => ({
  id, nameUZB, nameRUS: `${nameUZB} (ru)`, parentId, position: id, verticalImage: null, horizontalImage: null, productCount: 1,
});
const categories = [category(1, 'Ayollar'), category(2, 'Ko‘ylaklar', 1), category(3, 'Erkaklar')];

const coupon: StaffCoupon = {
  id: 5, kind: 'GIFT', nameUZB: 'Bahor sovg‘asi', nameRUS: 'Весенний подарок', credit: 50_000, minBasket: 300_000, validDays: 30,
  validFrom: null, validUntil: null, multiUse: false, customer: null, loyaltyTierId: null, active: true,
  createdAt: '2026-11-01T00:00:00.000Z', granted: 12, usedOrders: 0, code: null, maxUses: null, maxUsesPerCustomer: 1, promoUses: 0,
};
const group: SaleGroup = {
  id: 9, nameUZB: 'Qishki chegirma', nameRUS: 'Зимняя скидка', percent: 30, startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z', active: true, categoryIds: [1], state: 'RUNNING', createdAt: '2026-11-01T00:00:00.000Z',
};
const tiers: StaffTier[] = [
  { id: 1, name: 'Start', nameUZB: 'Start', nameRUS: 'Старт', minPoints: 0, couponIds: [] },
  { id: 2, name: 'Bronze', nameUZB: 'Bronza', nameRUS: 'Бронза', minPoints: 1500, couponIds: [] },
];

const customer = (id: number, fullName: string, phoneNumber: string): StaffCustomerRow => ({
  id, fullName, phoneNumber, points: 0, ordersCount: 0, totalSpent: 0, createdAt: '2026-10-01T09:00:00.000Z', deletedAt: null,
});
const customers = [customer(41, 'Malika Rahimova', '+998901234567'), customer(42, 'Bobur Aliyev', '+998935550011')];

/** The staff customers list, matched the way the server does: part of the name, or phone digits. */
function customerSearch(request: Request) {
  const search = (queryOf(request).search ?? '').toLowerCase();
  const digits = search.replace(/[\s+]/g, '');
  const content = customers.filter((row) => row.fullName.toLowerCase().includes(search) || (/^\d{3,}$/.test(digits) && row.phoneNumber.includes(digits)));
  return { body: { content, page: 0, size: 20, totalElements: content.length, totalPages: 1 } };
}

function routes(overrides: Record<string, unknown> = {}) {
  return {
    '/api/coupon/getAllCoupons': { body: [coupon] },
    '/api/customers/staff/getAll': customerSearch,
    '/api/coupon/enums/couponNames': { body: ['GIFT', 'WELCOME', 'BIRTHDAY', 'TIER', 'APOLOGY'] },
    '/api/coupon/addCoupon': { status: 201, body: { ...coupon, id: 6 } },
    '/api/coupon/deleteCoupon/5': { status: 409, body: { error: { code: 'CONFLICT', message: 'used' } } },
    '/api/saleGroup/getAllSaleGroups': { body: [group] },
    '/api/saleGroup/addSaleGroup': { status: 201, body: { ...group, id: 10 } },
    '/api/saleGroup/endSaleGroup/9': { body: { ...group, state: 'ENDED' } },
    '/api/categories/staff/getAllCategories': { body: categories },
    '/api/loyaltyTier/staff/getAllTiers': { body: tiers },
    '/api/loyaltyTier/staff/editTier/2': { status: 400, body: { error: { code: 'VALIDATION', message: 'bad', fields: { minPoints: 'must be above 0 (Start)' } } } },
    ...overrides,
  };
}

describe('staff promotions', () => {
  beforeEach(() => signInStaff());

  it('lists the coupons and adds one for one customer, checking the fields first', async () => {
    setScreenWidth(desktopWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/promotions', routes: routes() });
    const list = await screen.findByRole('list', { name: 'Kuponlar' });
    expect(within(list).getByText('Bahor sovg‘asi')).toBeInTheDocument();
    expect(within(list).getByText(/50 000 so‘m · savat 300 000 so‘m dan/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kupon qo‘shish' }));
    const dialog = screen.getByRole('dialog', { name: 'Yangi kupon' });
    await user.click(within(dialog).getByRole('radio', { name: 'Bitta xaridorga' }));
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' })).toHaveAccessibleDescription('To‘ldiring');
    expect(within(dialog).getByRole('combobox', { name: 'Xaridor' })).toHaveAccessibleDescription('Xaridorni tanlang');
    expect(requestsTo(requests, '/api/coupon/addCoupon', 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' }), 'Uzr');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' }), 'Извините');
    await user.type(within(dialog).getByRole('combobox', { name: 'Xaridor' }), '93 555');
    await user.click(await screen.findByRole('option', { name: 'Bobur Aliyev, +998 93 555 00 11' }, { timeout: 5000 }));
    expect(screen.queryByRole('option', { name: /Malika/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Xaridor' })).toHaveValue('Bobur Aliyev, +998 93 555 00 11');
    expect(queryOf(requestsTo(requests, '/api/customers/staff/getAll').at(-1)!)).toMatchObject({ search: '93 555', state: 'ACTIVE' });
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Saqlandi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/coupon/addCoupon', 'POST')[0])).toEqual({
      kind: 'GIFT', nameUZB: 'Uzr', nameRUS: 'Извините', credit: 20_000, minBasket: 0, validDays: 30, validFrom: null, validUntil: null, multiUse: false, code: null, customerId: 42,
    });
  });

  it('asks before a dialog with typed changes is closed, and closes an untouched one at once', async () => {
    setScreenWidth(desktopWidth);
    const { user } = renderStaff(staffOrders({}), { route: '/staff/promotions', routes: routes() });
    await screen.findByRole('list', { name: 'Kuponlar' });
    await user.click(screen.getByRole('button', { name: 'Kupon qo‘shish' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Yangi kupon' })).getByRole('button', { name: 'Bekor qilish' }));
    expect(screen.queryByRole('dialog', { name: 'Yangi kupon' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kupon qo‘shish' }));
    const dialog = screen.getByRole('dialog', { name: 'Yangi kupon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' }), 'Uzr');
    // Escape (as a click beside the dialog) would drop what was typed: it asks, and staying keeps it.
    await user.keyboard('{Escape}');
    await user.click(within(await screen.findByRole('dialog', { name: 'O‘zgarishlar saqlanmagan' })).getByRole('button', { name: 'Qolish' }));
    expect(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' })).toHaveValue('Uzr');
    await user.click(within(dialog).getByRole('button', { name: 'Bekor qilish' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'O‘zgarishlar saqlanmagan' })).getByRole('button', { name: 'Saqlamasdan chiqish' }));
    expect(screen.queryByRole('dialog', { name: 'Yangi kupon' })).not.toBeInTheDocument();
  });

  it('adds a promo code with its limits (handed to nobody) and lists a code’s uses against its limit', async () => {
    setScreenWidth(desktopWidth);
    const promo: StaffCoupon = { ...coupon, id: 8, nameUZB: 'Bahor kodi', code: 'SPRING-26', maxUses: 100, maxUsesPerCustomer: 1, promoUses: 7, granted: 0 };
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/promotions', routes: routes({ '/api/coupon/getAllCoupons': { body: [promo] } }) });
    const list = await screen.findByRole('list', { name: 'Kuponlar' });
    expect(within(list).getByText('SPRING-26')).toBeInTheDocument();
    expect(within(list).getByText('Promokod bilan · 7 / 100 marta ishlatilgan')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Kupon qo‘shish' }));
    const dialog = screen.getByRole('dialog', { name: 'Yangi kupon' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' }), 'Kuz');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' }), 'Осень');
    await user.type(within(dialog).getByRole('textbox', { name: 'Promokod' }), 'kuz 26');
    // A typed code is for every shopper: the choice of who gets the coupon goes.
    expect(within(dialog).queryByRole('radio', { name: 'Bitta xaridorga' })).not.toBeInTheDocument();
    const perCustomer = within(dialog).getByRole('textbox', { name: 'Bir xaridor necha marta' });
    expect(perCustomer).toHaveValue('1');
    await user.clear(perCustomer);
    await user.type(perCustomer, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(within(dialog).getByRole('textbox', { name: 'Promokod' })).toHaveAccessibleDescription('3–32 ta lotin harfi, raqam yoki «-»');
    expect(perCustomer).toHaveAccessibleDescription('Kamida 1');
    expect(requestsTo(requests, '/api/coupon/addCoupon', 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Promokod' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Promokod' }), 'kuz-26');
    // The limits left while the code was blank: found again, with what was typed in them kept.
    const perCustomerAgain = within(dialog).getByRole('textbox', { name: 'Bir xaridor necha marta' });
    await user.clear(perCustomerAgain);
    await user.type(perCustomerAgain, '2');
    await user.type(within(dialog).getByRole('textbox', { name: 'Jami necha marta (bo‘sh: cheklovsiz)' }), '500');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Saqlandi')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, '/api/coupon/addCoupon', 'POST')[0])).toEqual({
      kind: 'GIFT', nameUZB: 'Kuz', nameRUS: 'Осень', credit: 20_000, minBasket: 0, validDays: 30, validFrom: null, validUntil: null, multiUse: false,
      code: 'KUZ-26', maxUses: 500, maxUsesPerCustomer: 2, customerId: null,
    });
  });

  it('finds the customer by keyboard, asking for two characters first and saying when the search fails', async () => {
    let failing = true;
    const { user, requests } = renderStaff(staffOrders({}), {
      route: '/staff/promotions',
      language: 'ru',
      routes: routes({ '/api/customers/staff/getAll': (request: Request) => (failing ? { status: 500, body: { error: { code: 'INTERNAL', message: 'down' } } } : customerSearch(request)) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Добавить купон' }));
    const dialog = screen.getByRole('dialog', { name: 'Новый купон' });
    expect(within(dialog).getByRole('radio', { name: 'Всем покупателям (и новым, которые зарегистрируются, пока купон действует)' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Одному покупателю' }));
    const picker = within(dialog).getByRole('combobox', { name: 'Покупатель' });
    await user.type(picker, 'M');
    expect(await screen.findByText('Введите хотя бы 2 символа')).toBeInTheDocument();
    await user.type(picker, 'al');
    expect(await screen.findByText('Не удалось загрузить покупателей. Откройте список ещё раз.', undefined, { timeout: 5000 })).toBeInTheDocument();
    // Typing settles first: "M", "Ma" and "Mal" made one request, not three.
    expect(requestsTo(requests, '/api/customers/staff/getAll')).toHaveLength(1);

    failing = false;
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('option', { name: 'Malika Rahimova, +998 90 123 45 67' }, { timeout: 5000 });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(picker).toHaveValue('Malika Rahimova, +998 90 123 45 67');
  });

  it('asks before deleting a coupon and says why a used one stays', async () => {
    const { user } = renderStaff(staffOrders({}), { route: '/staff/promotions', language: 'ru', routes: routes() });
    await user.click(await screen.findByRole('button', { name: 'Удалить «Весенний подарок»' }));
    const dialog = screen.getByRole('dialog', { name: 'Удалить купон?' });
    await user.click(within(dialog).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByText(/купон уже использован/)).toBeInTheDocument();
  });

  it('starts a sale group on chosen categories and ends a running one, at phone width', async () => {
    setScreenWidth(phoneWidth);
    const { user, requests } = renderStaff(staffOrders({}), { route: '/staff/promotions?tab=sales', routes: routes() });
    const list = await screen.findByRole('list', { name: 'Chegirma guruhlari' });
    expect(within(list).getByText('Qishki chegirma')).toBeInTheDocument();
    expect(within(list).getByText('Amalda')).toBeInTheDocument();
    // Midnight UTC is 05:00 in Tashkent: the shop's clock, not the device's (the tests' is New York's, 19:00 the day before).
    expect(within(list).getByText('01.11.2026 05:00 – 01.12.2026 05:00')).toBeInTheDocument();
    expect(await within(list).findByText('Ayollar')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Guruh qo‘shish' }));
    const dialog = screen.getByRole('dialog', { name: 'Yangi chegirma guruhi' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (o‘zbekcha)' }), 'Bahor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Nomi (ruscha)' }), 'Весна');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await within(dialog).findByText('Kamida bitta toifani tanlang')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Ko‘ylaklar' }));
    await user.clear(within(dialog).getByRole('spinbutton', { name: 'Chegirma foizi' }));
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Chegirma foizi' }), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    expect(await screen.findByText('Saqlandi')).toBeInTheDocument();
    const body = (await jsonBody(requestsTo(requests, '/api/saleGroup/addSaleGroup', 'POST')[0])) as Record<string, unknown>;
    expect(body).toMatchObject({ nameUZB: 'Bahor', nameRUS: 'Весна', percent: 30, active: true, categoryIds: [2] });
    expect(Date.parse(body.endsAt as string)).toBeGreaterThan(Date.parse(body.startsAt as string));

    await user.click(screen.getByRole('button', { name: '«Qishki chegirma»ni hozir tugatish' }));
    expect(await screen.findByText('«Qishki chegirma» tugatildi')).toBeInTheDocument();
    expect(requestsTo(requests, '/api/saleGroup/endSaleGroup/9', 'POST')).toHaveLength(1);
  });

  it('shows the tiers; an ADMIN edits one and sees the server’s word on its threshold, a MANAGER only reads', async () => {
    const { user, unmount } = renderStaff(staffOrders({}), { route: '/staff/promotions?tab=tiers', routes: routes() });
    const list = await screen.findByRole('list', { name: 'Sodiqlik darajalari' });
    expect(within(list).getByText('1500 balldan')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '«Bronza»ni tahrirlash' }));
    const dialog = screen.getByRole('dialog', { name: '«Bronza» darajasi' });
    await user.clear(within(dialog).getByRole('textbox', { name: 'Eng kam ball' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Eng kam ball' }), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: 'Eng kam ball' })).toHaveAccessibleDescription('must be above 0 (Start)'));
    unmount();

    signInStaff('staff-token-2', 'MANAGER');
    renderStaff(staffOrders({}), { route: '/staff/promotions?tab=tiers', routes: routes() });
    expect(await screen.findByText('Darajalarni faqat administrator o‘zgartira oladi.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '«Bronza»ni tahrirlash' })).not.toBeInTheDocument();
  });
});
