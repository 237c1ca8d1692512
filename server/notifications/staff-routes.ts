import { Type } from '@sinclair/typebox';
import type { DomainPlugin } from '../http/app-type';
import { staffIdOf } from '../http/guard';
import { errors, IdParams, page, PageQuery } from '../http/schemas';
import { Page } from '../../contract/page';
import { CustomerNotificationBody, NotificationTextsBody, SentNotification } from '../../contract/communication';
import { Nullable } from '../../contract/common';
import { deleteNotification, sendToAll, sendToCustomer, sentPage } from './service';

const tags = ['notifications (staff)'];
const security = [{ bearer: [] }];

/**
 * Staff's notifications under /api/notification (beside the customers' own routes of server/notifications): to
 * every customer or to one, the list of what was sent, and taking one back. Either staff role; each is audited.
 */
export const staffNotificationsPlugin: DomainPlugin = async (app, { deps }) => {
  app.post('/addNotificationToAll', {
    schema: {
      tags,
      security,
      summary: 'A notification (uz: title/message, ru: titleRUS/messageRUS) to every customer not deleted; null when the shop has none',
      body: NotificationTextsBody,
      response: { 201: Nullable(SentNotification), ...errors(400, 401, 403) },
    },
  }, async (request, reply) => reply.code(201).send(await sendToAll(deps, staffIdOf(request), request.body)));

  app.post('/addNotificationToCustomer', {
    schema: {
      tags,
      security,
      summary: 'A notification to one customer, named by customerId or by phoneNumber (one of them); 404 for no such customer',
      body: CustomerNotificationBody,
      response: { 201: SentNotification, ...errors(400, 401, 403, 404) },
    },
  }, async (request, reply) => reply.code(201).send(await sendToCustomer(deps, staffIdOf(request), request.body)));

  app.get('/staff/getAllSent', {
    schema: {
      tags,
      security,
      summary: 'What staff sent, newest first: one line per sending with its recipients and how many read it',
      querystring: PageQuery,
      response: { 200: Page(SentNotification), ...errors(400, 401, 403) },
    },
  }, async (request) => {
    const { rows, total } = await sentPage(deps, request.query);
    return page(rows, request.query, total);
  });

  app.delete('/deleteNotification/:id', {
    schema: {
      tags,
      security,
      summary: 'Takes a notification back: a staff sending from every customer who got it, any other notification alone',
      params: IdParams,
      response: { 200: Type.Object({ deleted: Type.Integer() }), ...errors(400, 401, 403, 404) },
    },
  }, async (request) => ({ deleted: await deleteNotification(deps, staffIdOf(request), request.params.id) }));
};
