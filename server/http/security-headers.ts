import type { FastifyInstance } from 'fastify';

/**
 * The security headers of every answer, computed once. The SPA (its scripts are files; Emotion's styles are
 * inline), the sandbox pages (forms posting to the shop itself) and Swagger UI at /api/docs (scripts and
 * styles from /api/docs/static, data: images, fetches to the shop) all run under this one policy. (helmet builds the same set per request, which
 * cost a fifth of the throughput of the cached catalogue reads.)
 */
export function securityHeaders(options: { https: boolean }): Record<string, string> {
  const contentSecurityPolicy = [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' data:",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "img-src 'self' data: blob:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    // Emotion (MUI) writes its styles into <style> tags at run time.
    "style-src 'self' 'unsafe-inline'",
    "connect-src 'self'",
    ...(options.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
  return {
    'content-security-policy': contentSecurityPolicy,
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'DENY',
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
export function registerSecurityHeaders(app: FastifyInstance, options: { https: boolean }): void {
  const plain = securityHeaders({ https: false });
  const secure = securityHeaders({ https: true });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(options.https || request.protocol === 'https' ? secure : plain);
    reply.header('x-request-id', request.id);
    done();
  });
}
