import { Page } from '../../contract/page';
import { RejectReturnBody, ReturnCounts, ReturnDecisionBody, SendExchangeBody, StaffReturnRequest } from '../../contract/returns';
import type { DomainPlugin } from '../http/app-type';
import { staffIdOf } from '../http/guard';
import { IdParams, errors } from '../http/schemas';
import { StaffReturnsQuery } from './schemas';
import {
  approveReturn,
  closeReturn,
  receiveReturn,
  refundedByHand,
  rejectReturn,
  retryRefund,
  sendExchange,
  staffReturnById,
  staffReturnCounts,
  staffReturnPage,
} from './staff-service';

const tags = ['returns (staff)'];
const security = [{ bearer: [] }];
const moveErrors = errors(400, 401, 403, 404, 409);

/**
 * Staff (either role) read the requests and move them on (docs/api.md "Returns and exchanges", Staff). Each move runs
 * under its order's row lock; a move not allowed from the request's status is 409 and writes nothing.
 */
export const staffReturnsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/list', {
    schema: { tags, security, summary: 'A page of requests, newest first, of one status or all', querystring: StaffReturnsQuery, response: { 200: Page(StaffReturnRequest), ...errors(400, 401, 403) } },
  }, async (request) => staffReturnPage(deps, request.query));

  app.get('/counts', {
    schema: { tags, security, summary: 'How many requests each status holds (every status, 0 included)', response: { 200: ReturnCounts, ...errors(401, 403) } },
  }, async () => staffReturnCounts(deps));

  app.get('/get/:id', {
    schema: { tags, security, summary: 'One request with the staff fields', params: IdParams, response: { 200: StaffReturnRequest, ...errors(400, 401, 403, 404) } },
  }, async (request) => staffReturnById(deps.db, request.params.id));

  app.post('/approve/:id', {
    schema: {
      tags,
      security,
      summary: 'REQUESTED -> APPROVED; an exchange’s new size is reserved (409 OUT_OF_STOCK when none is left)',
      params: IdParams,
      body: ReturnDecisionBody,
      response: { 200: StaffReturnRequest, ...moveErrors },
    },
  }, async (request) => approveReturn(deps, staffIdOf(request), request.params.id, request.body));

  app.post('/reject/:id', {
    schema: { tags, security, summary: 'REQUESTED -> REJECTED, with the reason the shopper reads', params: IdParams, body: RejectReturnBody, response: { 200: StaffReturnRequest, ...moveErrors } },
  }, async (request) => rejectReturn(deps, staffIdOf(request), request.params.id, request.body));

  app.post('/receive/:id', {
    schema: {
      tags,
      security,
      summary: 'APPROVED -> RECEIVED: the units go back to their size’s stock (a `return` movement) and a RETURN’s refund starts',
      params: IdParams,
      response: { 200: StaffReturnRequest, ...moveErrors },
    },
  }, async (request) => receiveReturn(deps, staffIdOf(request), request.params.id));

  app.post('/close/:id', {
    schema: {
      tags,
      security,
      summary: 'APPROVED -> CLOSED: the parcel never came (an exchange’s reserved size goes back)',
      params: IdParams,
      response: { 200: StaffReturnRequest, ...moveErrors },
    },
  }, async (request) => closeReturn(deps, staffIdOf(request), request.params.id));

  app.post('/sendExchange/:id', {
    schema: { tags, security, summary: 'A received EXCHANGE -> EXCHANGED: the new size is sent, with its tracking number', params: IdParams, body: SendExchangeBody, response: { 200: StaffReturnRequest, ...moveErrors } },
  }, async (request) => sendExchange(deps, staffIdOf(request), request.params.id, request.body));

  app.post('/refundedByHand/:id', {
    schema: {
      tags,
      security,
      summary: 'A received PayMe or Uzum RETURN the cabinet cannot refund (not the whole payment), paid back another way -> REFUNDED',
      params: IdParams,
      response: { 200: StaffReturnRequest, ...moveErrors },
    },
  }, async (request) => refundedByHand(deps, staffIdOf(request), request.params.id));

  app.post('/retryRefund/:id', {
    schema: { tags, security, summary: 'A Click reversal that FAILED is tried again', params: IdParams, response: { 200: StaffReturnRequest, ...moveErrors } },
  }, async (request) => retryRefund(deps, staffIdOf(request), request.params.id));
};
