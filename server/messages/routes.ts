import { normalizeIP } from '@fastify/rate-limit';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { DomainOptions, DomainPlugin } from '../http/app-type';
import { AppError } from '../errors';
import { staffIdOf } from '../http/guard';
import { ClosedObject, errors, IdParams, page, PageQuery, PhoneNumber } from '../http/schemas';
import { ContactMessage, InboxPage, MAX_CONTACT_MESSAGE } from '../../contract/communication';
import { MAX_NAME_LENGTH } from '../../contract/limits';
import { addContactMessage, inboxPage, markMessage } from './service';

const staffTags = ['contact messages (staff)'];
const security = [{ bearer: [] }];
const config = { auth: 'staff' as const };

/** How many contact messages one address may send an hour: a person writes one or two, a script hundreds. */
export const CONTACT_MESSAGES_PER_HOUR = 10;

export interface MessagesOptions extends DomainOptions {
  /** Contact messages an address may send an hour; 0: no limit (tests). buildApp turns it on with the other limits. */
  perHour: number;
}

const AddMessageBody = ClosedObject({
  fullName: Type.String({ minLength: 1, maxLength: MAX_NAME_LENGTH, pattern: '\\S', description: 'not blank' }),
  phoneNumber: PhoneNumber,
  message: Type.String({ minLength: 1, maxLength: MAX_CONTACT_MESSAGE, pattern: '\\S', description: 'not blank' }),
});

const InboxQuery = Type.Object({
  ...PageQuery.properties,
  unread: Type.Optional(Type.Boolean({ description: 'true: only the unread ones' })),
});

/** The customer whose valid token the request carries, if any: the contact form is public, a sign-in only links. */
async function signedInCustomer(deps: DomainOptions['deps'], request: FastifyRequest): Promise<number | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const verified = token ? await deps.tokens.verify(token) : null;
  return verified?.principal.kind === 'customer' ? verified.principal.customerId : null;
}

/** The contact form's public POST and the staff inbox, under /api/message. */
export const messagesPlugin: DomainPlugin<MessagesOptions> = async (app, { deps, perHour }) => {
  const limiter = perHour > 0
    ? app.createRateLimit({ timeWindow: 60 * 60_000, max: perHour, keyGenerator: (request) => normalizeIP(request.ip) })
    : undefined;

  app.post('/add', {
    schema: {
      tags: ['contact'],
      summary: `A message to the shop from the contact page (public; ${CONTACT_MESSAGES_PER_HOUR} an hour from one address); a signed-in customer's is linked to them`,
      body: AddMessageBody,
      response: { 201: Type.Object({ id: Type.Integer() }), ...errors(400, 429) },
    },
    onRequest: async (request, reply) => {
      const result = limiter ? await limiter(request) : undefined;
      if (!result || result.isAllowed || !result.isExceeded) return;
      reply.header('retry-after', String(result.ttlInSeconds));
      throw new AppError(429, 'RATE_LIMITED', `Too many messages; try again in ${Math.ceil(result.ttlInSeconds / 60)} minutes`);
    },
  }, async (request, reply) => {
    const message = await addContactMessage(deps, request.body, await signedInCustomer(deps, request));
    return reply.code(201).send({ id: message.id });
  });

  app.get('/getAllMessages', {
    schema: {
      tags: staffTags,
      security,
      summary: 'The contact messages, newest first, paged, optionally only the unread; with the unread count',
      querystring: InboxQuery,
      response: { 200: InboxPage, ...errors(400, 401, 403) },
    },
    config,
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
    config,
  }, async (request) => markMessage(deps, staffIdOf(request), request.params.id, request.query.read));
};
