import type { DomainPlugin } from '../http/app-type';
import { errors } from '../http/schemas';
import { Page } from '../../contract/page';
import { PaymentTotals, StaffPayment } from '../../contract/staffPayments';
import { PaymentsQuery, PaymentTotalsQuery } from './staff-schemas';
import { listPayments, paymentTotals } from './service';

const tags = ['payments (staff)'];
const security = [{ bearer: [] }];

/** The providers' transactions for the staff (docs/api.md "Staff: payments"), read only, under /api/payment. */
export const staffPaymentsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getAllPayments', {
    schema: {
      tags,
      security,
      summary: 'Every provider’s transactions, newest first, by Tashkent days from/to (included), provider and state',
      querystring: PaymentsQuery,
      response: { 200: Page(StaffPayment), ...errors(400, 401, 403) },
    },
  }, async (request) => listPayments(deps, request.query));

  app.get('/by-date', {
    schema: {
      tags,
      security,
      summary: 'Per provider: transactions, paid and refunded sums and net (so’m) of those created from/to (Tashkent days, included)',
      querystring: PaymentTotalsQuery,
      response: { 200: PaymentTotals, ...errors(400, 401, 403) },
    },
  }, async (request) => paymentTotals(deps, request.query));
};
