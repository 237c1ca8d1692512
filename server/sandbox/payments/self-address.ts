import type { Server } from 'node:http';

/**
 * Where the sandbox reaches the shop's own merchant endpoints: the address this server listens on (a
 * wildcard address becomes loopback), so it works on any PORT and behind any proxy. A server that is not
 * listening on TCP (tests that inject) falls back to the shop's address `shopUrl`.
 */
export function selfBaseUrl(server: Server, shopUrl: string): string {
  const address = server.address();
  if (!address || typeof address === 'string') return shopUrl;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * The return address, absolute (a relative one is read against the first of `shopOrigins`), if it is on one of the
 * shop's own origins; anything else (another host, another scheme, `//evil`, `javascript:`) is refused so the
 * sandbox never redirects a shopper away from the shop.
 */
export function shopReturnUrl(returnUrl: string, shopOrigins: readonly string[]): string | undefined {
  try {
    const target = new URL(returnUrl, `${shopOrigins[0]}/`);
    return shopOrigins.some((origin) => new URL(origin).origin === target.origin) ? target.toString() : undefined;
  } catch {
    return undefined;
  }
}
