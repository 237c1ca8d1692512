/** Whom Fastify believes about the client's address and scheme (X-Forwarded-For and X-Forwarded-Proto). */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * A proxy on this machine or on a private network (nginx beside the app, a container platform's router).
 * Trusting every peer would let any client name its own address in X-Forwarded-For and so walk around the
 * per-address rate limits.
 */
export const DEFAULT_TRUST_PROXY: TrustProxy = 'loopback, linklocal, uniquelocal';

/**
 * TRUST_PROXY: `true` (every peer: only when a proxy is the sole way in), `false`, a number of hops, or a
 * comma-separated list of addresses, CIDR ranges and the names loopback, linklocal, uniquelocal.
 */
export function trustProxyFromEnv(env: NodeJS.ProcessEnv): TrustProxy {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return DEFAULT_TRUST_PROXY;
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}
