import type { CategoryDetails } from '../types';

/** The category the catalogue's page tests open (/categoryDetail/12, dresses), with whatever a test needs changed. */
export function categoryFixture(overrides: Partial<CategoryDetails> = {}): CategoryDetails {
  return {
    id: 12,
    nameUZB: 'Ko‘ylaklar',
    nameRUS: 'Платья',
    verticalImage: null,
    horizontalImage: null,
    parentId: null,
    productCount: 1,
    ...overrides,
  };
}
