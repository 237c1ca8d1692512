import { screen, within } from '@testing-library/react';
import { cartLineAnswer } from '../../../test/web/answers';
import { productCardFixture } from '../../components/product/testing/productCardFixture';
import { renderCheckout } from '../checkout/testing/renderCheckout';
import type { CartLine } from '../cart/types';
import type { ProductDetail } from './types';

const coat: ProductDetail = {
  ...productCardFixture({ id: 42, nameUZB: 'Jun palto', nameRUS: 'Шерстяное пальто', sellPrice: 1_200_000, sale: 0, salePrice: null }),
  descriptionUZB: 'Issiq jun palto.',
  descriptionRUS: 'Тёплое шерстяное пальто.',
  referenceNumber: 'LB-3001',
  brand: { id: 1, name: 'Libos' },
  categories: [{ id: 12, nameUZB: 'Paltolar', nameRUS: 'Пальто' }],
  sizes: [{ productSizeVariantId: 423, size: 'L', quantity: 10 }],
  colorVariants: [],
};

describe('Buy now', () => {
  it('opens the checkout with that product alone, at its price, while the cart holds other lines', async () => {
    const others = [1, 2, 3, 4].map((id) => cartLineAnswer(id, { nameUZB: `Boshqa ${id}`, sellPrice: 350_000 }));
    const bought = cartLineAnswer(9, {
      productId: 42,
      nameUZB: 'Jun palto',
      nameRUS: 'Шерстяное пальто',
      sellPrice: 1_200_000,
      productSizeVariant: { id: 423, size: 'L', quantity: 10 },
    });
    let cart: CartLine[] = others;
    const { user } = renderCheckout(() => ({ body: cart }), {
      route: '/productDetail/42',
      routes: {
        '/api/product/getProductById/42': { body: coat },
        '/api/product/getProductByCategoryId/12': { body: { content: [], page: 0, size: 8, totalElements: 0, totalPages: 0 } },
        '/api/cartItem/addCartItem': () => {
          cart = [bought, ...others];
          return { status: 201, body: bought };
        },
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Hozir sotib olish' }));

    const lines = await screen.findByRole('list', { name: 'Buyurtmadagi mahsulotlar' });
    expect(within(lines).getAllByRole('listitem')).toHaveLength(1);
    expect(within(lines).getByRole('listitem', { name: 'Jun palto' })).toHaveTextContent('1 200 000 so‘m');
    expect(screen.queryByText('Boshqa 1')).not.toBeInTheDocument();
  });
});
