import type { CartLine } from '../types';

/* Cart lines for the cart's tests: a line in stock unless told otherwise. */

type LineOverrides = Partial<Omit<CartLine, 'productSizeVariant'>> & { stock?: number; size?: string };

export function cartLine(cartItemId: number, { stock = 5, size = 'M', ...overrides }: LineOverrides = {}): CartLine {
  const variantId = cartItemId * 100;
  return {
    cartItemId,
    productId: cartItemId * 10,
    nameUZB: `Ko‘ylak ${cartItemId}`,
    nameRUS: `Платье ${cartItemId}`,
    sellPrice: 100_000,
    salePrice: null,
    color: { id: 1, nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#000000' },
    productImages: [{ url: `/media/products/${cartItemId}/1.webp` }],
    productSizeVariant: { id: variantId, size, quantity: stock },
    quantity: 1,
    active: true,
    sizes: [
      { productSizeVariantId: variantId - 1, size: 'S', quantity: 0 },
      { productSizeVariantId: variantId, size, quantity: stock },
      { productSizeVariantId: variantId + 1, size: 'L', quantity: 2 },
    ],
    ...overrides,
  };
}
