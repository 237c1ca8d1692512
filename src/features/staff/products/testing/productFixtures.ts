import type { StaffProduct } from '../../../../../contract/staff';
import type { MockHandler } from '../../../../../test/web/fetchMock';
import { queryOf } from '../../testing/renderStaff';
import type { StaffProductsPage } from '../types';

export const listPath = '/api/product/staff/getAllProducts';
export const productPath = (id: number) => `/api/product/staff/getProductById/${id}`;
export const editPath = (id: number) => `/api/product/editProduct/${id}`;
export const addPath = '/api/product/addProduct';
export const publishPath = (id: number) => `/api/product/publishProduct/${id}`;

export const brands = [
  { id: 1, name: 'Libos', productCount: 3 },
  { id: 2, name: 'Atlas Line', productCount: 1 },
];
export const colours = [
  { id: 1, nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#000000', productCount: 2 },
  { id: 2, nameUZB: 'Oq', nameRUS: 'Белый', colorCode: '#ffffff', productCount: 1 },
  { id: 3, nameUZB: 'Qizil', nameRUS: 'Красный', colorCode: '#cc0000', productCount: 0 },
];
const category = (id: number, nameUZB: string, nameRUS: string, parentId: number | null, position: number) => ({
  id,
  nameUZB,
  nameRUS,
  parentId,
  position,
  verticalImage: null,
  horizontalImage: null,
  productCount: 1,
});
export const categories = [
  category(1, 'Ayollar', 'Женщинам', null, 0),
  category(2, 'Erkaklar', 'Мужчинам', null, 1),
  category(11, 'Ko‘ylaklar', 'Платья', 1, 0),
  category(21, 'Shimlar', 'Брюки', 2, 0),
];

/** A product as the staff's reads answer it; its price now follows its own sale unless the overrides say otherwise. */
export function staffProduct(id: number, overrides: Partial<StaffProduct> = {}): StaffProduct {
  const product = {
    id,
    referenceNumber: `LB-${1000 + id}`,
    nameUZB: `Ko‘ylak ${id}`,
    nameRUS: `Платье ${id}`,
    descriptionUZB: 'Yozgi ko‘ylak',
    descriptionRUS: 'Летнее платье',
    brand: { id: 1, name: 'Libos' },
    color: { id: 1, nameUZB: 'Qora', nameRUS: 'Чёрный', colorCode: '#000000' },
    categories: [
      { id: 1, nameUZB: 'Ayollar', nameRUS: 'Женщинам' },
      { id: 11, nameUZB: 'Ko‘ylaklar', nameRUS: 'Платья' },
    ],
    sellPrice: 400000,
    sale: 0,
    salePrice: null,
    active: true,
    mxikCode: '06201100001000000',
    packageCode: '1500716',
    vatPercent: 12,
    version: 1,
    image: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    publishedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
  return { ...product, saleNow: overrides.saleNow ?? product.sale, priceNow: overrides.priceNow ?? product.salePrice ?? product.sellPrice };
}

export function productsPage(content: StaffProduct[], { page = 0, size = 20, totalElements = content.length } = {}): StaffProductsPage {
  return { content, page, size, totalElements, totalPages: Math.max(1, Math.ceil(totalElements / size)), totalIsCapped: false };
}

/** The list answering from `all` by the request's text and page, as the server would. */
export function listOf(all: StaffProduct[]): MockHandler {
  return (request) => {
    const query = queryOf(request);
    const page = Number(query.page ?? 0);
    const size = Number(query.size ?? 20);
    const text = query.text?.toLowerCase();
    const byText = text ? all.filter((product) => `${product.nameUZB} ${product.referenceNumber}`.toLowerCase().includes(text)) : all;
    const found = query.referenceNumber ? byText.filter((product) => product.referenceNumber === query.referenceNumber) : byText;
    return { body: productsPage(found.slice(page * size, page * size + size), { page, size, totalElements: found.length }) };
  };
}

/** The pickers' reads, as the staff sections answer them. */
export const choiceRoutes = {
  '/api/brand/getAllBrands': { body: brands },
  '/api/color/getAllColors': { body: colours },
  '/api/categories/staff/getAllCategories': { body: categories },
};
