import { Type } from '@sinclair/typebox';
import { AddCouponBody, COUPON_KINDS, CouponKindSchema, EditCouponBody, SaleGroup, SaleGroupBody, StaffCoupon, StaffTier, TierBody } from '../../../contract/promotions';
import type { DomainPlugin } from '../../http/app-type';
import { staffIdOf } from '../../http/guard';
import { errors, IdParams, NoContent } from '../../http/schemas';
import { addCoupon, deleteCoupon, editCoupon, listCoupons } from './coupons';
import type { CouponHolders } from '../holders';
import { addSaleGroup, editSaleGroup, endSaleGroup, listSaleGroups, removeSaleGroup } from './sales';
import { editTier, listTiers } from './tiers';

const security = [{ bearer: [] }];

/*
 * Promotions under /api: coupons (/api/coupon), sale groups (/api/saleGroup) and the loyalty tiers
 * (/api/loyaltyTier/staff). Either staff role runs coupons and sale groups; only an ADMIN changes the tiers. Every
 * change is written with its audit row in one transaction.
 */

const tags = ['coupons (staff)'];
const saleTags = ['sale groups (staff)'];
const tierTags = ['loyalty tiers (staff)'];

/** Coupons, at /api/coupon. */
export const staffCouponsPlugin = (holders: CouponHolders): DomainPlugin => async (app, { deps }) => {
  app.get('/getAllCoupons', {
    schema: { tags, security, summary: 'Every coupon, newest first, with its holders and the orders that spent it', response: { 200: Type.Array(StaffCoupon), ...errors(401, 403) } },
  }, async () => listCoupons(deps, holders));

  app.get('/enums/couponNames', {
    schema: { tags, security, summary: 'The kinds a coupon can be', response: { 200: Type.Array(CouponKindSchema), ...errors(401, 403) } },
  }, async () => [...COUPON_KINDS]);

  app.post('/addCoupon', {
    schema: {
      tags,
      security,
      summary: 'A new coupon, handed to every present customer (customerId null) or to one; a TIER coupon to nobody yet',
      body: AddCouponBody,
      response: { 201: StaffCoupon, ...errors(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(201).send(await addCoupon(deps, holders, staffIdOf(request), request.body)));

  app.put('/editCoupon/:id', {
    schema: { tags, security, summary: 'The coupon as it should be (its holders stay)', params: IdParams, body: EditCouponBody, response: { 200: StaffCoupon, ...errors(400, 401, 403, 404) } },
  }, async (request) => editCoupon(deps, holders, staffIdOf(request), request.params.id, request.body));

  app.delete('/deleteCoupon/:id', {
    schema: {
      tags,
      security,
      summary: 'Deletes a coupon no order spent, with its grants; a used one is refused with 409 (switch it off instead)',
      params: IdParams,
      response: { 204: NoContent, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    await deleteCoupon(deps, holders, staffIdOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};

/** Sale groups, at /api/saleGroup. */
export const staffSaleGroupsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getAllSaleGroups', {
    schema: { tags: saleTags, security, summary: 'Every sale group, newest start first, with its state now', response: { 200: Type.Array(SaleGroup), ...errors(401, 403) } },
  }, async () => listSaleGroups(deps));

  app.post('/addSaleGroup', {
    schema: {
      tags: saleTags,
      security,
      summary: 'A percent off every product of the categories (a parent with its subcategories) for a period',
      body: SaleGroupBody,
      response: { 201: SaleGroup, ...errors(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(201).send(await addSaleGroup(deps, staffIdOf(request), request.body)));

  app.put('/editSaleGroup/:id', {
    schema: { tags: saleTags, security, summary: 'The sale group as it should be', params: IdParams, body: SaleGroupBody, response: { 200: SaleGroup, ...errors(400, 401, 403, 404) } },
  }, async (request) => editSaleGroup(deps, staffIdOf(request), request.params.id, request.body));

  app.post('/endSaleGroup/:id', {
    schema: {
      tags: saleTags,
      security,
      summary: 'Ends a running group now, or switches off a scheduled one; an ended or switched-off one is 409',
      params: IdParams,
      response: { 200: SaleGroup, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request) => endSaleGroup(deps, staffIdOf(request), request.params.id));

  app.delete('/removeSaleGroup/:id', {
    schema: { tags: saleTags, security, summary: 'Removes a sale group; orders keep what they were charged', params: IdParams, response: { 204: NoContent, ...errors(400, 401, 403, 404) } },
  }, async (request, reply) => {
    await removeSaleGroup(deps, staffIdOf(request), request.params.id);
    return reply.code(204).send(null);
  });
};

/** The loyalty tiers as staff read them, at /api/loyaltyTier/staff. */
export const staffTiersPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getAllTiers', {
    schema: { tags: tierTags, security, summary: 'The loyalty tiers in their order, with the coupons each awards', response: { 200: Type.Array(StaffTier), ...errors(401, 403) } },
  }, async () => listTiers(deps));

};

/** Only an ADMIN changes the tiers (registered in the staff scope's ADMIN part), at /api/loyaltyTier/staff. */
export const adminTiersPlugin: DomainPlugin = async (app, { deps }) => {
  app.put('/editTier/:id', {
    schema: {
      tags: tierTags,
      security,
      summary: 'ADMIN: a tier’s names, threshold (unique, ascending along the ladder, the first 0) and the TIER coupons it awards',
      params: IdParams,
      body: TierBody,
      response: { 200: StaffTier, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => editTier(deps, staffIdOf(request), request.params.id, request.body));
};
