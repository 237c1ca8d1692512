import { mockContractProblem, reportMockProblem } from './mockContract';

/** A canned HTTP answer; `body` is sent as JSON. */
export type MockReply = { status?: number; body?: unknown };
export type MockHandler = (request: Request) => MockReply | Promise<MockReply>;

export function jsonResponse({ status = 200, body }: MockReply): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return new Response(text, { status, headers: { 'Content-Type': 'application/json' } });
}

/** Path of a request whatever its base: fetchBaseQuery may build relative or absolute URLs. */
export function pathOf(request: Request): string {
  return new URL(request.url, 'http://localhost').pathname;
}

/**
 * Replaces global fetch for one test. Every request is recorded, so tests can assert on what the
 * SPA actually sent (method, path, headers). Every answer is checked against the route's response schema
 * (test/web/mockContract.ts): one the server could not send fails the test.
 */
export function mockFetch(handler: MockHandler) {
  const requests: Request[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    requests.push(request);
    const reply = await handler(request);
    const problem = mockContractProblem(request.method, pathOf(request), reply);
    if (problem) reportMockProblem(problem);
    return jsonResponse(reply);
  });
  globalThis.fetch = fetchMock;
  return { fetchMock, requests };
}

/** Routes by exact path; anything else answers 404 so a wrong URL fails the test visibly. */
export function mockRoutes(routes: Record<string, MockHandler | MockReply>) {
  return mockFetch((request) => {
    const route = routes[pathOf(request)];
    if (!route) return { status: 404, body: { error: { code: 'NOT_FOUND', message: `no mock for ${pathOf(request)}` } } };
    return typeof route === 'function' ? route(request) : route;
  });
}

/** A reply the test releases when it wants, to observe the loading state in between. */
export function deferredReply() {
  let release: (reply: MockReply) => void = () => undefined;
  const promise = new Promise<MockReply>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export function rejectUnmockedFetch() {
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    throw new Error(`Unexpected fetch of ${input instanceof Request ? input.url : String(input)}; mock it in the test`);
  });
}

export function setCookie(name: string, value: string) {
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/`;
}

export function clearCookies() {
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
