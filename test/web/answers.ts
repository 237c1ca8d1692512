import type { CartLine } from '../../contract/cart';
import type { Customer } from '../../contract/customer';
import type { LikedItem } from '../../contract/favourites';
import { productCardFixture } from '../../src/components/product/testing/productCardFixture';

/*
 * Whole API answers for tests that care about a few fields: the rest is filled in as the server would send it,
 * so the mock passes the contract check (test/web/mockContract.ts).
 */

export function customerAnswer(overrides: Partial<Customer> & Pick<Customer, 'id'>): Customer {
  return {
    fullName: 'Dilnoza Karimova',
    phoneNumber: '+998901234567',
    birthDate: '1996-03-14',
    gender: 'Ayol',
    image: null,
    points: 0,
    status: { name: 'Start', minPoints: 0, nextName: 'Bronze', nextMinPoints: 1500 },
    ...overrides,
  };
}

export function cartLineAnswer(cartItemId: number, overrides: Partial<CartLine> = {}): CartLine {
  return {
    cartItemId,
    productId: cartItemId * 10,
    nameUZB: 'Ko‘ylak',
    nameRUS: 'Платье',
    sellPrice: 100_000,
    salePrice: null,
    color: { id: 1, nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#000000' },
    productImages: [],
    productSizeVariant: { id: cartItemId * 100, size: 'M', quantity: 4 },
    quantity: 1,
    active: true,
    sizes: [],
    ...overrides,
  };
}

/** A favourite of GET /api/likedItem/getByCustomerId/{customerId}. */
export const likedItemAnswer = (id: number, productId: number): LikedItem => ({ id, product: productCardFixture({ id: productId }) });
