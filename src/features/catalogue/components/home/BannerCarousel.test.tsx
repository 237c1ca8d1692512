import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../../../app/providers';
import { makeStore } from '../../../../app/store';
import type { Language } from '../../../../i18n/languages';
import { createI18n } from '../../../../i18n/setup';
import type { Banner } from '../../types';
import { BannerCarousel, bannerAutoplayMs } from './BannerCarousel';

type NamedBanner = Banner & { targetName?: { uz: string; ru: string } | null };

const banner = (id: number, target: Banner['target'], targetName: { uz: string; ru: string } | null): NamedBanner => ({
  id,
  mobileImage: `/media/banner/${id}/mobile.svg`,
  desktopImage: `/media/banner/${id}/desktop.svg`,
  mobileImageRUS: null,
  desktopImageRUS: null,
  target,
  targetName,
});

const banners = [
  banner(1, { type: 'category', id: 1 }, { uz: 'Yangi kolleksiya', ru: 'Новая коллекция' }),
  banner(2, { type: 'product', id: 40 }, { uz: 'Jigarrang jun palto', ru: 'Коричневое шерстяное пальто' }),
  // A target that is gone: only what kind of page it opens.
  banner(3, { type: 'look', id: 2 }, null),
];

function renderCarousel(language: Language = 'uz') {
  return render(
    <AppProviders store={makeStore()} i18n={createI18n(language)}>
      <MemoryRouter>
        <div data-testid="page">
          <BannerCarousel banners={banners} />
        </div>
      </MemoryRouter>
    </AppProviders>,
  );
}

const slides = () => screen.getAllByRole('group', { hidden: true });
const current = () => slides().findIndex((slide) => !slide.hasAttribute('inert'));

describe('BannerCarousel', () => {
  it('keeps only the banner on the screen in the tab order, its link named by what it opens', async () => {
    const user = userEvent.setup();
    renderCarousel();
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(within(slides()[0]!).getByRole('link', { name: 'Yangi kolleksiya' })).toHaveAttribute('href', '/categoryDetail/1');
    expect(within(slides()[1]!).getByRole('link', { name: 'Jigarrang jun palto' })).toHaveAttribute('href', '/productDetail/40');
    expect(within(slides()[2]!).getByRole('link', { name: 'Obrazni ko‘rish' })).toHaveAttribute('href', '/looksDetail/2');

    await user.click(screen.getByRole('button', { name: 'Keyingi banner' }));
    expect(slides().map((slide) => slide.hasAttribute('inert'))).toEqual([true, false, true]);
  });

  it('makes the dots one Tab stop, moved along by the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    renderCarousel();
    const dots = banners.map((_, index) => screen.getByRole('button', { name: `${index + 1}-bannerga o‘tish` }));
    expect(dots.map((dot) => dot.tabIndex)).toEqual([0, -1, -1]);
    act(() => dots[0]!.focus());
    await user.keyboard('{ArrowRight}');
    expect(dots[1]).toHaveFocus();
    expect(current()).toBe(1);
    await user.keyboard('{End}');
    expect(dots[2]).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(dots[0]).toHaveFocus();
    expect(current()).toBe(0);
  });

  it('names the links in Russian on the Russian page', () => {
    renderCarousel('ru');
    expect(within(slides()[0]!).getByRole('link', { name: 'Новая коллекция' })).toBeInTheDocument();
  });

  it('stands still while a dialog covers the page, and turns again once it is closed', async () => {
    jest.useFakeTimers();
    renderCarousel();
    const page = screen.getByTestId('page');
    await act(() => jest.advanceTimersByTimeAsync(bannerAutoplayMs + 100));
    expect(current()).toBe(1);

    // What MUI's modals (the account panel, the search, the language list) do to the rest of the page while open.
    await act(async () => page.setAttribute('aria-hidden', 'true'));
    await act(() => jest.advanceTimersByTimeAsync(2 * bannerAutoplayMs));
    expect(current()).toBe(1);

    await act(async () => page.removeAttribute('aria-hidden'));
    await act(() => jest.advanceTimersByTimeAsync(bannerAutoplayMs + 100));
    expect(current()).toBe(2);
  });
});
