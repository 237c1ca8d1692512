import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { MAX_UPLOAD_BYTES } from '../contract/limits';
import { ADDRESS_HOLDERS } from './address-holders';
import { addressesPlugin } from './addresses/routes';
import { authPlugin } from './auth/routes';
import { cartPlugin } from './cart/routes';
import { ResponseCache } from './catalogue/cache';
import { cataloguePlugin } from './catalogue/routes';
import { couponsPlugin } from './loyalty/coupons/routes';
import { customersPlugin } from './customers/routes';
import { CUSTOMER_HOLDERS } from './customer-holders';
import type { AppDeps } from './deps';
import { registerErrorHandling } from './errors';
import { favouritesPlugin } from './favourites/routes';
import { homePlugin } from './home/routes';
import { registerAccountLimits } from './auth/account-limits';
import { staffPasswordVersion } from './auth/service';
import type { App } from './http/app-type';
import { MemoryAttemptStore, type AttemptStore } from './http/attempt-store';
import { requireClosedBodies } from './http/closed-bodies';
import { clientErrorHandler, frameworkErrorHandler } from './http/framework-errors';
import { registerGuard } from './http/guard';
import { healthPlugin, readyServerState, type ServerState } from './http/health';
import { DEFAULT_TRUST_PROXY, type TrustProxy } from './http/proxy';
import { NO_RATE_LIMITS, registerRateLimits, type RateLimits } from './http/rate-limits';
import { RedisAttemptStore } from './http/redis-attempt-store';
import { registerSecurityHeaders } from './http/security-headers';
import { staffScope } from './http/staff-scope';
import { adminRoutes, staffRoutes } from './staff-routes';
import { schemaCompilers } from './http/schema-compilers';
import { named } from './http/plugin-name';
import { mediaPlugin } from './media/routes';
import { mediaStoreFor } from './media/store/choose';
import { processProductPhoto } from './media/images/process';
import { notificationsPlugin } from './notifications/routes';
import { ordersPlugin } from './orders/routes';
import { ORDER_HOLDERS } from './order-holders';
import { paymentsPlugin } from './payments/routes';
import { productsPlugin } from './catalogue/products/routes';
import { returnsPlugin } from './returns/routes';
import { reviewsPlugin } from './reviews/routes';
import { startCacheSync } from './shared/cache-sync';
import { CACHE_FORGETTERS } from './cache-topics';
import { sandboxPlugin } from './sandbox/routes';
import { settingsPlugin } from './settings/routes';
import { CONTACT_MESSAGES_PER_HOUR, messagesPlugin } from './messages/routes';
import { webPlugin } from './web/routes';
import { createTelegramBot } from './telegram/identity';
import { telegramPlugin } from './telegram/routes';
import { TELEGRAM_HOLDERS } from './telegram-holders';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Per-client request limits. Unset: none, for tests and benchmarks; main.ts passes the configured ones. */
  rateLimits?: RateLimits;
  /** Where the per-account and per-address try counters live; unset: Redis with deps.redis, else this process's memory, on deps.clock. */
  attemptStore?: AttemptStore;
  /** Whom to believe about X-Forwarded-For/-Proto (server/http/proxy.ts); unset: proxies on private networks. */
  trustProxy?: TrustProxy;
  /** Whether the process is started and not shutting down, for /api/health; unset: always ready (server/main.ts sets it). */
  serverState?: ServerState;
  /** Tests: each route's validators and serializers made at its first call, not at start (server/http/schema-compilers.ts). */
  compileSchemasOnFirstUse?: boolean;
}

type ChosenDeps = 'media' | 'processPhoto' | 'telegramBot';

export async function buildApp(given: Omit<AppDeps, ChosenDeps> & Partial<Pick<AppDeps, ChosenDeps>>, options: BuildOptions = {}): Promise<App> {
  const deps: AppDeps = {
    ...given,
    media: given.media ?? mediaStoreFor(given.config, given.db),
    processPhoto: given.processPhoto ?? processProductPhoto,
    telegramBot: given.telegramBot ?? createTelegramBot(given.config, given.db),
  };
  const https = deps.config.publicUrl?.startsWith('https:') ?? false;
  const security = { https, telegram: deps.config.telegram.botToken !== undefined };
  const app: App = Fastify({
    logger: options.logger ?? false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // A body field the route does not list is refused (400), not silently dropped as Fastify would by default.
    ajv: { customOptions: { allErrors: true, removeAdditional: false } },
    schemaController: { compilersFactory: schemaCompilers({ onFirstUse: options.compileSchemasOnFirstUse ?? false }) },
    trustProxy: options.trustProxy ?? DEFAULT_TRUST_PROXY,
    // Refusals made before the hooks run answer in the error shape too (Fastify's own bodies are not).
    frameworkErrors: frameworkErrorHandler(security),
    clientErrorHandler,
    // While closing, requests already on an open connection are served (their answers keep the error shape).
    return503OnClosing: false,
  }).withTypeProvider<TypeBoxTypeProvider>();

  registerSecurityHeaders(app, security);
  // The API takes JSON (and multipart for uploads): a text/plain body is a wrong content type (415), not a
  // string for the schema to puzzle over. Scopes that take other bodies (payments) add their own parsers.
  app.removeContentTypeParser('text/plain');
  // Before any route: the limits attach to routes by their whole address (a plugin's prefix included) as they are declared.
  const rateLimits = options.rateLimits ?? NO_RATE_LIMITS;
  await registerRateLimits(app, rateLimits, deps.redis);
  const attemptStore = options.attemptStore ?? (deps.redis ? new RedisAttemptStore(deps.redis) : new MemoryAttemptStore(deps.clock));
  registerAccountLimits(app, rateLimits, attemptStore, deps.clock, (phoneNumber) => staffPasswordVersion(deps.db, phoneNumber));
  if (deps.redis) {
    // Every server's catalogue writes end the other servers' cached answers too.
    const cacheSync = await startCacheSync(deps.redis, app.log, CACHE_FORGETTERS);
    app.addHook('onClose', () => cacheSync.close());
  }
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } });
  await app.register(swagger, {
    // Paths in the order of their addresses, not of their declaration: the document does not move when a plugin does.
    transformObject: (document) => {
      if (!('openapiObject' in document)) return document.swaggerObject;
      const { openapiObject } = document;
      openapiObject.paths = pathsInOrder(openapiObject.paths);
      return openapiObject;
    },
    openapi: {
      info: { title: 'Libos API', version: '1.0.0', description: 'The shop API of docs/api.md' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  registerErrorHandling(app);
  registerGuard(app, deps.db, deps.tokens);
  // Before the routes: each route is checked as it is declared.
  requireClosedBodies(app);

  // Each domain is an encapsulated plugin (DomainPlugin, server/http/app-type.ts): what it adds stays inside it, while
  // everything registered above on the root reaches its routes. The public catalogue reads of every domain share one
  // cache (server/catalogue/cache.ts).
  const catalogueCache = new ResponseCache(deps.clock);
  await app.register(named(healthPlugin, 'health'), { deps, state: options.serverState ?? readyServerState() });
  // The shop's daily SMS ceiling is counted where the codes are made (auth/verification.ts issueCode).
  await app.register(named(authPlugin, 'auth'), { deps: { ...deps, shopSmsPerDay: rateLimits.smsPerDay }, prefix: '/api/auth' });
  await app.register(named(customersPlugin(CUSTOMER_HOLDERS), 'customers'), { deps, prefix: '/api/customers' });
  // Its routes sit under /api/auth, /api/customers, /api/telegram and /sandbox: registered without a prefix.
  await app.register(named(telegramPlugin(TELEGRAM_HOLDERS), 'telegram'), { deps });
  await app.register(named(cataloguePlugin, 'catalogue'), { deps, catalogueCache });
  await app.register(named(productsPlugin, 'products'), { deps, catalogueCache, prefix: '/api/product' });
  await app.register(named(homePlugin, 'home'), { deps, catalogueCache });
  await app.register(named(cartPlugin, 'cart'), { deps, prefix: '/api/cartItem' });
  await app.register(named(favouritesPlugin, 'favourites'), { deps, prefix: '/api/likedItem' });
  await app.register(named(addressesPlugin(ADDRESS_HOLDERS), 'addresses'), { deps });
  await app.register(named(ordersPlugin(ORDER_HOLDERS), 'orders'), { deps, prefix: '/api/order' });
  await app.register(named(paymentsPlugin, 'payments'), { deps, prefix: '/api/payments' });
  await app.register(named(sandboxPlugin, 'sandbox'), { deps, prefix: '/sandbox' });
  await app.register(named(notificationsPlugin, 'notifications'), { deps, prefix: '/api/notification' });
  // The contact form is a public post: limited per address whenever the other limits are on.
  await app.register(named(messagesPlugin, 'messages'), { deps, perHour: rateLimits.authPerAddress > 0 ? CONTACT_MESSAGES_PER_HOUR : 0, prefix: '/api/message' });
  await app.register(named(returnsPlugin, 'returns'), { deps, prefix: '/api/return' });
  await app.register(named(reviewsPlugin, 'reviews'), { deps, catalogueCache, prefix: '/api/review' });
  await app.register(named(couponsPlugin, 'coupons'), { deps, prefix: '/api/couponCustomer' });
  await app.register(named(settingsPlugin, 'settings'), { deps, prefix: '/api/settings' });
  // Every staff route, in the one scope that signs staff in (server/staff-routes.ts lists them).
  await app.register(named(staffScope, 'staffScope'), { deps, staff: staffRoutes, admin: adminRoutes });
  await app.register(named(mediaPlugin, 'media'), { deps, prefix: '/media' });
  // Its not-found handler, set without a prefix, is the whole app's: the SPA for a page's address, else a JSON 404.
  await app.register(named(webPlugin, 'web'), { deps });
  return app;
}

/** The document's paths sorted by address (code unit order, the same on every machine). */
function pathsInOrder<Paths extends object>(paths: Paths | undefined): Paths | undefined {
  return paths && (Object.fromEntries(Object.entries(paths).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) as Paths);
}
