import { Type, type Static } from '@sinclair/typebox';
import { PaymentProvider, PaymentState } from '../../contract/staffPayments';
import { IsoDate } from '../../contract/request';
import { PageQuery } from '../http/schemas';

const From = { ...IsoDate, description: 'YYYY-MM-DD, the first Tashkent day (included)' };
const To = { ...IsoDate, description: 'YYYY-MM-DD, the last Tashkent day (included); not before from' };

export const PaymentsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    from: Type.Optional(Type.String(From)),
    to: Type.Optional(Type.String(To)),
    provider: Type.Optional(PaymentProvider),
    state: Type.Optional(PaymentState),
  }),
]);
export type PaymentsQuery = Static<typeof PaymentsQuery>;

export const PaymentTotalsQuery = Type.Object({
  from: Type.String(From),
  to: Type.String(To),
});
export type PaymentTotalsQuery = Static<typeof PaymentTotalsQuery>;
