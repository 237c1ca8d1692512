import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';

type RequestAddress = Pick<FastifyRequest, 'host' | 'protocol'>;

/** A host name, IPv4 or bracketed IPv6 address, with an optional port: nothing a URL could be smuggled in with. */
const HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9.-]{0,251}[A-Za-z0-9])?|\[[0-9A-Fa-f:.]{2,45}\])(?::\d{1,5})?$/;

/**
 * The origin this request was made to, as the shopper's browser names it: its Host header, or X-Forwarded-Host and
 * X-Forwarded-Proto when the peer is a proxy TRUST_PROXY believes (Fastify's `request.host` and `request.protocol`
 * apply that rule). Undefined for a host that is not a plain host name or address.
 */
function requestOrigin(request: RequestAddress): string | undefined {
  const host = request.host;
  if (!HOST.test(host)) return undefined;
  const scheme = request.protocol === 'https' ? 'https' : 'http';
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return undefined;
  }
}

/**
 * The shop's address for what sends a shopper back to it (a payment's return address, the sandbox checkout page):
 * PUBLIC_URL when set; otherwise the origin the shopper is on, so they come back to the address they used (a
 * browser keeps the session's cookies per origin: 127.0.0.1 and localhost are two shops to it).
 */
export function shopOrigin(request: RequestAddress, config: Pick<Config, 'publicUrl' | 'port'>): string {
  return config.publicUrl ?? requestOrigin(request) ?? `http://localhost:${config.port}`;
}

/** The origins that are the shop's own for this request: the one it was made to, and PUBLIC_URL's when set. */
export function shopOrigins(request: RequestAddress, config: Pick<Config, 'publicUrl' | 'port'>): string[] {
  const origins = [requestOrigin(request), config.publicUrl && new URL(config.publicUrl).origin, shopOrigin(request, config)];
  return [...new Set(origins.filter((origin): origin is string => Boolean(origin)))];
}
