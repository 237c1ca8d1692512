import { Type } from '@sinclair/typebox';
import { couponRoutes } from '../coupons/routes';
import type { AppDeps } from '../deps';
import { notFound } from '../errors';
import type { App } from '../http/app-type';
import { customerIdOf } from '../http/guard';
import { CustomerIdParams, errors, NoContent } from '../http/schemas';
import { reviewRoutes } from '../reviews/routes';
import { customerNotifications, markAllRead, markRead, NOTIFICATION_LIST_LIMIT, unreadCount } from './queries';
import { Notification, NotificationIdParams, UnreadCount } from './schemas';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** The customer's engagement: notifications here, and the review and coupon routes of their own folders. */
export async function engagementRoutes(app: App, deps: AppDeps): Promise<void> {
  await notificationRoutes(app, deps);
  await reviewRoutes(app, deps);
  await couponRoutes(app, deps);
}

async function notificationRoutes(app: App, deps: AppDeps): Promise<void> {
  app.get('/api/notification/getNotificationsForCustomer/:customerId', {
    schema: {
      tags,
      security,
      summary: `The customer's notifications, newest first (the newest ${NOTIFICATION_LIST_LIMIT}), in Uzbek and Russian`,
      params: CustomerIdParams,
      response: { 200: Type.Array(Notification), ...errors(400, 401, 403) },
    },
    config: { auth: 'customer' },
  }, async (request) => customerNotifications(deps.db, request.params.customerId));

  app.get('/api/notification/getUnreadCount/:customerId', {
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
  app.put('/api/notification/readAll/:customerId', {
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

  app.put('/api/notification/readNotification/:id', {
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
}
