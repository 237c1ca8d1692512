import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { AppError } from '../errors';

/** Requests per window that one client may make; 0 turns that limit off. */
export interface RateLimits {
  windowMs: number;
  /** /api/auth/* for one phone number from one address: password and code guessing. */
  authPerPhone: number;
  /** /api/auth/* from one address, whatever the phone numbers: SMS pumping across many numbers. */
  authPerAddress: number;
  /** Product searches from one address: each uncached search is a trigram query. */
  searchPerAddress: number;
}

/**
 * Generous on purpose: Uzbek mobile carriers put many shoppers behind one address (carrier-grade NAT), and the
 * browser suite registers several customers and searches as it types from 127.0.0.1. A person never comes
 * near these numbers; a script does within seconds.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = { windowMs: 60_000, authPerPhone: 20, authPerAddress: 200, searchPerAddress: 300 };
export const NO_RATE_LIMITS: RateLimits = { windowMs: 60_000, authPerPhone: 0, authPerAddress: 0, searchPerAddress: 0 };

const ENV_NAMES = {
  authPerPhone: 'RATE_LIMIT_AUTH',
  authPerAddress: 'RATE_LIMIT_AUTH_ADDRESS',
  searchPerAddress: 'RATE_LIMIT_SEARCH',
} as const;

/** RATE_LIMIT_AUTH, RATE_LIMIT_AUTH_ADDRESS and RATE_LIMIT_SEARCH: requests a minute, 0 for no limit. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const [key, name] of Object.entries(ENV_NAMES) as Array<[keyof typeof ENV_NAMES, string]>) {
    const value = env[name];
    if (value === undefined || value === '') continue;
    const parsed = Number(value);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${name} must be a whole number of requests a minute (0: no limit), got "${value}"`);
    limits[key] = parsed;
  }
  return limits;
}

const AUTH_PREFIX = '/api/auth/';
const SEARCH_PREFIX = '/api/product/searchProduct/';

/** The client's address, an IPv6 client's whole /64 (one subscriber gets a whole /64 to rotate through). */
const address = (request: FastifyRequest) => normalizeIP(request.ip);

/** The phone number a sign-in call names, as sent (it may be anything before validation). */
function phoneOf(request: FastifyRequest): string {
  const body = request.body as { phoneNumber?: unknown } | null | undefined;
  const phone = body && typeof body === 'object' ? body.phoneNumber : undefined;
  return typeof phone === 'string' ? phone.slice(0, 32) : '';
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function hookOf(limiter: Limiter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    reply.header('x-ratelimit-limit', String(result.max));
    reply.header('x-ratelimit-remaining', '0');
    reply.header('x-ratelimit-reset', String(result.ttlInSeconds));
    throw new AppError(429, 'RATE_LIMITED', `Too many requests; try again in ${result.ttlInSeconds} s`);
  };
}

function append(route: RouteOptions, hook: 'onRequest' | 'preValidation', handler: onRequestHookHandler): void {
  const existing = route[hook];
  route[hook] = [...(existing === undefined ? [] : Array.isArray(existing) ? existing : [existing]), handler];
}

/**
 * Limits by URL prefix, added to each matching route as it is declared, so the domains' route files need no
 * rate-limit config of their own. Must run before the routes are registered. The plugin is registered with
 * `global: false`: only these routes pay for a limit.
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits): Promise<void> {
  await app.register(rateLimit, { global: false });
  const window = { timeWindow: limits.windowMs };
  const authByAddress = limits.authPerAddress > 0
    ? hookOf(app.createRateLimit({ ...window, max: limits.authPerAddress, keyGenerator: address }))
    : undefined;
  // After the body is parsed (the phone is in it) but before validation, so malformed tries count too.
  const authByPhone = limits.authPerPhone > 0
    ? hookOf(app.createRateLimit({ ...window, max: limits.authPerPhone, keyGenerator: (request) => `${address(request)}|${phoneOf(request)}` }))
    : undefined;
  const searchByAddress = limits.searchPerAddress > 0
    ? hookOf(app.createRateLimit({ ...window, max: limits.searchPerAddress, keyGenerator: address }))
    : undefined;

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(AUTH_PREFIX)) {
      if (authByAddress) append(route, 'onRequest', authByAddress);
      if (authByPhone) append(route, 'preValidation', authByPhone);
    } else if (route.url.startsWith(SEARCH_PREFIX) && searchByAddress) {
      append(route, 'onRequest', searchByAddress);
    }
  });
}
