import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A body that is not JSON: the providers' protocols answer it in their own words, not with a 400. */
export class UnparsableBody {
  readonly unparsable = true;
}

/**
 * In this plugin scope every body, whatever its content type, is parsed as JSON, and a body that fails
 * becomes an UnparsableBody for the handler to answer (PayMe -32700, Uzum 10002).
 */
export function parseEveryBodyAsJson(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(null, new UnparsableBody());
    }
  });
}

/** In this plugin scope form posts (Click's callbacks, the sandbox pages' buttons) parse into `{name: value}`. */
export function parseFormBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
}

/** A body the content type parsers never ran on (none was sent) counts as unparsable too. */
export function isUnparsable(body: unknown): boolean {
  return body === undefined || body === null || body instanceof UnparsableBody;
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Compares secrets in constant time (through digests, so lengths do not leak either). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/** Whether the request carries `Authorization: Basic base64(login:password)` with exactly this pair. */
export function hasBasicAuth(request: FastifyRequest, login: string, password: string): boolean {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(request.headers.authorization ?? '');
  if (!match?.[1]) return false;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return false;
  // Both halves are always compared, so a wrong login takes as long as a wrong password.
  const loginMatches = sameSecret(decoded.slice(0, colon), login);
  const passwordMatches = sameSecret(decoded.slice(colon + 1), password);
  return loginMatches && passwordMatches;
}

export function basicAuthHeader(login: string, password: string): string {
  return `Basic ${Buffer.from(`${login}:${password}`).toString('base64')}`;
}
