import path from 'node:path';
import { wholeFromEnv } from './shared/env-number';
import { loadTelegramSettings, type TelegramSettings } from './telegram/settings';

export interface EskizCredentials {
  email: string;
  password: string;
  from: string;
}

export interface PaymeSettings {
  merchantId: string;
  /** The cashbox key PayMe signs its calls with (Basic "Paycom:KEY"). */
  key: string;
  /** No keys set: the server plays PayMe itself at /sandbox/payme. */
  sandbox: boolean;
}

export interface ClickSettings {
  serviceId: string;
  merchantId: string;
  secretKey: string;
  /** The Merchant API user (its Auth header, docs.click.uz/en/merchant-api-request): fiscal receipts go through it. */
  merchantUserId: string;
  /** Click's Merchant API base; unset (sandbox only): this server's own /sandbox/click/v2/merchant. */
  apiUrl: string | undefined;
  sandbox: boolean;
}

export interface UzumSettings {
  serviceId: number;
  login: string;
  password: string;
  sandbox: boolean;
}

export interface PaymentSettings {
  payme: PaymeSettings;
  click: ClickSettings;
  uzum: UzumSettings;
}

/** The keys sandbox mode uses (published in the README: anyone may play the provider against a sandbox shop). */
export const SANDBOX_PAYMENTS: PaymentSettings = {
  payme: { merchantId: 'libos-sandbox-merchant', key: 'libos-sandbox-payme-key', sandbox: true },
  click: { serviceId: '10001', merchantId: '20001', secretKey: 'libos-sandbox-click-secret', merchantUserId: '40001', apiUrl: undefined, sandbox: true },
  uzum: { serviceId: 30001, login: 'libos-sandbox', password: 'libos-sandbox-uzum', sandbox: true },
};

/** What a fiscal receipt the shop sends itself (Click's, server/payments/click/fiscal-items.ts) says of the shop. */
export interface ShopFiscalSettings {
  /** Click's CommissionInfo: the shop's TIN (9 digits) or, for a sole trader, PINFL (14 digits). */
  commission: { TIN: string } | { PINFL: string };
  /** The delivery line: its MXIK (IKPU, 17 digits), package code and VAT percent. */
  deliveryMxik: string;
  deliveryPackageCode: string;
  deliveryVatPercent: number;
}

/** Made-up values for a shop whose Click runs in the sandbox (9990... like the seed's DEMO codes, server/db/seed/fiscal-codes.ts). */
export const SANDBOX_SHOP_FISCAL: ShopFiscalSettings = {
  commission: { TIN: '999000001' },
  deliveryMxik: '99910112001000000',
  deliveryPackageCode: '9990003',
  deliveryVatPercent: 12,
};

/** Object storage for pictures and avatars (server/media/store/s3-store.ts): any S3-compatible service. */
export interface S3Settings {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Unset: AWS's own address for the region. */
  endpoint: string | undefined;
  /** bucket in the path (MinIO and most self-hosted services) rather than in the host name. */
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: the embedded PGlite database under dataDir. */
  databaseUrl: string | undefined;
  /** Unset: generated once and kept in dataDir (see server/secrets.ts). */
  jwtSecret: string | undefined;
  /**
   * PUBLIC_URL: the shop's canonical address, for the providers' callbacks, links in SMS and page metadata. Unset:
   * each shopper is sent back to the address they used (server/http/shop-origin.ts).
   */
  publicUrl: string | undefined;
  logLevel: string;
  /** Unset: sandbox SMS (codes are logged and listed at /sandbox/sms). */
  eskiz: EskizCredentials | undefined;
  /** Where the built SPA lives. */
  webDir: string;
  /** Each provider's keys, or its sandbox values when none are set. */
  payments: PaymentSettings;
  /** The sandbox's made-up ones while Click is in sandbox mode and SHOP_* are unset; required with Click's keys. */
  shopFiscal: ShopFiscalSettings;
  /**
   * Seed the demo shop (catalogue, looks, demo customer and the demo staff account with its published password)
   * into an empty database. Otherwise only the reference data every shop needs is seeded.
   */
  seedDemo: boolean;
  /** Unset: pictures in the PostgreSQL database when DATABASE_URL is set, else files under dataDir (server/media/store/choose.ts). */
  s3: S3Settings | undefined;
  /** Unset: rate-limit counters and cache invalidation stay in this process (server/shared/redis.ts). */
  redisUrl: string | undefined;
  /** Put before every Redis key and channel, so several shops (or test runs) can share one Redis. */
  redisPrefix: string;
  /**
   * SERVER_RENDERING: the landing pages (home, catalogue, product, looks, search, information pages) come as HTML
   * drawn by the SPA's own components, which then hydrate (server/web/ssr/). Off: today's shell, the SPA draws the
   * page (benchmarks compare the two).
   */
  serverRendering: boolean;
  /** SERVER_RENDERING_TIMEOUT_MS: how long a landing page may take to draw before the shell goes instead (1 500 ms). */
  drawingTimeoutMs: number;
  /** The shop's Telegram bot, Mini App and sign-in (server/telegram/); no TELEGRAM_BOT_TOKEN: the sandbox plays Telegram. */
  telegram: TelegramSettings;
}

/**
 * A provider's variables: all set (live), or none (sandbox). Some but not all is refused, so a shop meant
 * to take real money never quietly runs its sandbox.
 */
function providerKeys<const K extends string>(env: NodeJS.ProcessEnv, names: readonly K[]): Record<K, string> | undefined {
  const set = names.filter((name) => env[name]);
  if (set.length === 0) return undefined;
  const missing = names.filter((name) => !env[name]);
  if (missing.length) throw new Error(`${missing.join(', ')} must be set together with ${set.join(', ')}`);
  return Object.fromEntries(names.map((name) => [name, env[name]])) as Record<K, string>;
}

function loadPayments(env: NodeJS.ProcessEnv): PaymentSettings {
  const payme = providerKeys(env, ['PAYME_MERCHANT_ID', 'PAYME_KEY']);
  const click = providerKeys(env, ['CLICK_SERVICE_ID', 'CLICK_MERCHANT_ID', 'CLICK_SECRET_KEY', 'CLICK_MERCHANT_USER_ID']);
  const uzum = providerKeys(env, ['UZUM_SERVICE_ID', 'UZUM_LOGIN', 'UZUM_PASSWORD']);
  if (click && !/^\d+$/.test(click.CLICK_SERVICE_ID)) throw new Error(`CLICK_SERVICE_ID must be a number, got "${click.CLICK_SERVICE_ID}"`);
  return {
    payme: payme ? { merchantId: payme.PAYME_MERCHANT_ID, key: payme.PAYME_KEY, sandbox: false } : SANDBOX_PAYMENTS.payme,
    click: click
      ? {
          serviceId: click.CLICK_SERVICE_ID,
          merchantId: click.CLICK_MERCHANT_ID,
          secretKey: click.CLICK_SECRET_KEY,
          merchantUserId: click.CLICK_MERCHANT_USER_ID,
          apiUrl: httpAddress(env.CLICK_API_URL, 'CLICK_API_URL') ?? 'https://api.click.uz/v2/merchant',
          sandbox: false,
        }
      : { ...SANDBOX_PAYMENTS.click, apiUrl: httpAddress(env.CLICK_API_URL, 'CLICK_API_URL') },
    uzum: uzum
      ? { serviceId: wholeFromEnv(uzum, 'UZUM_SERVICE_ID', 0), login: uzum.UZUM_LOGIN, password: uzum.UZUM_PASSWORD, sandbox: false }
      : SANDBOX_PAYMENTS.uzum,
  };
}

function flag(value: string | undefined, fallback: boolean, name: string): boolean {
  if (value === undefined || value === '') return fallback;
  if (/^(1|true|yes|on)$/i.test(value)) return true;
  if (/^(0|false|no|off)$/i.test(value)) return false;
  throw new Error(`${name} must be 1 or 0, got "${value}"`);
}

/** S3_* as a set: half a set stops the start rather than quietly keeping pictures on one server's disk. */
function loadS3(env: NodeJS.ProcessEnv): S3Settings | undefined {
  const keys = providerKeys(env, ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY']);
  if (!keys) {
    if (env.S3_ENDPOINT || env.S3_FORCE_PATH_STYLE) throw new Error('S3_ENDPOINT and S3_FORCE_PATH_STYLE need S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
    return undefined;
  }
  return {
    bucket: keys.S3_BUCKET,
    region: keys.S3_REGION,
    accessKeyId: keys.S3_ACCESS_KEY_ID,
    secretAccessKey: keys.S3_SECRET_ACCESS_KEY,
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, false, 'S3_FORCE_PATH_STYLE'),
  };
}

/** An address without its trailing slash; a value that is not an http(s) address stops the start. */
function httpAddress(value: string | undefined, name: string): string | undefined {
  if (!value) return undefined;
  const address = value.replace(/\/+$/, '');
  let url: URL | undefined;
  try {
    url = new URL(address);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new Error(`${name} must be an http or https address, got "${value}"`);
  return address;
}

function digitsOrNothing(env: NodeJS.ProcessEnv, name: string, pattern: RegExp, shape: string): string | undefined {
  const value = env[name];
  if (!value) return undefined;
  if (!pattern.test(value)) throw new Error(`${name} must be ${shape}, got "${value}"`);
  return value;
}

/**
 * SHOP_TIN or SHOP_PINFL and the delivery line's codes. With Click's keys they are required (a live receipt with
 * made-up codes would be refused, or worse, accepted); in the sandbox each unset one is the sandbox's.
 */
function loadShopFiscal(env: NodeJS.ProcessEnv, clickLive: boolean): ShopFiscalSettings {
  const tin = digitsOrNothing(env, 'SHOP_TIN', /^[0-9]{9}$/, '9 digits');
  const pinfl = digitsOrNothing(env, 'SHOP_PINFL', /^[0-9]{14}$/, '14 digits');
  const deliveryMxik = digitsOrNothing(env, 'SHOP_DELIVERY_MXIK', /^[0-9]{17}$/, '17 digits');
  const deliveryPackageCode = digitsOrNothing(env, 'SHOP_DELIVERY_PACKAGE_CODE', /^[0-9]{1,20}$/, '1 to 20 digits');
  if (tin && pinfl) throw new Error('set SHOP_TIN or SHOP_PINFL, not both');
  if (clickLive) {
    const missing = [tin || pinfl ? undefined : 'SHOP_TIN (or SHOP_PINFL)', deliveryMxik ? undefined : 'SHOP_DELIVERY_MXIK', deliveryPackageCode ? undefined : 'SHOP_DELIVERY_PACKAGE_CODE'];
    const named = missing.filter((name): name is string => name !== undefined);
    if (named.length) throw new Error(`${named.join(', ')} must be set with Click's keys (its fiscal receipts name them)`);
  }
  const vat = wholeFromEnv(env, 'SHOP_DELIVERY_VAT_PERCENT', SANDBOX_SHOP_FISCAL.deliveryVatPercent, { max: 100 });
  return {
    commission: tin ? { TIN: tin } : pinfl ? { PINFL: pinfl } : SANDBOX_SHOP_FISCAL.commission,
    deliveryMxik: deliveryMxik ?? SANDBOX_SHOP_FISCAL.deliveryMxik,
    deliveryPackageCode: deliveryPackageCode ?? SANDBOX_SHOP_FISCAL.deliveryPackageCode,
    deliveryVatPercent: vat,
  };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = wholeFromEnv(env, 'PORT', 3000);
  const dataDir = path.resolve(env.DATA_DIR || './data');
  // Half a set would quietly run the SMS sandbox, which publishes every code at /sandbox/sms: anyone could then
  // reset anyone's password. So, as with the payment keys, it stops the start.
  const sms = providerKeys(env, ['ESKIZ_EMAIL', 'ESKIZ_PASSWORD']);
  const eskiz = sms ? { email: sms.ESKIZ_EMAIL, password: sms.ESKIZ_PASSWORD, from: env.ESKIZ_FROM || '4546' } : undefined;
  const databaseUrl = env.DATABASE_URL || undefined;
  const payments = loadPayments(env);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir,
    databaseUrl,
    jwtSecret: env.JWT_SECRET || undefined,
    publicUrl: httpAddress(env.PUBLIC_URL, 'PUBLIC_URL'),
    logLevel: env.LOG_LEVEL || 'info',
    eskiz,
    webDir: path.resolve(env.WEB_DIR || './dist'),
    payments,
    shopFiscal: loadShopFiscal(env, !payments.click.sandbox),
    // A real database is a real shop: its staff and catalogue are its own, never a published demo password.
    seedDemo: flag(env.SEED_DEMO, databaseUrl === undefined, 'SEED_DEMO'),
    s3: loadS3(env),
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'libos:',
    serverRendering: flag(env.SERVER_RENDERING, true, 'SERVER_RENDERING'),
    drawingTimeoutMs: wholeFromEnv(env, 'SERVER_RENDERING_TIMEOUT_MS', 1_500, { min: 1, unit: 'milliseconds' }),
    telegram: loadTelegramSettings(env),
  };
}
