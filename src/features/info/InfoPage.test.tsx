import { screen, within } from '@testing-library/react';
import { mockRoutes, pathOf } from '../../../test/web/fetchMock';
import { renderApp } from '../../../test/web/render';
import { preloadPage } from '../../app/router';
import { makeStore } from '../../app/store';
import { settingsPath, shopSettings } from '../settings/testing/shopSettings';
import uzCommon from '../../i18n/uz/common.json';
import ruCommon from '../../i18n/ru/common.json';
import uzInfo from '../../i18n/uz/info.json';
import ruInfo from '../../i18n/ru/info.json';
import { infoTopics } from './infoTopics';

// The contacts, branches and figures the texts name are the shop settings'.
beforeEach(() => {
  mockRoutes({ [settingsPath]: { body: shopSettings } });
});

const languages = [
  { language: 'uz' as const, common: uzCommon, info: uzInfo },
  { language: 'ru' as const, common: ruCommon, info: ruInfo },
];

describe.each(languages)('information pages in $language', ({ language, common, info }) => {
  it.each(infoTopics.map((topic) => ({ topic })))('/$topic shows its title, lead and every section heading', async ({ topic }) => {
    renderApp({ route: `/${topic}`, language });

    expect(await screen.findByRole('heading', { level: 1, name: common.pages[topic] })).toBeInTheDocument();
    expect(screen.getByText(info[topic].lead)).toBeInTheDocument();
    const article = screen.getByRole('article', { name: common.pages[topic] });
    for (const section of Object.values(info[topic].sections)) {
      expect(await within(article).findByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    expect(document.title).toBe(`${common.pages[topic]} — Libos`);
    // The other four pages are a click away.
    const more = screen.getByRole('navigation', { name: info.more });
    expect(within(more).getAllByRole('link')).toHaveLength(infoTopics.length - 1);
  });
});

describe('information pages on a landing', () => {
  it.each(infoTopics.map((topic) => ({ topic })))('/$topic is drawn with the shop’s settings in its first render, read before it', async ({ topic }) => {
    const { requests } = mockRoutes({ [settingsPath]: { body: shopSettings } });
    const store = makeStore();
    await preloadPage(`/${topic}`, '', store.dispatch);
    renderApp({ route: `/${topic}`, store });

    // The sections (which name the shop's contacts) at once, not a placeholder until the settings arrive.
    const article = screen.getByRole('article', { name: uzCommon.pages[topic] });
    for (const section of Object.values(uzInfo[topic].sections)) {
      expect(within(article).getByRole('heading', { level: 2, name: section.heading })).toBeInTheDocument();
    }
    expect(requests.filter((request) => pathOf(request) === settingsPath)).toHaveLength(1);
  });
});

describe('information page content', () => {
  it('states the terms of sale: delivery, payment and returns', async () => {
    renderApp({ route: '/terms' });
    await screen.findByRole('heading', { level: 1, name: 'Foydalanish shartlari' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Qaytarish va almashtirish' })).toBeInTheDocument();
    expect(screen.getByText(/^400.000 so‘m va undan ortiq buyurtmalar uchun yetkazib berish bepul, undan kam bo‘lsa — 28.000 so‘m\.$/)).toBeInTheDocument();
    expect(screen.getByText(/PayMe, Click yoki Uzum Bank/)).toBeInTheDocument();
    expect(screen.getByText(/10 kun ichida qaytarishingiz/)).toBeInTheDocument();
  });

  it('lists the Tashkent shops with hours and Yandex map links', async () => {
    renderApp({ route: '/branches', language: 'ru' });
    await screen.findByRole('heading', { level: 1, name: 'Филиалы' });
    await screen.findByRole('region', { name: 'Libos Чиланзар' });

    for (const name of ['Libos Чиланзар', 'Libos Юнусабад', 'Libos Мирабад']) {
      const shop = screen.getByRole('region', { name });
      expect(within(shop).getByText(/Часы работы/)).toBeInTheDocument();
      const map = within(shop).getByRole('link', { name: `${name}: открыть на Яндекс Картах (в новом окне)` });
      expect(map.getAttribute('href')).toMatch(/^https:\/\/yandex\.uz\/maps\/\?text=/);
      expect(map).toHaveAttribute('target', '_blank');
      expect(map).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(decodeURIComponent(screen.getByRole('link', { name: /^Libos Чиланзар/ }).getAttribute('href') ?? '')).toContain('проспект Бунёдкор, 12');
  });

  it('gives the phone as a tel: link, Telegram, e-mail and hours', async () => {
    renderApp({ route: '/contact' });
    await screen.findByRole('heading', { level: 1, name: 'Aloqa' });

    expect(await screen.findByRole('link', { name: 'Qo‘ng‘iroq qilish: +998 71 200 00 00' })).toHaveAttribute('href', 'tel:+998712000000');
    expect(screen.getByRole('link', { name: 'Telegram’da yozish: @libos_uz (yangi oynada)' })).toHaveAttribute('href', 'https://t.me/libos_uz');
    expect(screen.getByRole('link', { name: 'Xat yozish: info@libos.uz' })).toHaveAttribute('href', 'mailto:info@libos.uz');
    expect(screen.getByText('Har kuni 9:00–21:00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manzillar va ish vaqti' })).toHaveAttribute('href', '/branches');
  });

  it('explains the data kept and the cookies in the privacy policy', async () => {
    renderApp({ route: '/privacy', language: 'ru' });
    await screen.findByRole('heading', { level: 1, name: 'Политика конфиденциальности' });
    expect(await screen.findByText('Номер телефона — для входа в аккаунт и подтверждения по SMS.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Cookie и память браузера' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Ваши права' })).toBeInTheDocument();
  });

  it('shows the contacts, branches, delivery figures and return window an ADMIN saved', async () => {
    const saved = {
      ...shopSettings,
      phoneNumber: '+998712223344',
      telegram: '@libos_shop',
      email: 'salom@libos.uz',
      hoursUz: 'Har kuni 8:00–22:00',
      deliveryFee: 35_000,
      freeDeliveryFrom: 500_000,
      returnWindowDays: 14,
      branches: [{ ...shopSettings.branches[0]!, nameUz: 'Libos Sergeli', addressUz: 'Toshkent, Sergeli tumani, 5-uy', hoursUz: 'Har kuni 10:00–20:00' }],
    };
    mockRoutes({ [settingsPath]: { body: saved } });
    const contact = renderApp({ route: '/contact' });
    expect(await screen.findByRole('link', { name: 'Qo‘ng‘iroq qilish: +998 71 222 33 44' })).toHaveAttribute('href', 'tel:+998712223344');
    expect(screen.getByRole('link', { name: 'Telegram’da yozish: @libos_shop (yangi oynada)' })).toHaveAttribute('href', 'https://t.me/libos_shop');
    expect(screen.getByRole('link', { name: 'Xat yozish: salom@libos.uz' })).toHaveAttribute('href', 'mailto:salom@libos.uz');
    expect(screen.getByText('Har kuni 8:00–22:00')).toBeInTheDocument();
    contact.unmount();

    const branches = renderApp({ route: '/branches' });
    const shop = await screen.findByRole('region', { name: 'Libos Sergeli' });
    expect(within(shop).getByText('Toshkent, Sergeli tumani, 5-uy')).toBeInTheDocument();
    expect(within(shop).getByText('Har kuni 10:00–20:00')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Libos Yunusobod' })).not.toBeInTheDocument();
    branches.unmount();

    renderApp({ route: '/terms' });
    expect(await screen.findByText(/^500.000 so‘m va undan ortiq buyurtmalar uchun yetkazib berish bepul, undan kam bo‘lsa — 35.000 so‘m\.$/)).toBeInTheDocument();
    expect(screen.getByText(/14 kun ichida qaytarishingiz/)).toBeInTheDocument();
  });
});
