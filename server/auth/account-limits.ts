import { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeWait } from './codes';
import { ShopSmsCeilingError } from './verification';
import type { Clock } from '../clock';
import { AppError } from '../errors';
import type { AttemptStore } from '../http/attempt-store';
import type { RateLimits } from '../http/rate-limits';
import { appendHook, bodyPhone } from '../http/route-hooks';

/** What a request was answered, as far as a counter cares. */
interface Answer {
  status: number;
  errorCode: string | undefined;
  payload: unknown;
}

/**
 * Tries of one kind, counted under a key across every address. A slot is reserved before the handler runs
 * and given back once the answer shows the try was not one that counts.
 */
interface Counter {
  limit: number;
  windowMs: number;
  /** The key the request counts under; undefined when it names none (it is then not limited here). */
  keyOf(request: FastifyRequest): string | undefined | Promise<string | undefined>;
  /** Whether the answer used the slot up. */
  counts(answer: Answer): boolean;
  refusal: string;
}

/**
 * What a route is limited by (each counter in turn: a refusal by one gives back the slots the ones before took), and
 * which counts its success forgets (its caller proved to be the owner), given the keys its counters held.
 */
interface RouteLimits {
  counters?: Counter[];
  clearedBySuccess?(request: FastifyRequest, heldKeys: string[]): string[];
}

/**
 * The version of a staff account's password, raised by every new one (an ADMIN's reset, `npm run staff:create`);
 * undefined for a phone with no staff account.
 */
export type StaffPasswordVersion = (phoneNumber: string) => Promise<number | undefined>;

interface Held {
  counter: Counter;
  key: string;
}

const signInKey = (phone: string) => `sign-in:${phone}`;
const codeKey = (phone: string) => `code:${phone}`;
// The signed-in customer (the guard has checked the token): whose password is being guessed.
const passwordKey = (request: FastifyRequest) => (request.principal?.kind === 'customer' ? `password:${request.principal.customerId}` : undefined);

/** The code of an error-shaped answer (server/errors.ts), which is all a refusal's payload says. */
function errorCodeOf(payload: unknown): string | undefined {
  if (typeof payload !== 'string' || !payload.startsWith('{')) return undefined;
  try {
    const body = JSON.parse(payload) as { error?: { code?: unknown } };
    return typeof body.error?.code === 'string' ? body.error.code : undefined;
  } catch {
    return undefined;
  }
}

const byPhone = (key: (phone: string) => string) => (request: FastifyRequest) => {
  const phone = bodyPhone(request);
  return phone === undefined ? undefined : key(phone);
};

/**
 * A staff member's sign-in counts under the phone and the version of the account's password, so a new password
 * (an ADMIN's reset, `npm run staff:create`, whichever process makes it) starts every count of the account afresh
 * on every server: the old counts are never asked about again. Read once per request.
 */
function staffSignInKey(passwordVersion: StaffPasswordVersion) {
  const keys = new WeakMap<FastifyRequest, Promise<string | undefined>>();
  return (request: FastifyRequest): Promise<string | undefined> => {
    let key = keys.get(request);
    if (!key) {
      const phone = bodyPhone(request);
      key = phone === undefined ? Promise.resolve(undefined) : passwordVersion(phone).then((version) => `staff-sign-in:${phone}:${version ?? '-'}`);
      keys.set(request, key);
    }
    return key;
  };
}

function routeLimitsOf(limits: RateLimits, passwordVersion: StaffPasswordVersion) {
  const failures = { windowMs: limits.failureWindowMs };
  const signIn: Counter = {
    ...failures,
    limit: limits.signInFailuresPerPhone,
    keyOf: byPhone(signInKey),
    counts: (answer) => answer.status === 401,
    refusal: 'Too many failed sign-ins for this phone number; reset the password by SMS, or try again',
  };
  const staffKey = staffSignInKey(passwordVersion);
  // A stranger's guesses lock out the stranger's address; only guesses from many addresses lock the account itself.
  const staffSignInAtAddress: Counter = {
    ...failures,
    limit: limits.signInFailuresPerPhone,
    keyOf: async (request) => {
      const key = await staffKey(request);
      return key === undefined ? undefined : `${key}@${normalizeIP(request.ip)}`;
    },
    counts: (answer) => answer.status === 401,
    refusal: 'Too many failed sign-ins for this phone number from this address; try again',
  };
  const staffSignIn: Counter = {
    ...failures,
    limit: limits.staffSignInFailuresPerPhone,
    keyOf: staffKey,
    counts: (answer) => answer.status === 401,
    refusal: 'Too many failed sign-ins for this phone number; an ADMIN can give the account a new password, which lifts the lock, or try again',
  };
  const codeCheck: Counter = {
    ...failures,
    limit: limits.codeFailuresPerPhone,
    keyOf: byPhone(codeKey),
    counts: (answer) => answer.status === 400 && (answer.errorCode === 'CODE_INVALID' || answer.errorCode === 'CODE_EXPIRED'),
    refusal: 'Too many wrong codes for this phone number; try again',
  };
  const passwordChange: Counter = {
    ...failures,
    limit: limits.passwordFailuresPerCustomer,
    keyOf: passwordKey,
    counts: (answer) => answer.status === 409 && answer.errorCode === 'WRONG_PASSWORD',
    refusal: 'Too many wrong current passwords; try again',
  };
  const sms = { limit: limits.smsPerAddress, windowMs: limits.smsWindowMs, refusal: 'Too many codes were asked for from this address; try again' };
  const smsByAddress = (sent: (answer: Answer) => boolean): Counter => ({ ...sms, keyOf: (request) => `sms:${normalizeIP(request.ip)}`, counts: sent });

  const forgets = (limit: number, key: (request: FastifyRequest) => string | undefined) =>
    limit > 0 ? (request: FastifyRequest) => [key(request)].filter((held): held is string => held !== undefined) : undefined;
  const clearsSignIn = forgets(limits.signInFailuresPerPhone, byPhone(signInKey));
  return {
    'POST /api/auth/loginCustomer': { counters: [signIn], clearedBySuccess: clearsSignIn },
    // A staff member who signs in proves to be the owner: the counts of the address and of the account go.
    'POST /api/auth/loginUser': { counters: [staffSignInAtAddress, staffSignIn], clearedBySuccess: (_request, heldKeys) => heldKeys },
    'POST /api/auth/smsCodeVerification': { counters: [codeCheck] },
    'POST /api/auth/register': { counters: [codeCheck] },
    // A password reset proves the owner, so it lifts the sign-in lock that someone's guesses put on the phone.
    'POST /api/auth/forgetPassword': { counters: [codeCheck], clearedBySuccess: clearsSignIn },
    'PUT /api/customers/editCustomerPassword/:customerId': {
      counters: [passwordChange],
      clearedBySuccess: forgets(limits.passwordFailuresPerCustomer, passwordKey),
    },
    // Only an answer of false means a registration code went out.
    'POST /api/auth/isRegistered': { counters: [smsByAddress((answer) => answer.status === 200 && answer.payload === 'false')] },
    'POST /api/auth/sendVerifyCodeForForgetPassword': { counters: [smsByAddress((answer) => answer.status === 204)] },
  } satisfies Record<string, RouteLimits>;
}

const SMS_ROUTES = new Set(['POST /api/auth/isRegistered', 'POST /api/auth/sendVerifyCodeForForgetPassword']);

/**
 * Limits on guessing and SMS pumping that no change of address escapes: failed customer sign-ins and wrong codes per
 * phone number, wrong current passwords per customer, and code SMS per address; failed staff sign-ins per phone at
 * each address and, up to a higher ceiling, from all of them (a new password lifts both). Only the tries that count
 * are counted (a refusal of the kind guessed at, a code actually sent), so the same shopper signing in again and
 * again is never limited. Added by route like the other limits; must run before the routes are registered.
 */
export function registerAccountLimits(app: FastifyInstance, limits: RateLimits, store: AttemptStore, clock: Clock, staffPasswordVersion: StaffPasswordVersion): void {
  const routes: Record<string, RouteLimits> = routeLimitsOf(limits, staffPasswordVersion);
  const held = new WeakMap<FastifyRequest, Held[]>();

  const reserve = (counters: Counter[]) => async (request: FastifyRequest, reply: FastifyReply) => {
    const taken: Held[] = [];
    for (const counter of counters) {
      const key = await counter.keyOf(request);
      if (key === undefined) continue;
      const reservation = await store.reserve(key, counter.limit, counter.windowMs);
      if (!reservation.granted) {
        for (const slot of taken) await store.release(slot.key);
        const now = clock.now();
        const retryAfterSeconds = Math.max(1, Math.ceil(reservation.retryAfterMs / 1000));
        reply.header('retry-after', String(retryAfterSeconds));
        const wait = describeWait(new Date(now.getTime() + reservation.retryAfterMs), now);
        throw new AppError(429, 'RATE_LIMITED', `${counter.refusal} ${wait}`);
      }
      taken.push({ counter, key });
    }
    held.set(request, taken);
  };

  const settle = (clearedBySuccess: RouteLimits['clearedBySuccess']) => async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const slots = held.get(request) ?? [];
    held.delete(request);
    const answer: Answer = { status: reply.statusCode, errorCode: reply.statusCode >= 400 ? errorCodeOf(payload) : undefined, payload };
    for (const slot of slots) if (!slot.counter.counts(answer)) await store.release(slot.key);
    if (answer.status < 300) for (const key of clearedBySuccess?.(request, slots.map((slot) => slot.key)) ?? []) await store.clear(key);
    return payload;
  };

  const warnOfShopCeiling = async (request: FastifyRequest, _reply: FastifyReply, error: Error) => {
    if (error instanceof ShopSmsCeilingError) request.log.warn({ limit: limits.smsPerDay }, 'the daily SMS ceiling of the shop is reached; no codes are sent until midnight in Tashkent (RATE_LIMIT_SMS_DAY)');
  };

  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // route.url is the whole address, the prefix of the domain's plugin included.
      const name = `${method} ${route.url}`;
      if (SMS_ROUTES.has(name)) appendHook(route, 'onError', warnOfShopCeiling);
      const { counters = [], clearedBySuccess } = routes[name] ?? {};
      const counted = counters.filter((counter) => counter.limit > 0);
      // After validation and the guard: the phone number is a real one and the caller is known.
      if (counted.length > 0) appendHook(route, 'preHandler', reserve(counted));
      if (counted.length > 0 || clearedBySuccess) appendHook(route, 'onSend', settle(clearedBySuccess));
    }
  });
}
