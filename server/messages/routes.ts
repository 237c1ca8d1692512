import { normalizeIP } from '@fastify/rate-limit';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import type { DomainOptions, DomainPlugin } from '../http/app-type';
import { AppError } from '../errors';
import { errors } from '../http/schemas';
import { ContactMessageBody } from '../../contract/communication';
import { addContactMessage } from './service';


/** How many contact messages one address may send an hour: a person writes one or two, a script hundreds. */
export const CONTACT_MESSAGES_PER_HOUR = 10;

export interface MessagesOptions extends DomainOptions {
  /** Contact messages an address may send an hour; 0: no limit (tests). buildApp turns it on with the other limits. */
  perHour: number;
}

/** The customer whose valid token the request carries, if any: the contact form is public, a sign-in only links. */
async function signedInCustomer(deps: DomainOptions['deps'], request: FastifyRequest): Promise<number | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  const verified = token ? await deps.tokens.verify(token) : null;
  return verified?.principal.kind === 'customer' ? verified.principal.customerId : null;
}

/** The contact form's public POST under /api/message; the staff's inbox beside it is staff-routes.ts. */
export const messagesPlugin: DomainPlugin<MessagesOptions> = async (app, { deps, perHour }) => {
  const limiter = perHour > 0
    ? app.createRateLimit({ timeWindow: 60 * 60_000, max: perHour, keyGenerator: (request) => normalizeIP(request.ip) })
    : undefined;

  app.post('/add', {
    schema: {
      tags: ['contact'],
      summary: `A message to the shop from the contact page (public; ${CONTACT_MESSAGES_PER_HOUR} an hour from one address); a signed-in customer's is linked to them`,
      body: ContactMessageBody,
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
};
