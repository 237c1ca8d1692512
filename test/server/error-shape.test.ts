import { connect, type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import type { DatabaseHandle } from '../../server/db/client';
import { isConnectionError } from '../../server/errors';
import type { App } from '../../server/http/app-type';
import { TokenService } from '../../server/http/tokens';
import { SandboxSmsProvider } from '../../server/sms/provider';
import { TestClock, openTestDatabase } from './harness';

/** Every failure answers in the contract's error shape, and a fault of ours never shows its internals. */

const SECRET = 'SELECT password_hash FROM customers -- at /srv/libos/server/secret.ts:42';

let handle: DatabaseHandle;
let app: App;
let origin: string;
beforeAll(async () => {
  handle = await openTestDatabase();
  const config = { ...loadConfig({}), dataDir: path.join(os.tmpdir(), 'libos-error-shape'), webDir: path.join(os.tmpdir(), 'libos-no-web') };
  app = await buildApp({ db: handle.db, config, tokens: new TokenService('test-secret-that-is-long-enough-for-hs256'), sms: new SandboxSmsProvider(), clock: new TestClock() }, { compileSchemasOnFirstUse: true });
  // Routes that fail the ways real code can, declared only in this test's app.
  app.get('/test/bug', async () => {
    throw new TypeError(`Cannot read properties of undefined (reading 'id') ${SECRET}`);
  });
  app.get('/test/bad-sql', async () => handle.db.execute(sql.raw('select * from no_such_table_here')));
  app.get('/test/thrown-string', async () => {
    throw SECRET as unknown as Error;
  });
  app.get('/test/connection-lost', async () => {
    throw new DrizzleQueryError('select 1', [], Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }));
  });
  app.get('/test/pool-timeout', async () => {
    throw new Error('timeout exceeded when trying to connect');
  });
  app.get('/test/plain-status', async () => {
    throw Object.assign(new Error('Unsupported Media Type: text/csv'), { statusCode: 415 });
  });
  app.get('/test/svg-then-bug', async (_request, reply) => {
    reply.type('image/svg+xml');
    throw new Error(SECRET);
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  origin = `127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await app.close();
  await handle.close();
});

type Answer = Awaited<ReturnType<App['inject']>>;

function expectShape(response: Answer, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  const body = response.json();
  expect(Object.keys(body)).toEqual(['error']);
  expect(body.error).toMatchObject({ code, message: expect.any(String) });
  expect(Object.keys(body.error).every((key) => ['code', 'message', 'fields', 'requestId'].includes(key))).toBe(true);
  return body.error as { code: string; message: string; requestId?: string };
}

describe('faults of ours (500)', () => {
  it.each(['/test/bug', '/test/bad-sql', '/test/thrown-string', '/test/svg-then-bug'])('%s answers INTERNAL with a request id and no internals', async (url) => {
    const response = await app.inject({ method: 'GET', url, headers: { 'x-request-id': 'req-0123456789' } });
    const error = expectShape(response, 500, 'INTERNAL');
    expect(error.requestId).toBe('req-0123456789');
    expect(response.headers['x-request-id']).toBe('req-0123456789');
    expect(response.body).not.toMatch(/SELECT|password|secret\.ts|no_such_table|TypeError|at \/|stack/i);
  });

  it('makes a request id when the client gives none (or a hostile one)', async () => {
    const response = await app.inject({ method: 'GET', url: '/test/bug', headers: { 'x-request-id': '<script>' } });
    const error = expectShape(response, 500, 'INTERNAL');
    expect(error.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('a lost database connection (503)', () => {
  it.each(['/test/connection-lost', '/test/pool-timeout'])('%s answers SERVICE_UNAVAILABLE with Retry-After', async (url) => {
    const response = await app.inject({ method: 'GET', url });
    expectShape(response, 503, 'SERVICE_UNAVAILABLE');
    expect(response.headers['retry-after']).toBe('1');
  });

  it('is recognised in every form the drivers give it', () => {
    const lost = [
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      Object.assign(new Error('connection failure'), { code: '08006' }),
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Connection terminated due to connection timeout'),
      new Error('Client has encountered a connection error and is not queryable'),
      new AggregateError([Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' })], ''),
      new DrizzleQueryError('select 1', [], new Error('Connection terminated unexpectedly')),
    ];
    for (const error of lost) expect(isConnectionError(error)).toBe(true);
    const other = [
      new Error('boom'),
      Object.assign(new Error('duplicate key'), { code: '23505' }),
      Object.assign(new Error('relation does not exist'), { code: '42P01' }),
      new DrizzleQueryError('select 1', [], Object.assign(new Error('division by zero'), { code: '22012' })),
    ];
    for (const error of other) expect(isConnectionError(error)).toBe(false);
  });
});

describe('refusals of bad requests (4xx)', () => {
  it('answers malformed JSON with 400 BAD_JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/loginCustomer', headers: { 'content-type': 'application/json' }, payload: '{"phoneNumber": "+99' });
    expectShape(response, 400, 'BAD_JSON');
  });

  it('answers an empty JSON body with 400 BAD_JSON', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/auth/loginCustomer', headers: { 'content-type': 'application/json' }, payload: '' });
    expectShape(response, 400, 'BAD_JSON');
  });

  it.each([
    ['GET', '/api/nothing/here'],
    ['POST', '/api/auth/nothing'],
    ['DELETE', '/api/product/getAllProducts'],
    ['GET', '/media/nothing.svg'],
  ] as const)('answers %s %s (no such route) with 404 NOT_FOUND', async (method, url) => {
    expectShape(await app.inject({ method, url }), 404, 'NOT_FOUND');
  });

  it('answers a body over the 1 MB limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const payload = JSON.stringify({ phoneNumber: '+998901234567', password: 'x'.repeat(1024 * 1024 + 10) });
    const response = await app.inject({ method: 'POST', url: '/api/auth/loginCustomer', headers: { 'content-type': 'application/json' }, payload });
    expectShape(response, 413, 'PAYLOAD_TOO_LARGE');
  });

  it.each(['text/plain', 'text/plain; charset=utf-8', 'application/xml', 'application/x-www-form-urlencoded'])(
    'answers a JSON route sent %s with 415 UNSUPPORTED_MEDIA_TYPE',
    async (contentType) => {
      const response = await app.inject({ method: 'POST', url: '/api/auth/loginCustomer', headers: { 'content-type': contentType }, payload: 'phoneNumber=%2B998901234567' });
      expectShape(response, 415, 'UNSUPPORTED_MEDIA_TYPE');
    },
  );

  it('names a status-only refusal of a plugin by its status', async () => {
    expectShape(await app.inject({ method: 'GET', url: '/test/plain-status' }), 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers an address that does not decode with 400 in the shape, with the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/product/searchProduct/%E0%A4%A' });
    expectShape(response, 400, 'VALIDATION');
    expect(response.headers['content-security-policy']).toBeTruthy();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers an over-long path segment with 400 in the shape', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/product/searchProduct/${'a'.repeat(5000)}` });
    expectShape(response, 400, 'VALIDATION');
  });
});

/** Bytes straight to the socket: what Node's HTTP parser refuses never reaches Fastify's handlers. */
function rawRequest(text: string): Promise<string> {
  const [host, port] = origin.split(':');
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), host, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('requests the HTTP parser refuses', () => {
  it('answers garbage with 400 in the shape', async () => {
    const answer = await rawRequest('NOT HTTP AT ALL\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!)).toEqual({ error: { code: 'VALIDATION', message: expect.any(String) } });
  });

  it('answers headers over the size limit with 431 in the shape', async () => {
    const answer = await rawRequest(`GET /api/health HTTP/1.1\r\nHost: ${origin}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1\.1 431 /);
    expect(JSON.parse(answer.split('\r\n\r\n')[1]!).error.code).toBe('PAYLOAD_TOO_LARGE');
  });
});
