import { UNKNOWN_FIELD } from '../../server/errors';
import { basicAuthHeader } from '../../server/payments/merchant-http';
import { createCustomer, createTestApp, type TestContext } from './harness';
import { exampleOf, fillPath, label, routeOperations, type JsonSchema, type RouteOperation } from './openapi';
import { databaseSnapshot, populateShop } from './populated-shop';
import { isPublic } from './route-access';

/**
 * Mass assignment over every route of the OpenAPI document that takes a body: a valid body plus fields named
 * like real columns (with the right types and with wrong ones) is refused by the shop's own routes with 400
 * VALIDATION naming each added field, never answered with a 5xx, and changes no row of any table. The payment
 * providers' merchant calls, the sandbox payment pages and Telegram's webhook follow the providers' protocols, which
 * ignore unknown fields: they are held to no 5xx and no change.
 */

const PROVIDER_PROTOCOLS = /^POST \/(api\/payments|api\/telegram|sandbox)\//;

let context: TestContext;
let valid: Record<string, unknown>;
let headers: { none: Record<string, string>; customer: Record<string, string>; staff: Record<string, string> };
let snapshot: () => Promise<string>;
let otherCustomerId: number;
/** Path ids by the start of the path: a bare {id} names the thing its route is about. */
let idByPrefix: Array<[string, number]>;

beforeAll(async () => {
  context = await createTestApp();
  const shop = await populateShop(context);
  ({ valid, headers } = shop);
  idByPrefix = [['/api/address/', shop.shopper.address.id], ['/api/order/', shop.order.id]];
  otherCustomerId = (await createCustomer(context)).customer.id;
  snapshot = await databaseSnapshot(context.db);
}, 60_000);
afterAll(() => context.close());

/** Columns a client must never set, with values of the column's own type: what an attacker would send. */
const rightlyTyped = {
  id: 424_242,
  points: 100_000,
  passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo',
  phoneNumber: '+998901230000',
  imageUrl: '/media/avatars/planted.png',
  createdAt: '2020-01-01T00:00:00.000Z',
  role: 'ADMIN',
  paid: true,
  status: 'REACHED',
  sellPrice: 1,
  quantity: 99,
};

/** The same names with values no column takes (a non-date createdAt once gave a 500). */
const wronglyTyped = {
  id: 'abc',
  points: 'lots',
  passwordHash: 12_345,
  phoneNumber: true,
  imageUrl: { url: 'x' },
  createdAt: 'x',
  role: ['ADMIN'],
  paid: 'yes',
  status: 7,
  sellPrice: 'free',
  quantity: -1,
};

/**
 * Each route gets the fields all together with right and with wrong types, then each rightly typed one alone:
 * one bad value (a text createdAt fails the write) would otherwise hide what the others do. Another customer's
 * id goes alone only, since the guard refuses a body naming someone else (403) before the handler runs.
 */
const extraSets = (): Array<[string, Record<string, unknown>]> => [
  ['right types', rightlyTyped],
  ['wrong types', wronglyTyped],
  ...Object.entries({ ...rightlyTyped, customerId: otherCustomerId }).map(([name, value]): [string, Record<string, unknown>] => [`${name} alone`, { [name]: value }]),
];

/** The added fields a route gets: those of the set that are not fields of its body already. */
function extrasFor(schema: JsonSchema, extras: Record<string, unknown>): Record<string, unknown> {
  const fields = new Set(Object.keys(schema.properties ?? {}));
  return Object.fromEntries(Object.entries(extras).filter(([name]) => !fields.has(name)));
}

function pathOf(operation: RouteOperation): string {
  const id = idByPrefix.find(([prefix]) => operation.path.startsWith(prefix))?.[1];
  return fillPath(operation.path, { ...valid, ...(id === undefined ? {} : { id }) });
}

/** Whom the route serves: provider credentials for the merchant calls, the customer's or the staff's token. */
async function credentialsFor(operation: RouteOperation): Promise<Record<string, string>> {
  const { payme, uzum } = context.config.payments;
  if (operation.path.startsWith('/api/payments/payme')) return { authorization: basicAuthHeader('Paycom', payme.key) };
  if (operation.path.startsWith('/api/payments/uzum/')) return { authorization: basicAuthHeader(uzum.login, uzum.password) };
  if (isPublic(operation)) return headers.none;
  // A customer's token on a staff route is refused before the body is read, changing nothing.
  const probe = await context.app.inject({ method: operation.method, url: pathOf(operation), headers: headers.customer, payload: {} });
  return probe.statusCode === 403 && probe.json<{ error: { message: string } }>().error.message === 'Staff only' ? headers.staff : headers.customer;
}

function send(operation: RouteOperation, auth: Record<string, string>, body: Record<string, unknown>, form: boolean) {
  const base = { method: operation.method, url: pathOf(operation) };
  if (!form) return context.app.inject({ ...base, headers: { ...auth, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const fields = Object.entries(body).map(([name, value]): [string, string] => [name, typeof value === 'string' ? value : JSON.stringify(value)]);
  return context.app.inject({ ...base, headers: { ...auth, 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(fields).toString() });
}

describe('fields a route does not list', () => {
  it('are refused with 400 naming each (providers: ignored), never a 5xx, and never change a row', async () => {
    const operations = routeOperations(context.app).filter((operation) => operation.body ?? operation.formBody);
    const own = operations.filter((operation) => !PROVIDER_PROTOCOLS.test(label(operation)));
    // The shop's own bodies (sign-in and up, profile, cart, favourites, addresses, orders, reviews, staff).
    expect(own.length).toBeGreaterThanOrEqual(19);
    expect(operations.length - own.length).toBeGreaterThanOrEqual(8);
    // Uzum's own service id, so its calls get past the service check. The sandbox pages' Pay would call the
    // merchant endpoints over HTTP, which an injected app does not listen on: Cancel takes the same form.
    const overrides = { ...valid, serviceId: context.config.payments.uzum.serviceId, decision: 'cancel' };
    const failures: string[] = [];
    for (const operation of operations) {
      const schema = (operation.body ?? operation.formBody)!;
      const auth = await credentialsFor(operation);
      const example = exampleOf(schema, overrides) as Record<string, unknown>;
      for (const [kind, set] of extraSets()) {
        const extras = extrasFor(schema, set);
        if (Object.keys(extras).length === 0) continue;
        const before = await snapshot();
        const response = await send(operation, auth, { ...example, ...extras }, !operation.body);
        const after = await snapshot();
        const where = `${label(operation)}, ${kind}`;
        if (response.statusCode >= 500) failures.push(`${where}: answered ${response.statusCode} ${response.body.slice(0, 200)}`);
        if (after !== before) failures.push(`${where}: answered ${response.statusCode} and changed the database`);
        if (PROVIDER_PROTOCOLS.test(label(operation))) continue;
        const refusal = response.json<{ error?: { code?: string; fields?: Record<string, string> } }>().error;
        const expected = Object.fromEntries(Object.keys(extras).map((name) => [name, UNKNOWN_FIELD]));
        if (response.statusCode !== 400 || refusal?.code !== 'VALIDATION' || JSON.stringify(refusal.fields) !== JSON.stringify(expected)) {
          failures.push(`${where}: answered ${response.statusCode} ${response.body.slice(0, 300)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
