import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import openApi from '../../contract/openapi.json';

/*
 * The SPA tests' canned answers checked against the server's own OpenAPI document (contract/openapi.json,
 * written by `npm run contract:openapi`): a mock the server could not send fails the test, so the tests and the
 * server cannot drift apart. The server's serializer drops fields its schema does not list, so a mocked field
 * the schema lacks is one the SPA would never see: objects are checked closed.
 */

type Schema = { [key: string]: unknown };
type Operation = { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

const document = openApi as unknown as Document;

/**
 * Answers outside the API the SPA fetches (files and pages, which carry no JSON contract), and the made-up routes
 * a test of the API client itself declares under /api/test-only/.
 */
const UNCHECKED_PREFIXES = ['/media/', '/static/', '/locales/', '/api/test-only/'];
/** A gateway's own failures, answered by the proxy in front of the server whatever the route. */
const GATEWAY_STATUSES = [502, 504];

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);

type Route = { template: string; pattern: RegExp; operations: Record<string, Operation>; params: number };

const routes: Route[] = Object.entries(document.paths)
  .map(([template, operations]) => {
    const source = template
      .split(/(\{[^}]+\})/)
      .map((part) => (part === '{*}' ? '.+' : part.startsWith('{') ? '[^/]+' : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    return { template, pattern: new RegExp(`^${source}$`), operations, params: (template.match(/\{/g) ?? []).length };
  })
  // A fixed path wins over a template that also matches it (/api/cartItem/addCartItem before /api/cartItem/{cartItemId}).
  .sort((a, b) => a.params - b.params);

/** Every object that lists its properties gets additionalProperties: false unless it says otherwise. */
function closed(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(closed);
  if (typeof schema !== 'object' || schema === null) return schema;
  const copy: Schema = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, key === 'properties' ? closedProperties(value) : closed(value)]));
  if (copy.type === 'object' && copy.properties && !('additionalProperties' in copy)) copy.additionalProperties = false;
  return copy;
}

function closedProperties(properties: unknown): unknown {
  return Object.fromEntries(Object.entries(properties as Schema).map(([name, value]) => [name, closed(value)]));
}

/** The error shape every route answers its refusals in (server/errors.ts), as the document gives it. */
const errorSchema = (() => {
  const schemas = Object.values(document.paths).flatMap((operations) =>
    Object.values(operations).flatMap((operation) => Object.entries(operation.responses ?? {}).filter(([status]) => status.startsWith('4'))),
  );
  const schema = schemas.map(([, response]) => response.content?.['application/json']?.schema).find((candidate) => String(candidate?.required) === 'error');
  if (!schema) throw new Error('contract/openapi.json gives no error shape');
  return schema;
})();

const validators = new Map<string, ValidateFunction>();

function validatorFor(key: string, schema: Schema): ValidateFunction {
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(closed(schema) as Schema);
    validators.set(key, validate);
  }
  return validate;
}

const describeErrors = (errors: ErrorObject[] | null | undefined) =>
  (errors ?? [])
    .slice(0, 3)
    .map((error) => `${error.instancePath || '(body)'} ${error.message}${error.params && 'additionalProperty' in error.params ? ` "${String(error.params.additionalProperty)}"` : ''}`)
    .join('; ');

/** What is wrong with answering `request` with `reply`, in words; undefined when the server could send it. */
export function mockContractProblem(method: string, path: string, reply: { status?: number; body?: unknown }): string | undefined {
  const status = reply.status ?? 200;
  if (UNCHECKED_PREFIXES.some((prefix) => path.startsWith(prefix)) || GATEWAY_STATUSES.includes(status)) return undefined;
  const route = routes.find((candidate) => candidate.pattern.test(path) && candidate.operations[method.toLowerCase()]);
  if (!route) {
    const other = routes.find((candidate) => candidate.pattern.test(path));
    return other
      ? `mocked ${method} ${path}, but ${other.template} takes no ${method} (contract/openapi.json)`
      : `mocked ${method} ${path}, which is no route of the server (contract/openapi.json)`;
  }
  const label = `${method} ${route.template} ${status}`;
  const response = route.operations[method.toLowerCase()]?.responses?.[String(status)];
  let schema: Schema | undefined;
  if (response) {
    const content = response.content;
    if (!content) return reply.body === undefined ? undefined : `${label} answers no body, but the mock sends one`;
    schema = content['application/json']?.schema;
    if (!schema) return undefined;
  } else if (status >= 400) {
    schema = errorSchema;
  } else {
    return `${label}: the server never answers ${status} here (contract/openapi.json)`;
  }
  const validate = validatorFor(response ? label : 'error', schema);
  if (validate(reply.body ?? null)) return undefined;
  return `the mocked answer to ${label} is not one the server could send: ${describeErrors(validate.errors)}`;
}

const problems: string[] = [];

/** Noted by the fetch mock; the test fails after it ends, whatever the SPA made of the answer. */
export function reportMockProblem(problem: string) {
  problems.push(problem);
}

/** Fails the test that mocked an answer the server could not send. */
export function guardMockContract() {
  afterEach(() => {
    const found = problems.splice(0);
    if (found.length > 0) throw new Error(`A mocked API answer breaks the server's contract:\n${[...new Set(found)].join('\n')}`);
  });
}
