import { Type } from '@sinclair/typebox';
import type { DomainPlugin } from '../http/app-type';
import { staffIdOf } from '../http/guard';
import { errors, IdParams, page, PageQuery } from '../http/schemas';
import { ContactMessage, ContactMessageDetail, InboxPage, MessageReplyBody } from '../../contract/communication';
import { messageDetail, replyToMessage } from './replies';
import { inboxPage, markMessage } from './service';

const staffTags = ['contact messages (staff)'];
const security = [{ bearer: [] }];

const InboxQuery = Type.Object({
  ...PageQuery.properties,
  unread: Type.Optional(Type.Boolean({ description: 'true: only the unread ones' })),
});

/** The staff's inbox of contact messages, under /api/message beside the public contact form (routes.ts). */
export const staffMessagesPlugin: DomainPlugin = async (app, { deps }) => {
  app.get('/getAllMessages', {
    schema: {
      tags: staffTags,
      security,
      summary: 'The contact messages, newest first, paged, optionally only the unread; with the unread count',
      querystring: InboxQuery,
      response: { 200: InboxPage, ...errors(400, 401, 403) },
    },
  }, async (request) => {
    const { rows, total, unreadCount } = await inboxPage(deps.db, request.query);
    return { ...page(rows, request.query, total), unreadCount };
  });

  app.put('/asReadUpdating/:id', {
    schema: {
      tags: staffTags,
      security,
      summary: 'Marks a message read by the caller (read=false: unread again) and answers it',
      params: IdParams,
      querystring: Type.Object({ read: Type.Boolean({ default: true }) }),
      response: { 200: ContactMessage, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => markMessage(deps, staffIdOf(request), request.params.id, request.query.read));

  app.get('/getMessage/:id', {
    schema: {
      tags: staffTags,
      security,
      summary: 'One message with its replies, oldest first, each with its SMS delivery',
      params: IdParams,
      response: { 200: ContactMessageDetail, ...errors(400, 401, 403, 404) },
    },
  }, async (request) => messageDetail(deps.db, request.params.id));

  app.post('/reply/:id', {
    schema: {
      tags: staffTags,
      security,
      summary: 'Answers a message by SMS to its phone (through the outbox) and marks it read; 409 NO_PHONE when it has none',
      params: IdParams,
      body: MessageReplyBody,
      response: { 201: ContactMessageDetail, ...errors(400, 401, 403, 404, 409) },
    },
  }, async (request, reply) => {
    reply.code(201);
    return replyToMessage(deps, staffIdOf(request), request.params.id, request.body);
  });
};
