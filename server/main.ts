import { buildApp } from './app';
import { refreshSearchKeys } from './catalogue/search-key-refresh';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedIfEmpty } from './db/seed/index';
import { webBuilt } from './web/build-gate';
import { systemClock } from './clock';
import type { ServerState } from './http/health';
import { trustProxyFromEnv } from './http/proxy';
import { rateLimitsFromEnv } from './http/rate-limits';
import { TokenService } from './http/tokens';
import { pictureNames } from './catalogue/products/photos/service';
import { CATALOGUE_HOLDERS } from './catalogue-holders';
import { jobHandlers } from './job-handlers';
import { jobWorkerFromEnv } from './jobs/worker-env';
import { registerJobWorker } from './jobs/worker';
import { mediaStoreFor } from './media/store/choose';
import { registerPictureSweep } from './media/store/orphan-sweep';
import { registerStaleOrderSweep, sweepIntervalFromEnv } from './orders/sweep';
import { logFormatFromEnv } from './logging/log-format';
import { prettyLogStream } from './logging/pretty-log';
import { startSummaryOf, startSummaryText } from './logging/start-summary';
import { resolveJwtSecret } from './secrets';
import { drainAndClose, shutdownSettingsFromEnv } from './shutdown';
import { connectRedis } from './shared/redis';
import { createSmsProvider } from './sms/create';
import { demoStaffPasswordInUse } from './staff/demo-staff';
import { BotApiClient } from './telegram/bot';
import { createTelegramBot } from './telegram/identity';
import { registerTelegramPolling } from './telegram/polling';
import { TELEGRAM_HOLDERS } from './telegram-holders';

async function main(): Promise<void> {
  const config = loadConfig();
  // Read before anything starts, so a bad value stops the start with its message.
  const rateLimits = rateLimitsFromEnv(process.env);
  const trustProxy = trustProxyFromEnv(process.env);
  const worker = jobWorkerFromEnv(process.env);
  const sweepIntervalMs = sweepIntervalFromEnv(process.env);
  const shutdownSettings = shutdownSettingsFromEnv(process.env);
  const logFormat = logFormatFromEnv(process.env, process.stdout.isTTY === true);
  const colours = process.stdout.isTTY === true && process.stdout.hasColors();
  // Before the database: on PostgreSQL a missing JWT_SECRET stops the start before anything is migrated.
  const jwtSecret = await resolveJwtSecret(config.jwtSecret, config.dataDir, config.databaseUrl);
  const database = await openDatabase(config);
  await database.migrate();
  // Seeded before the app is made: under `npm start` the shop's build runs meanwhile, and the app reads it.
  const seeded = await seedIfEmpty(database.db, { demo: config.seedDemo });
  await webBuilt();
  const loggerOptions = logFormat === 'json' ? { level: config.logLevel } : { level: config.logLevel, stream: prettyLogStream(process.stdout, colours) };
  // Before the app: an unreachable REDIS_URL stops the start with its reason. A drop later is logged while ioredis reconnects.
  let logRedisError = (error: Error) => console.error(`Redis: ${error.message}`);
  const redis = config.redisUrl
    ? await connectRedis(config.redisUrl, { prefix: config.redisPrefix, onError: (error) => logRedisError(error) })
    : undefined;
  const media = mediaStoreFor(config, database.db);
  const deps = {
    db: database.db,
    config,
    tokens: new TokenService(jwtSecret),
    sms: createSmsProvider(config, database.db, worker.sandboxSmsDelayMs),
    clock: systemClock,
    media,
    redis,
    telegramBot: createTelegramBot(config, database.db, worker.sandboxTelegramDelayMs),
  };
  // Not ready until migrated and seeded; draining from the stop signal on (GET /api/health tells the load balancer).
  const serverState: ServerState = { ready: false, draining: false };
  const app = await buildApp(deps, { logger: loggerOptions, rateLimits, trustProxy, serverState });
  if (redis) app.addHook('onClose', () => redis.close());
  logRedisError = (error) => app.log.error({ err: error }, 'Redis connection error (reconnecting)');
  // Every server runs a worker by default: SKIP LOCKED gives each a different job (JOBS_WORKER=0 turns one off).
  if (worker.enabled) registerJobWorker(app, { db: database.db, clock: systemClock }, jobHandlers(deps), worker.options);
  // Long polling only with a real bot: the sandbox hears its updates at the webhook (the sandbox page posts them).
  const telegramToken = config.telegram.botToken;
  if (telegramToken && config.telegram.updates === 'polling') {
    const shopUrl = config.publicUrl ?? `http://localhost:${config.port}`;
    registerTelegramPolling(app, new BotApiClient(telegramToken), { db: database.db, clock: systemClock, bot: deps.telegramBot, shopUrl, holders: TELEGRAM_HOLDERS });
  }
  // Here rather than in buildApp, so tests cancel stale orders only when they call cancelStaleOrders.
  registerStaleOrderSweep(app, { db: database.db, clock: systemClock }, sweepIntervalMs);
  // Pictures a killed upload, a failed delete or an unsaved banner form left unnamed (server/media/store/orphan-sweep.ts).
  registerPictureSweep(app, { media, names: pictureNames(database.db, CATALOGUE_HOLDERS), clock: systemClock });
  const seedMessages = { demo: 'seeded the demo shop', reference: 'seeded the reference data (SEED_DEMO=0: no demo shop)', none: 'database ready' };
  app.log.info({ database: database.kind, seeded }, seedMessages[seeded]);
  // Before ready: until then older keys would miss what the current search rules find.
  const searchKeysStarted = performance.now();
  const rewrittenKeys = await refreshSearchKeys(database.db);
  if (rewrittenKeys > 0) {
    app.log.info({ products: rewrittenKeys, ms: Math.round(performance.now() - searchKeysStarted) }, 'rewrote the search keys of older spelling rules');
  }
  serverState.ready = true;
  const demoStaffOpen = await demoStaffPasswordInUse(database.db);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A backstop past the drain: a close hook that hangs must not keep a stopped server around.
    const force = setTimeout(() => process.exit(1), shutdownSettings.delayMs + shutdownSettings.timeoutMs + 10_000);
    force.unref();
    try {
      await drainAndClose(app, serverState, shutdownSettings, () => database.close());
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const openAt = config.publicUrl ?? `http://localhost:${config.port}`;
  const summary = startSummaryOf(config, openAt, demoStaffOpen);
  // One wording of the warnings for both forms: a machine reading JSON lines gets them as warnings, a person at a
  // terminal in the closing block.
  if (logFormat === 'json') {
    for (const warning of summary.warnings) app.log.warn(warning);
    app.log.info({ staff: summary.staff, apiDocs: summary.apiDocs, sandboxes: summary.sandboxes }, `Libos is open at ${openAt}`);
  } else process.stdout.write(startSummaryText(summary, colours));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
