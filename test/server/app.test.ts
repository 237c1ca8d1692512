import { createTestApp, type TestContext } from './harness';

let context: TestContext;
beforeAll(async () => {
  context = await createTestApp();
});
afterAll(() => context.close());

describe('the HTTP frame', () => {
  it('answers an unknown API route with a JSON 404 in the error shape', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/nothing/here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No route GET /api/nothing/here' } });
  });

  it('answers malformed JSON with 400 BAD_JSON', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/auth/loginCustomer',
      headers: { 'content-type': 'application/json' },
      payload: '{"phoneNumber": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_JSON');
  });

  it('serves the OpenAPI document', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    expect(response.json().openapi).toMatch(/^3\./);
  });

  it('sends security headers and a request id', async () => {
    const response = await context.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-request-id']).toBeTruthy();
  });
});

describe('security headers over https', () => {
  it('adds HSTS and upgrades insecure requests only when the shop is served over https', async () => {
    const { securityHeaders } = await import('../../server/http/security-headers');
    expect(securityHeaders({ https: true })['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(securityHeaders({ https: true })['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(securityHeaders({ https: false })['strict-transport-security']).toBeUndefined();
  });
});
