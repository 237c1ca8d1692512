import { request, type IncomingMessage } from 'node:http';
import type { ShopProcess } from '../support/shop-process';
import { scratchShop, type ScratchShop } from './servers';

/*
 * A server stopped with SIGTERM (a deploy, a scale-down) lets go of its traffic without failing a shopper: its
 * health check answers 503 at once, it serves on for SHUTDOWN_DELAY_MS while the load balancer moves away, then
 * refuses new connections, finishes the requests it holds (at most SHUTDOWN_TIMEOUT_MS) and exits 0.
 * Every probe here opens a connection of its own, as a load balancer's new request would.
 */
jest.setTimeout(90_000);

let shop: ScratchShop;
beforeAll(async () => {
  shop = await scratchShop('drain');
});
afterAll(() => shop?.close());

interface Answer {
  status: number;
  body: string;
}

function answerOf(response: IncomingMessage): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let body = '';
    response.on('data', (chunk: Buffer) => (body += chunk.toString()));
    response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    response.on('error', reject);
  });
}

/** A GET on a new connection; rejects when the connection is refused. */
function get(origin: string, path: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(`${origin}${path}`, { agent: false }, (response) => answerOf(response).then(resolve, reject));
    outgoing.on('error', reject);
    outgoing.end();
  });
}

/**
 * A sign-in whose body arrives slowly: the server has its headers (the request is in flight) but answers only
 * once `finish` sends the rest, as an upload on a slow phone connection would.
 */
function slowSignIn(origin: string): { answer: Promise<Answer>; finish(): void } {
  const body = JSON.stringify({ phoneNumber: '+998901234567', password: 'not-the-password' });
  const half = Math.floor(body.length / 2);
  const outgoing = request(`${origin}/api/auth/loginCustomer`, {
    method: 'POST',
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    outgoing.on('response', (response) => answerOf(response).then(resolve, reject));
    outgoing.on('error', reject);
  });
  outgoing.write(body.slice(0, half));
  return { answer, finish: () => outgoing.end(body.slice(half)) };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForExit(server: ShopProcess, stopping: Promise<void>, withinMs: number): Promise<number | null | undefined> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([stopping, new Promise((resolve) => (timer = setTimeout(resolve, withinMs)))]);
  clearTimeout(timer);
  return server.exitCode();
}

it('on SIGTERM: health 503 at once, serving through the delay, then new connections refused, the request in flight answered, exit 0', async () => {
  const server = await shop.start({ SHUTDOWN_DELAY_MS: '1500' });
  expect((await get(server.origin, '/api/health')).status).toBe(200);
  const slow = slowSignIn(server.origin);
  await pause(300);

  const stopping = server.stop('SIGTERM');
  await pause(300);
  const health = await get(server.origin, '/api/health');
  expect(health.status).toBe(503);
  expect(JSON.parse(health.body)).toEqual({ error: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', message: 'The server is shutting down' }) });
  // Still serving: a shopper the load balancer sends before it notices is not failed.
  expect((await get(server.origin, '/api/homePage/getHomePage')).status).toBe(200);

  await pause(1_700);
  await expect(get(server.origin, '/api/health')).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  expect(server.exitCode()).toBeUndefined();

  slow.finish();
  const answered = await slow.answer;
  expect(answered.status).toBe(401);
  expect(JSON.parse(answered.body)).toEqual({ error: expect.objectContaining({ code: expect.any(String) }) });
  expect(await waitForExit(server, stopping, 10_000)).toBe(0);
});

it('a request that does not finish within SHUTDOWN_TIMEOUT_MS is cut, and the server still stops cleanly (exit 0)', async () => {
  const server = await shop.start({ SHUTDOWN_TIMEOUT_MS: '1000' });
  const stuck = slowSignIn(server.origin);
  const cut = stuck.answer.then(() => 'answered', () => 'cut');
  await pause(300);
  const startedAt = Date.now();
  const stopping = server.stop('SIGTERM');
  expect(await waitForExit(server, stopping, 10_000)).toBe(0);
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(900);
  expect(await cut).toBe('cut');
  expect(server.output()).toMatch(/requests still running at the shutdown timeout/);
});
