import Ajv from 'ajv';
import Fastify, { type FastifyInstance } from 'fastify';
import { schemaCompilers } from './schema-compilers';

/*
 * The compilers the test apps use must answer exactly as the real server's, only later: the same refusals (every
 * error, as the app asks Ajv), the same coercion and defaults, the same fields left out of an answer.
 */

function app(onFirstUse: boolean): FastifyInstance {
  const server = Fastify({
    ajv: { customOptions: { allErrors: true, removeAdditional: false } },
    schemaController: { compilersFactory: schemaCompilers({ onFirstUse }) },
  });
  server.post(
    '/things/:id',
    {
      schema: {
        params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
        querystring: { type: 'object', properties: { size: { type: 'integer', default: 20 }, tags: { type: 'array', items: { type: 'string' } } } },
        body: {
          type: 'object',
          properties: { name: { type: 'string', minLength: 2 }, count: { type: 'integer' }, ownerId: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'null' }] } },
          required: ['name', 'count'],
          additionalProperties: false,
        },
        response: { 200: { type: 'object', properties: { id: { type: 'integer' }, size: { type: 'integer' }, tags: { type: 'array', items: { type: 'string' } } } } },
      },
    },
    async (request) => ({ ...(request.params as object), ...(request.query as object), secret: 'left out by the serializer', body: request.body }),
  );
  return server;
}

const requests = [
  { method: 'POST' as const, url: '/things/7?tags=a', payload: { name: 'Shoe', count: 2 } },
  { method: 'POST' as const, url: '/things/7?size=5', payload: { name: 'S', count: 'two', extra: true } },
  { method: 'POST' as const, url: '/things/0', payload: { name: 'Shoe', count: 1 } },
  { method: 'POST' as const, url: '/things/7', payload: 'not json', headers: { 'content-type': 'application/json' } },
  { method: 'POST' as const, url: '/things/7', payload: { name: 'Shoe', count: 1, ownerId: 0 } },
];

describe('schemas compiled on first use', () => {
  const eager = app(false);
  const onFirstUse = app(true);
  afterAll(() => Promise.all([eager.close(), onFirstUse.close()]));

  it.each(requests.map((request) => [request.url, request]))('answers %s as Fastify’s own compilers do', async (_url, request) => {
    const [expected, actual] = await Promise.all([eager.inject(request), onFirstUse.inject(request)]);
    expect({ status: actual.statusCode, body: actual.json() }).toEqual({ status: expected.statusCode, body: expected.json() });
  });

  it('coerces, fills defaults and leaves out unlisted answer fields', async () => {
    const answer = await onFirstUse.inject(requests[0]!);
    expect(answer.json()).toEqual({ id: 7, size: 20, tags: ['a'] });
  });

  it('takes a JSON body as typed: no text for a number, and no 0, false or "" for null', async () => {
    const refused = async (payload: object) => (await eager.inject({ method: 'POST', url: '/things/7', payload })).statusCode;
    expect(await refused({ name: 'Shoe', count: '2' })).toBe(400);
    expect(await refused({ name: 'Shoe', count: 1, ownerId: 0 })).toBe(400);
    expect(await refused({ name: 'Shoe', count: 1, ownerId: false })).toBe(400);
    expect(await refused({ name: 'Shoe', count: 1, ownerId: '' })).toBe(400);
    expect(await refused({ name: 'Shoe', count: 1, ownerId: null })).toBe(200);
    // The address still arrives as text and is read as the numbers it spells.
    expect((await eager.inject({ method: 'POST', url: '/things/7?size=5', payload: { name: 'Shoe', count: 1 } })).json()).toMatchObject({ id: 7, size: 5 });
  });

  it('starts with a schema no compiler could build, and fails only the route that has it', async () => {
    const broken = { 200: { type: 'object', properties: { a: { $ref: '#/definitions/missing' } } } };
    const make = (lazy: boolean) => {
      const server = Fastify({ schemaController: { compilersFactory: schemaCompilers({ onFirstUse: lazy }) } });
      server.get('/broken', { schema: { response: broken } }, async () => ({ a: 1 }));
      server.get('/fine', async () => ({ ok: true }));
      return server;
    };
    const eagerBroken = make(false);
    await expect(eagerBroken.ready()).rejects.toThrow();
    const lazyBroken = make(true);
    await lazyBroken.ready();
    expect((await lazyBroken.inject({ url: '/fine' })).statusCode).toBe(200);
    expect((await lazyBroken.inject({ url: '/broken' })).statusCode).toBe(500);
    await lazyBroken.close();
  });

  it('compiles a route schema once for every app built from it, as the test files build theirs', async () => {
    const schema = {
      params: { type: 'object', properties: { id: { type: 'integer', minimum: 1 } }, required: ['id'] },
      response: { 200: { type: 'object', properties: { id: { type: 'integer' } } } },
    };
    const build = () => {
      const server = Fastify({
        ajv: { customOptions: { allErrors: true, removeAdditional: false } },
        schemaController: { compilersFactory: schemaCompilers({ onFirstUse: true }) },
      });
      server.get('/shared/:id', { schema }, async (request) => ({ ...(request.params as object), secret: 'left out' }));
      return server;
    };
    const first = build();
    expect((await first.inject({ url: '/shared/3' })).json()).toEqual({ id: 3 });

    // Ajv's own compilation step, which a schema it already holds skips.
    const compiles = jest.spyOn(Ajv.prototype as unknown as { _compileSchemaEnv: (env: unknown) => unknown }, '_compileSchemaEnv');
    const second = build();
    expect((await second.inject({ url: '/shared/4' })).json()).toEqual({ id: 4 });
    expect((await second.inject({ url: '/shared/0' })).statusCode).toBe(400);
    expect(compiles).not.toHaveBeenCalled();
    await Promise.all([first.close(), second.close()]);
  });
});
