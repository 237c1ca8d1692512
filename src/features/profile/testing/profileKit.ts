import { mockRoutes, pathOf, setCookie, type MockHandler, type MockReply } from '../../../../test/web/fetchMock';
import type { Customer } from '../../account/types';
import type { LoyaltyTier } from '../../loyalty/api';
import type { Address, PostFilial, Region, SubRegion } from '../../addresses/types';

/* Fixtures and mocks shared by the profile, address book and loyalty tests. */

export const customerId = 7;

export const dilnoza: Customer = {
  id: customerId,
  fullName: 'Dilnoza Karimova',
  phoneNumber: '+998901234567',
  birthDate: '1996-03-14',
  gender: 'Ayol',
  image: null,
  points: 1800,
  status: { name: 'Bronze', minPoints: 1500, nextName: 'Silver', nextMinPoints: 3000 },
};

export const tiers: LoyaltyTier[] = [
  { id: 1, name: 'Start', minPoints: 0, coupon: null },
  { id: 2, name: 'Bronze', minPoints: 1500, coupon: { name: 'Bronze kuponi', credit: 20_000, validDays: 30 } },
  { id: 3, name: 'Silver', minPoints: 3000, coupon: { name: 'Silver kuponi', credit: 50_000, validDays: 45 } },
  { id: 4, name: 'Gold', minPoints: 6000, coupon: { name: 'Gold kuponi', credit: 100_000, validDays: 60 } },
];

export const tashkent: Region = { id: 1, nameUZB: 'Toshkent shahri', nameRUS: 'город Ташкент', isTashkentCity: true };
export const samarkand: Region = { id: 12, nameUZB: 'Samarqand viloyati', nameRUS: 'Самаркандская область', isTashkentCity: false };
export const regions: Region[] = [tashkent, samarkand];

export const yunusobod: SubRegion = { id: 11, regionId: 1, nameUZB: 'Yunusobod tumani', nameRUS: 'Юнусабадский район' };
export const chilonzor: SubRegion = { id: 2, regionId: 1, nameUZB: 'Chilonzor tumani', nameRUS: 'Чиланзарский район' };
export const samarkandCity: SubRegion = { id: 64, regionId: 12, nameUZB: 'Samarqand shahri', nameRUS: 'город Самарканд' };
export const urgut: SubRegion = { id: 65, regionId: 12, nameUZB: 'Urgut tumani', nameRUS: 'Ургутский район' };

export const branch140100: PostFilial = {
  id: 108,
  subRegionId: 64,
  nameUZB: 'Samarqand 140100-son pochta bo‘limi',
  nameRUS: 'Почтовое отделение № 140100',
  addressUZB: 'Istiqlol ko‘chasi, 86-uy',
  addressRUS: 'ул. Истиклол, 86',
};
export const branch140103: PostFilial = { ...branch140100, id: 109, nameUZB: 'Samarqand 140103-son pochta bo‘limi', nameRUS: 'Почтовое отделение № 140103' };

/** A district as an address carries it: the lookup lists add the region's id, an address does not. */
export const districtInAddress = ({ id, nameUZB, nameRUS }: SubRegion): Address['subRegion'] => ({ id, nameUZB, nameRUS });
/** A post branch as an address carries it, without the district's id. */
export const branchInAddress = ({ id, nameUZB, nameRUS, addressUZB, addressRUS }: PostFilial): NonNullable<Address['postFilial']> => ({
  id,
  nameUZB,
  nameRUS,
  addressUZB,
  addressRUS,
});

export const homeAddress: Address = {
  id: 1,
  region: tashkent,
  subRegion: districtInAddress(yunusobod),
  postFilial: null,
  street: 'Amir Temur ko‘chasi',
  houseNumber: '107B',
};
export const parentsAddress: Address = {
  id: 2,
  region: samarkand,
  subRegion: districtInAddress(samarkandCity),
  postFilial: branchInAddress(branch140100),
  street: null,
  houseNumber: null,
};

export function signIn(id = customerId) {
  setCookie('accessToken', `token-${id}`);
  setCookie('customerId', String(id));
}

export const paths = {
  customer: `/api/customers/getCustomerById/${customerId}`,
  editCustomer: `/api/customers/editCustomer/${customerId}`,
  editPassword: `/api/customers/editCustomerPassword/${customerId}`,
  statuses: '/api/status/getAllStatus',
  addresses: `/api/address/getAddressesByCustomerId/${customerId}`,
  regions: '/api/region/getAllRegions',
  addAddress: '/api/address/addAddress',
} as const;

/**
 * The signed-in customer's shop: the header's reads (customer, cart, liked) and the profile's, each
 * replaceable by `overrides` (path -> reply or handler).
 */
export function mockProfileRoutes(overrides: Record<string, MockHandler | MockReply> = {}) {
  return mockRoutes({
    [paths.customer]: { body: dilnoza },
    [`/api/cartItem/byCustomerId/${customerId}`]: { body: [] },
    [`/api/likedItem/getByCustomerId/${customerId}`]: { body: [] },
    [paths.statuses]: { body: tiers },
    [paths.addresses]: { body: [homeAddress, parentsAddress] },
    [paths.regions]: { body: regions },
    '/api/subRegion/getSubRegionsByRegionId/1': { body: [chilonzor, yunusobod] },
    '/api/subRegion/getSubRegionsByRegionId/12': { body: [samarkandCity, urgut] },
    '/api/postFilial/getPostFilialBySubRegionId/64': { body: [branch140100, branch140103] },
    '/api/postFilial/getPostFilialBySubRegionId/65': { body: [] },
    ...overrides,
  });
}

export function requestsTo(requests: Request[], path: string, method = 'GET') {
  return requests.filter((request) => pathOf(request) === path && request.method === method);
}

export async function jsonBody(request: Request | undefined): Promise<unknown> {
  if (!request) throw new Error('no such request was sent');
  return JSON.parse(await request.clone().text());
}

export function serverError(status: number, code: string, fields?: Record<string, string>): MockReply {
  return { status, body: { error: { code, message: code, ...(fields ? { fields } : {}) } } };
}
