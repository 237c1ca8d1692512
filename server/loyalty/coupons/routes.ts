import { Type } from '@sinclair/typebox';
import type { DomainPlugin } from '../../http/app-type';
import { CustomerIdParams, errors } from '../../http/schemas';
import { customerCouponList } from '../customer-coupons';
import { CustomerCoupon } from './schemas';

export const couponsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getCouponsByCustomerId/:customerId', {
    schema: {
      tags: ['coupons'],
      security: [{ bearer: [] }],
      summary: "The customer's coupons, newest first, each marked usable when neither used nor expired",
      params: CustomerIdParams,
      response: { 200: Type.Array(CustomerCoupon), ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => customerCouponList(deps.db, request.params.customerId, deps.clock.now()));
};
