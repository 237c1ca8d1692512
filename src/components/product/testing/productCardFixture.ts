import type { ProductCard } from '../types';

/** A product card as the API sends it, with the fields a test cares about overridden. */
export function productCardFixture(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    nameUZB: 'Zig‘ir ko‘ylak',
    nameRUS: 'Льняное платье',
    active: true,
    productImages: [{ url: '/media/garment/dress/front/1.svg' }],
    sellPrice: 400_000,
    sale: 0,
    salePrice: null,
    color: { id: 2, nameUZB: 'Oq', nameRUS: 'Белый', colorCode: '#f7f5f0' },
    averageRating: null,
    reviewCount: 0,
    isNew: false,
    inStock: true,
    ...overrides,
  };
}
