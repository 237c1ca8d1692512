import { Type } from '@sinclair/typebox';
import type { DomainPlugin } from '../http/app-type';
import { Order, type OrderStatus } from '../../contract/order';
import { SendOrderBody, StaffOrder, StaffOrderDetail } from '../../contract/staff-orders';
import { staffIdOf } from '../http/guard';
import { IdParams, errors } from '../http/schemas';
import { Page } from '../../contract/page';
import type { OrderHolders } from './holders';
import { moveOrder } from './status';
import { EXPORT_CAP, exportOrders, staffOrderDetail, staffOrderPage } from './staff-service';
import { ExportOrdersQuery, PaidOrdersQuery, StaffOrdersQuery, StatusOrdersQuery } from './staff-schemas';

const tags = ['orders (staff)'];
const security = [{ bearer: [] }];
const moveErrors = errors(400, 401, 403, 404, 409);
const listErrors = errors(400, 401, 403);

/** The per-status lists of the back office's paths: thin aliases of getAllOrders with the status fixed. */
const STATUS_PATHS: Array<[path: string, status: OrderStatus]> = [
  ['/getNewOrders', 'NEW'],
  ['/getPackOrders', 'PACK'],
  ['/getSendOrders', 'SEND'],
  ['/getReachedOrders', 'REACHED'],
  ['/getRejectedOrders', 'REJECTED'],
];

/** Staff (either role) find, read and export every order, and move orders along: NEW -> PACK -> SEND -> REACHED, or REJECTED. */
export const staffOrdersPlugin = (holders: OrderHolders): DomainPlugin => async (app, { deps }) => {
  app.get('/getAllOrders', {
    schema: {
      tags,
      security,
      summary: 'Every order, newest first: of one status, paid or not, matching a number or phone, placed between two days',
      querystring: StaffOrdersQuery,
      response: { 200: Page(StaffOrder), ...listErrors },
    },
  }, async (request) => staffOrderPage(deps, holders, request.query));

  app.get('/getAllOrdersPaidIsTrue', {
    schema: { tags, security, summary: 'Paid orders, newest first (the filters of getAllOrders)', querystring: PaidOrdersQuery, response: { 200: Page(StaffOrder), ...listErrors } },
  }, async (request) => staffOrderPage(deps, holders, { ...request.query, paid: true }));

  for (const [path, status] of STATUS_PATHS) {
    app.get(path, {
      schema: { tags, security, summary: `${status} orders, newest first (the filters of getAllOrders)`, querystring: StatusOrdersQuery, response: { 200: Page(StaffOrder), ...listErrors } },
    }, async (request) => staffOrderPage(deps, holders, { ...request.query, status }));
  }

  app.get('/staff/getOrder/:id', {
    schema: {
      tags,
      security,
      summary: 'One order with its customer, payment transactions and status history',
      params: IdParams,
      response: { 200: StaffOrderDetail, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => staffOrderDetail(deps, holders, request.params.id));

  app.get('/staff/exportOrders.csv', {
    schema: {
      tags,
      security,
      summary: `The orders getAllOrders would list, as CSV (UTF-8 with BOM), newest first, at most ${EXPORT_CAP}`,
      querystring: ExportOrdersQuery,
      produces: ['text/csv'],
      response: {
        200: {
          description: `CSV; X-Export-Capped: true when more than ${EXPORT_CAP} orders matched`,
          content: { 'text/csv': { schema: Type.String() } },
        },
        ...listErrors,
      },
    },
  }, async (request, reply) => {
    const { lang, ...filter } = request.query;
    const result = await exportOrders(deps, filter, lang ?? 'uz');
    const day = new Date(deps.clock.now().getTime() + 5 * 60 * 60 * 1000).toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="orders-${day}.csv"`)
      .header('cache-control', 'no-store')
      .header('x-export-rows', String(result.rows))
      .header('x-export-capped', String(result.capped))
      .send(result.csv);
  });

  app.put('/editStatusToPack/:id', {
    schema: { tags, security, summary: 'NEW -> PACK; only a paid order is packed', params: IdParams, response: { 200: Order, ...moveErrors } },
  }, async (request) => moveOrder(deps, holders, request.params.id, { to: 'PACK' }, staffIdOf(request)));

  app.put('/editStatusToSend/:id', {
    schema: {
      tags,
      security,
      summary: 'PACK -> SEND with the post tracking number',
      params: IdParams,
      body: SendOrderBody,
      response: { 200: Order, ...moveErrors },
    },
  }, async (request) => moveOrder(deps, holders, request.params.id, { to: 'SEND', postTrackingNumber: request.body.postTrackingNumber }, staffIdOf(request)));

  app.put('/editStatusToReached/:id', {
    schema: { tags, security, summary: 'SEND -> REACHED (delivered)', params: IdParams, response: { 200: Order, ...moveErrors } },
  }, async (request) => moveOrder(deps, holders, request.params.id, { to: 'REACHED' }, staffIdOf(request)));

  app.put('/editStatusToRejected/:id', {
    schema: {
      tags,
      security,
      summary: 'NEW, PACK or SEND -> REJECTED: stock, coupon and points go back; a paid order is refunded',
      params: IdParams,
      response: { 200: Order, ...moveErrors },
    },
  }, async (request) => moveOrder(deps, holders, request.params.id, { to: 'REJECTED' }, staffIdOf(request)));
};
