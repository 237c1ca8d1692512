import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer, computed once. The SPA (its scripts are files; Emotion's styles are
 * inline), the sandbox pages (forms posting to the shop itself) and Swagger UI at /api/docs (scripts and
 * styles from /api/docs/static, data: images, fetches to the shop) all run under this one policy. (helmet builds the same set per request, which
 * cost a fifth of the throughput of the cached catalogue reads.)
 */
export interface SecurityOptions {
  https: boolean;
  /**
   * A live Telegram bot (TELEGRAM_BOT_TOKEN): the Mini App loads Telegram's script from telegram.org, Telegram's web
   * client frames the shop, and the Login Widget's popup on oauth.telegram.org answers its opener (README "Telegram").
   */
  telegram?: boolean;
}

const TELEGRAM_SCRIPT_ORIGIN = 'https://telegram.org';
const TELEGRAM_WEB_CLIENT = 'https://web.telegram.org';

export function securityHeaders(options: SecurityOptions): Record<string, string> {
  const telegram = options.telegram === true;
  const contentSecurityPolicy = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    // The shop's own pages may frame it (the Telegram sandbox's client hosts the Mini App in an iframe, as Telegram's
    // web client does), and with a live bot Telegram's web client; no other site may.
    telegram ? `frame-ancestors 'self' ${TELEGRAM_WEB_CLIENT}` : "frame-ancestors 'self'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    telegram ? `script-src 'self' ${TELEGRAM_SCRIPT_ORIGIN}` : "script-src 'self'",
    "script-src-attr 'none'",
    // Emotion (MUI) writes its styles into <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': contentSecurityPolicy,
    // A popup on another origin (Telegram's login page) keeps its opener only under same-origin-allow-popups.
    'cross-origin-opener-policy': telegram ? 'same-origin-allow-popups' : 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // X-Frame-Options names no other origin; with a live bot, frame-ancestors alone says who may frame the shop.
    ...(telegram ? {} : { 'x-frame-options': 'SAMEORIGIN' }),
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Sets the security headers and the request id on every answer, in one synchronous hook. HSTS only reaches
 * browsers over https: always when PUBLIC_URL is https, else when this request came over https (directly, or
 * as a trusted proxy's X-Forwarded-Proto says).
 */
export function registerSecurityHeaders(app: FastifyInstance, options: SecurityOptions): void {
  const plain = securityHeaders({ ...options, https: false });
  const secure = securityHeaders({ ...options, https: true });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(options.https || request.protocol === 'https' ? secure : plain);
    reply.header('x-request-id', request.id);
    done();
  });
}
