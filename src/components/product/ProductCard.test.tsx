import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../app/providers';
import { makeStore } from '../../app/store';
import { createI18n } from '../../i18n/setup';
import type { Language } from '../../i18n/languages';
import { ProductCard } from './ProductCard';
import { ProductGrid } from './ProductGrid';
import { productCardFixture } from './testing/productCardFixture';
import type { ProductCard as ProductCardData } from './types';

function renderCard(product: ProductCardData, { language = 'uz', onOpen }: { language?: Language; onOpen?: () => void } = {}) {
  const i18n = createI18n(language);
  const view = render(
    <AppProviders store={makeStore()} i18n={i18n}>
      <MemoryRouter>
        <ProductCard product={product} onOpen={onOpen} action={<button type="button">heart</button>} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { ...view, i18n };
}

describe('ProductCard', () => {
  it('links to the product page by its name and shows a lazy 3:4 picture', () => {
    renderCard(productCardFixture({ id: 42 }));

    const link = screen.getByRole('link', { name: 'Zig‘ir ko‘ylak' });
    expect(link).toHaveAttribute('href', '/productDetail/42');
    const image = link.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/garment/dress/front/1.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '600');
    expect(image).toHaveAttribute('height', '800');
    expect(link).toHaveAccessibleDescription('400\u00a0000\u00a0so‘m');
  });

  it('shows the plain price and no badges for a regular product', () => {
    renderCard(productCardFixture());

    expect(screen.getByText('400 000 so‘m')).toBeInTheDocument();
    expect(screen.queryByText('Yangi')).not.toBeInTheDocument();
    expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText(/Reyting/)).not.toBeInTheDocument();
  });

  it('marks a new product and a discount, with the sale price and the old one struck through', () => {
    renderCard(productCardFixture({ isNew: true, sale: 20, salePrice: 320_000 }));

    expect(screen.getByText('Yangi')).toBeInTheDocument();
    expect(screen.getByText('-20%')).toBeInTheDocument();
    expect(screen.getByText('320 000 so‘m')).toBeInTheDocument();
    const oldPrice = document.querySelector('del');
    expect(oldPrice).toHaveTextContent('400 000 so‘m');
    expect(screen.getByRole('link', { name: 'Zig‘ir ko‘ylak' })).toHaveAccessibleDescription(
      'Yangi 20% chegirma 320\u00a0000\u00a0so‘m Eski narx: 400\u00a0000\u00a0so‘m',
    );
  });

  it('shows the rating and the review count when the product has reviews', () => {
    renderCard(productCardFixture({ averageRating: 4.56, reviewCount: 12 }));

    expect(screen.getByText('4,6')).toBeInTheDocument();
    expect(screen.getByText('(12)')).toBeInTheDocument();
    expect(screen.getByText('Reyting: 5 dan 4,6, 12 ta sharh')).toBeInTheDocument();
  });

  it('dims a sold-out product and says so', () => {
    renderCard(productCardFixture({ inStock: false }));

    expect(screen.getByText('Sotuvda yo‘q')).toBeInTheDocument();
    // ProductCard.module.css dims and greys the picture of this class.
    expect(screen.getByRole('link', { name: 'Zig‘ir ko‘ylak' }).querySelector('img')).toHaveClass('imageUnavailable');
  });

  it('dims a product that is no longer sold and says so', () => {
    renderCard(productCardFixture({ active: false, inStock: false }));

    expect(screen.getByText('Sotilmaydi')).toBeInTheDocument();
    expect(screen.queryByText('Sotuvda yo‘q')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zig‘ir ko‘ylak' })).toHaveAccessibleDescription(/Sotilmaydi/);
  });

  it('speaks Russian: name, badges, price and plural of reviews', async () => {
    const { i18n } = renderCard(productCardFixture({ isNew: true, averageRating: 5, reviewCount: 3 }), { language: 'ru' });

    expect(screen.getByRole('link', { name: 'Льняное платье' })).toBeInTheDocument();
    expect(screen.getByText('Новинка')).toBeInTheDocument();
    expect(screen.getByText('400 000 сум')).toBeInTheDocument();
    expect(screen.getByText('Рейтинг: 5,0 из 5, 3 отзыва')).toBeInTheDocument();

    await act(() => i18n.changeLanguage('uz'));
    expect(screen.getByRole('link', { name: 'Zig‘ir ko‘ylak' })).toBeInTheDocument();
  });

  it('keeps the injected action outside the link and reports the click on the link', async () => {
    const user = userEvent.setup();
    const onOpen = jest.fn();
    renderCard(productCardFixture(), { onOpen });

    const action = screen.getByRole('button', { name: 'heart' });
    expect(screen.getByRole('link')).not.toContainElement(action);
    await user.click(action);
    expect(onOpen).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link'));
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('shows in its link only what names it, so the link’s name is all its visible text (Lighthouse: label-content-name-mismatch)', () => {
    renderCard(productCardFixture({ isNew: true, sale: 20, salePrice: 320_000, inStock: false, averageRating: 4.5, reviewCount: 2 }));

    const link = screen.getByRole('link', { name: 'Zig‘ir ko‘ylak' });
    // Named by its content, not by aria-labelledby: the name cannot leave out what the link shows.
    expect(link).not.toHaveAttribute('aria-labelledby');
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveTextContent(/^Zig‘ir ko‘ylak$/);
    expect(link).toContainElement(screen.getByRole('heading', { level: 3, name: 'Zig‘ir ko‘ylak' }));
    for (const shown of ['Yangi', '-20%', 'Sotuvda yo‘q', '320 000 so‘m', '4,5']) expect(link).not.toContainElement(screen.getByText(shown));
    expect(link).toHaveAccessibleDescription('Yangi 20% chegirma Sotuvda yo‘q 320\u00a0000\u00a0so‘m Eski narx: 400\u00a0000\u00a0so‘m Reyting: 5 dan 4,5, 2 ta sharh');
  });

  it('shows a letter instead of a broken picture when there is none', () => {
    renderCard(productCardFixture({ productImages: [] }));

    expect(screen.getByRole('link').querySelector('img')).toBeNull();
    expect(screen.getByText('Z')).toBeInTheDocument();
  });
});

describe('ProductGrid', () => {
  function renderGrid(props: Parameters<typeof ProductGrid>[0]) {
    return render(
      <AppProviders store={makeStore()} i18n={createI18n('uz')}>
        <MemoryRouter>
          <ProductGrid {...props} />
        </MemoryRouter>
      </AppProviders>,
    );
  }

  it('lists the products, one list item each', () => {
    renderGrid({ products: [productCardFixture({ id: 1 }), productCardFixture({ id: 2, nameUZB: 'Jinsi' })] });

    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Jinsi' })).toHaveAttribute('href', '/productDetail/2');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows skeleton cards and a loading status while loading', () => {
    renderGrid({ products: undefined, loading: true, skeletonCount: 6 });

    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(6);
    expect(screen.getByRole('status', { name: 'Mahsulotlar yuklanmoqda' })).toBeInTheDocument();
  });

  it('puts each card’s action from renderAction over its picture', () => {
    renderGrid({
      products: [productCardFixture({ id: 7 })],
      renderAction: (product) => <button type="button">{`like ${product.id}`}</button>,
    });

    expect(screen.getByRole('button', { name: 'like 7' })).toBeInTheDocument();
  });
});
