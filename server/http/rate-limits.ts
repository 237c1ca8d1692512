import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import type { SharedRedis } from '../shared/redis';
import { unavailable } from './redis-attempt-store';
import { appendHook, bodyPhone } from './route-hooks';

/** How many tries one client, account or the whole shop may make per window; 0 turns that limit off. */
export interface RateLimits {
  windowMs: number;
  /** /api/auth/* for one phone number from one address, a minute: a fast script's calls. */
  authPerPhone: number;
  /** /api/auth/* from one address, whatever the phone numbers, a minute. */
  authPerAddress: number;
  /** Product searches from one address, a minute: each uncached search is a trigram query. */
  searchPerAddress: number;
  failureWindowMs: number;
  /**
   * Failed sign-ins (401) for one phone number: a customer's from any address (password guessing spread over
   * addresses; the reset by SMS lifts the lock), a staff member's from each address on its own, so a stranger's
   * guesses do not lock the staff member out everywhere.
   */
  signInFailuresPerPhone: number;
  /** Failed staff sign-ins for one phone number from all addresses together: the ceiling on guessing spread over many. */
  staffSignInFailuresPerPhone: number;
  /** Wrong or expired codes given for one phone number from any address. */
  codeFailuresPerPhone: number;
  /** Wrong current passwords given to change one customer's password (a stolen session guessing it). */
  passwordFailuresPerCustomer: number;
  smsWindowMs: number;
  /** Code SMS sent at one address's request: SMS pumping across many numbers. */
  smsPerAddress: number;
  /** Code SMS the whole shop sends in one day (Tashkent time), counted in the database: the SMS bill's ceiling. */
  smsPerDay: number;
}

/**
 * Generous on purpose: Uzbek mobile carriers put many shoppers behind one address (carrier-grade NAT), and the
 * browser suite registers about twenty customers and searches as it types from 127.0.0.1. A person never
 * comes near these numbers; a script does within seconds. The failure limits count only refusals, so
 * signing in again and again is never limited.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  windowMs: 60_000,
  authPerPhone: 20,
  authPerAddress: 200,
  searchPerAddress: 300,
  failureWindowMs: 15 * 60_000,
  signInFailuresPerPhone: 10,
  // Ten addresses' worth: one stranger's address or a few cannot lock a staff member out.
  staffSignInFailuresPerPhone: 100,
  codeFailuresPerPhone: 10,
  passwordFailuresPerCustomer: 5,
  smsWindowMs: 60 * 60_000,
  smsPerAddress: 30,
  smsPerDay: 5000,
};
export const NO_RATE_LIMITS: RateLimits = {
  ...DEFAULT_RATE_LIMITS,
  authPerPhone: 0,
  authPerAddress: 0,
  searchPerAddress: 0,
  signInFailuresPerPhone: 0,
  staffSignInFailuresPerPhone: 0,
  codeFailuresPerPhone: 0,
  passwordFailuresPerCustomer: 0,
  smsPerAddress: 0,
  smsPerDay: 0,
};

const ENV_NAMES = {
  authPerPhone: { name: 'RATE_LIMIT_AUTH', per: 'requests a minute' },
  authPerAddress: { name: 'RATE_LIMIT_AUTH_ADDRESS', per: 'requests a minute' },
  searchPerAddress: { name: 'RATE_LIMIT_SEARCH', per: 'requests a minute' },
  signInFailuresPerPhone: { name: 'RATE_LIMIT_SIGN_IN_FAILURES', per: 'failures in 15 minutes' },
  staffSignInFailuresPerPhone: { name: 'RATE_LIMIT_STAFF_SIGN_IN_FAILURES', per: 'failures in 15 minutes' },
  codeFailuresPerPhone: { name: 'RATE_LIMIT_CODE_FAILURES', per: 'failures in 15 minutes' },
  passwordFailuresPerCustomer: { name: 'RATE_LIMIT_PASSWORD_FAILURES', per: 'failures in 15 minutes' },
  smsPerAddress: { name: 'RATE_LIMIT_SMS_ADDRESS', per: 'SMS an hour' },
  smsPerDay: { name: 'RATE_LIMIT_SMS_DAY', per: 'SMS a day' },
} as const;

/** The RATE_LIMIT_* variables of ENV_NAMES, each a whole number (0 for no limit); unset, the default. */
export function rateLimitsFromEnv(env: NodeJS.ProcessEnv): RateLimits {
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const [key, { name, per }] of Object.entries(ENV_NAMES) as Array<[keyof typeof ENV_NAMES, { name: string; per: string }]>) {
    const value = env[name]?.trim();
    if (value === undefined || value === '') continue;
    const parsed = Number(value);
    if (!/^\d+$/.test(value) || !Number.isSafeInteger(parsed)) throw new Error(`${name} must be a whole number of ${per} (0: no limit), got "${value}"`);
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
  return bodyPhone(request)?.slice(0, 32) ?? '';
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

function hookOf(limiter: Limiter) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await limiter(request).catch((error: unknown) => {
      throw unavailable(error);
    });
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    reply.header('x-ratelimit-limit', String(result.max));
    reply.header('x-ratelimit-remaining', '0');
    reply.header('x-ratelimit-reset', String(result.ttlInSeconds));
    throw new AppError(429, 'RATE_LIMITED', `Too many requests; try again in ${result.ttlInSeconds} s`);
  };
}


/**
 * Limits by URL prefix, added to each matching route as it is declared (route.url is the whole address, the
 * prefix of the domain's plugin included), so the domains' route files need no rate-limit config of their own.
 * Must run before the domains' plugins are registered. The plugin is registered with
 * `global: false`: only these routes pay for a limit. With `redis` the counts live there, shared by every server
 * of the shop (the plugin's own Redis store: one Lua script of INCR and PEXPIRE per request).
 */
export async function registerRateLimits(app: FastifyInstance, limits: RateLimits, redis?: SharedRedis): Promise<void> {
  await app.register(rateLimit, { global: false, ...(redis ? { redis: redis.client, nameSpace: `${redis.prefix}rate-limit:` } : {}) });
  const window = { timeWindow: limits.windowMs };
  // Each limit's keys carry its name: in Redis the limiters share one key space (in memory each has its own map).
  const authByAddress = limits.authPerAddress > 0
    ? hookOf(app.createRateLimit({ ...window, max: limits.authPerAddress, keyGenerator: (request) => `auth:${address(request)}` }))
    : undefined;
  // After the body is parsed (the phone is in it) but before validation, so malformed tries count too.
  const authByPhone = limits.authPerPhone > 0
    ? hookOf(app.createRateLimit({ ...window, max: limits.authPerPhone, keyGenerator: (request) => `auth-phone:${address(request)}|${phoneOf(request)}` }))
    : undefined;
  const searchByAddress = limits.searchPerAddress > 0
    // skipOnError: with Redis away, searches go unlimited rather than the catalogue going dark (guessing is what the
    // auth limits keep out, so those refuse instead).
    ? hookOf(app.createRateLimit({ ...window, max: limits.searchPerAddress, skipOnError: true, keyGenerator: (request) => `search:${address(request)}` }))
    : undefined;

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith(AUTH_PREFIX)) {
      if (authByAddress) appendHook(route, 'onRequest', authByAddress);
      if (authByPhone) appendHook(route, 'preValidation', authByPhone);
    } else if (route.url.startsWith(SEARCH_PREFIX) && searchByAddress) {
      appendHook(route, 'onRequest', searchByAddress);
    }
  });
}
