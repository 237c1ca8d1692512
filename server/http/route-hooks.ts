import type { FastifyRequest, RouteOptions } from 'fastify';

type RouteHook = 'onRequest' | 'preValidation' | 'preHandler' | 'onSend' | 'onError';

/** Adds a hook after those a route already has (from its own options or from earlier onRoute hooks). */
export function appendHook<K extends RouteHook>(route: RouteOptions, hook: K, handler: NonNullable<RouteOptions[K]>): void {
  const existing = route[hook];
  route[hook] = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), handler] as RouteOptions[K];
}

/** The phone number a sign-in or code call names in its body, if the body has one as text. */
export function bodyPhone(request: FastifyRequest): string | undefined {
  const body = request.body as { phoneNumber?: unknown } | null | undefined;
  const phone = body && typeof body === 'object' ? body.phoneNumber : undefined;
  return typeof phone === 'string' ? phone : undefined;
}
