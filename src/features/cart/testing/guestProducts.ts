import type { FullProduct } from '../../../../contract/product';
import { productCardFixture } from '../../../components/product/testing/productCardFixture';
import type { GuestCartLine } from '../guestCart';

/* The catalogue's answers for a visitor's cart in the cart's tests: product `id` with sizes `id * 10 + 1...`. */

export function fullProduct(id: number, nameUZB: string, { sellPrice = 100_000, stock = 5, active = true } = {}): FullProduct {
  return {
    ...productCardFixture({ id, nameUZB, nameRUS: `${nameUZB} (ru)`, sellPrice, sale: 0, salePrice: null, active }),
    descriptionUZB: 'Paxta',
    descriptionRUS: 'Хлопок',
    referenceNumber: `LB-${id}`,
    brand: { id: 1, name: 'Libos' },
    categories: [],
    sizes: [
      { productSizeVariantId: id * 10 + 1, size: 'S', quantity: stock },
      { productSizeVariantId: id * 10 + 2, size: 'M', quantity: stock },
    ],
    colorVariants: [],
  };
}

export const productRoute = (product: FullProduct) => ({ [`/api/product/getProductById/${product.id}`]: { body: product } });

/** A visitor's cart as the browser keeps it, written before the store reads it. */
export function storeGuestCart(lines: GuestCartLine[]) {
  localStorage.setItem('libos.guestCart', JSON.stringify(lines));
}

export const storedGuestCart = (): unknown => JSON.parse(localStorage.getItem('libos.guestCart') ?? 'null');
