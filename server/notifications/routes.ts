import { Type } from '@sinclair/typebox';
import { notFound } from '../errors';
import type { DomainPlugin } from '../http/app-type';
import { customerIdOf } from '../http/guard';
import { CustomerIdParams, errors, NoContent } from '../http/schemas';
import { customerNotifications, markAllRead, markRead, NOTIFICATION_LIST_LIMIT, unreadCount } from './queries';
import { Notification, NotificationIdParams, UnreadCount } from './schemas';

const tags = ['notifications'];
const security = [{ bearer: [] }];

export const notificationsPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getNotificationsForCustomer/:customerId', {
    schema: {
      tags,
      security,
      summary: `The customer's notifications, newest first (the newest ${NOTIFICATION_LIST_LIMIT}), in Uzbek and Russian`,
      params: CustomerIdParams,
      response: { 200: Type.Array(Notification), ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => customerNotifications(deps.db, request.params.customerId));

  app.get('/getUnreadCount/:customerId', {
    schema: {
      tags,
      security,
      summary: 'How many of the customer’s notifications are unread',
      params: CustomerIdParams,
      response: { 200: UnreadCount, ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => ({ count: await unreadCount(deps.db, request.params.customerId) }));

  // A static path: Fastify matches it before the parametric readNotification route.
  app.put('/readAll/:customerId', {
    schema: {
      tags,
      security,
      summary: 'Marks every notification of the customer read',
      params: CustomerIdParams,
      response: { 204: NoContent, ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request, reply) => {
    await markAllRead(deps.db, request.params.customerId);
    return reply.status(204).send(null);
  });

  app.put('/readNotification/:id', {
    schema: {
      tags,
      security,
      summary: 'Marks one notification read and answers it',
      params: NotificationIdParams,
      response: { 200: Notification, ...errors(400, 401, 403, 404) },
    },
    config: { auth: 'customer', owns: [{ from: 'params', key: 'id', resource: 'notification' }] },
  }, async (request) => {
    const notification = await markRead(deps.db, customerIdOf(request), request.params.id);
    if (!notification) throw notFound('Notification');
    return notification;
  });
};
