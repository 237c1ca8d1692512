import type { StaffReturnRequest } from '../../../../../contract/returns';
import type { ReturnStatus } from '../../../../../contract/limits';
import type { MockHandler } from '../../../../../test/web/fetchMock';
import { queryOf } from '../../testing/renderStaff';

/** A request as staff read it: by default a new RETURN of one dress of a PayMe order, with two photos. */
export const staffReturn = (fields: Partial<StaffReturnRequest> = {}): StaffReturnRequest => ({
  id: 7,
  orderId: 1042,
  orderNumber: 'LB-001042',
  orderItemId: 5,
  customerId: 3,
  kind: 'RETURN',
  status: 'REQUESTED',
  quantity: 1,
  reason: 'SIZE_TOO_SMALL',
  comment: 'Yelkasi tor',
  photos: ['/media/returns/ab/1.webp', '/media/returns/ab/2.webp'],
  handover: 'POST',
  nameUZB: 'Ipak ko‘ylak',
  nameRUS: 'Шёлковое платье',
  size: 'M',
  imageUrl: '/media/photos/01/1.webp',
  unitPrice: 249_900,
  exchange: null,
  decisionNote: null,
  exchangeTrackingNumber: null,
  refundAmount: 249_900,
  refundProvider: 'PAYME',
  refundState: null,
  refundReceiptUrl: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  decidedAt: null,
  receivedAt: null,
  refundedAt: null,
  exchangeSentAt: null,
  customerName: 'Dilnoza Karimova',
  customerPhoneNumber: '+998901234567',
  orderTotal: 249_900,
  orderPaidAmount: 249_900,
  refundStep: 'NONE',
  cabinetAmount: 0,
  ...fields,
});

/** An exchange of the dress's M for an L of the same article. */
export const exchangeFields: Partial<StaffReturnRequest> = {
  kind: 'EXCHANGE',
  refundAmount: 0,
  exchange: { productId: 11, productSizeVariantId: 52, size: 'L', colorId: null, nameUZB: 'Ipak ko‘ylak', nameRUS: 'Шёлковое платье' },
};

/** The staff list's page of `status`, from the requests given. */
export const listOf =
  (requests: StaffReturnRequest[]): MockHandler =>
  (request) => {
    const content = requests.filter((candidate) => candidate.status === (queryOf(request).status as ReturnStatus));
    return { body: { content, page: 0, size: 20, totalElements: content.length, totalPages: 1 } };
  };

/** One request's page, moved as each POST asks: the move's status, with what it adds. */
export function oneRequest(initial: StaffReturnRequest) {
  let current = initial;
  const get: MockHandler = () => ({ body: current });
  const moveTo =
    (status: ReturnStatus, fields: Partial<StaffReturnRequest> = {}): MockHandler =>
    () => {
      current = { ...current, ...fields, status };
      return { body: current };
    };
  return { get, moveTo, path: (move: string) => `/api/return/staff/${move}/${initial.id}`, getPath: `/api/return/staff/get/${initial.id}` };
}
