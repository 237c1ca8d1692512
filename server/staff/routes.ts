import type { DomainPlugin } from '../http/app-type';
import { Order } from '../../contract/order';
import { IdParams, Page, errors } from '../http/schemas';
import { moveOrder, staffOrders } from '../orders/status';
import { SendOrderBody, StaffOrdersQuery } from './schemas';

const tags = ['orders (staff)'];
const security = [{ bearer: [] }];
const config = { auth: 'staff' as const };
const moveErrors = errors(400, 401, 403, 404, 409);

/** Staff (either role) list every order and move orders along: NEW -> PACK -> SEND -> REACHED, or REJECTED. */
export const staffPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getAllOrders', {
    schema: {
      tags,
      security,
      summary: 'Every order, newest first, optionally of one status',
      querystring: StaffOrdersQuery,
      response: { 200: Page(Order), ...errors(400, 401, 403) },
    },
    config,
  }, async (request) => staffOrders(deps, request.query));

  app.put('/editStatusToPack/:id', {
    schema: { tags, security, summary: 'NEW -> PACK; only a paid order is packed', params: IdParams, response: { 200: Order, ...moveErrors } },
    config,
  }, async (request) => moveOrder(deps, request.params.id, { to: 'PACK' }));

  app.put('/editStatusToSend/:id', {
    schema: {
      tags,
      security,
      summary: 'PACK -> SEND with the post tracking number',
      params: IdParams,
      body: SendOrderBody,
      response: { 200: Order, ...moveErrors },
    },
    config,
  }, async (request) => moveOrder(deps, request.params.id, { to: 'SEND', postTrackingNumber: request.body.postTrackingNumber }));

  app.put('/editStatusToReached/:id', {
    schema: { tags, security, summary: 'SEND -> REACHED (delivered)', params: IdParams, response: { 200: Order, ...moveErrors } },
    config,
  }, async (request) => moveOrder(deps, request.params.id, { to: 'REACHED' }));

  app.put('/editStatusToRejected/:id', {
    schema: {
      tags,
      security,
      summary: 'NEW, PACK or SEND -> REJECTED: stock, coupon and points go back; a paid order is refunded',
      params: IdParams,
      response: { 200: Order, ...moveErrors },
    },
    config,
  }, async (request) => moveOrder(deps, request.params.id, { to: 'REJECTED' }));
};
