import type { App } from '../../server/http/app-type';

/**
 * The routes of the app's own OpenAPI document, for tests that must cover every route, including ones added
 * after the test was written. Only what those tests read of the document is typed here.
 */

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  default?: unknown;
  /** A schema's own example (the OpenAPI 3.0 document keeps the first of its `examples`): what a pattern no sample covers takes. */
  example?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  security?: unknown[];
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';

export interface RouteOperation {
  method: Method;
  /** As the document spells it: /api/cartItem/{cartItemId} */
  path: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  /** The JSON body's schema, when the route takes a JSON body. */
  body?: JsonSchema;
  /** The form body's schema, when the route takes application/x-www-form-urlencoded. */
  formBody?: JsonSchema;
  /** The body's content types (application/json, multipart/form-data, application/x-www-form-urlencoded). */
  bodyTypes: string[];
  documentedAsSecured: boolean;
}

const METHODS = new Set(['get', 'post', 'put', 'delete', 'patch']);

export function routeOperations(app: App): RouteOperation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  const operations: RouteOperation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      if (!METHODS.has(method)) continue;
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        queryParams: parameters.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: p.required ?? false, schema: p.schema ?? {} })),
        body: content['application/json']?.schema,
        formBody: content['application/x-www-form-urlencoded']?.schema,
        bodyTypes: Object.keys(content),
        documentedAsSecured: (operation.security?.length ?? 0) > 0,
      });
    }
  }
  return operations;
}

export const label = (operation: Pick<RouteOperation, 'method' | 'path'>) => `${operation.method} ${operation.path}`;

/** Percent-encoded UTF-8; a lone surrogate (no URL can carry one) goes as the bytes Node would send for it. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('');
  }
}

/** The path with its `{name}` parameters filled in (encoded). */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeSegment(String(values[name] ?? '1')));
}

export function queryString(values: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, typeof item === 'string' ? item : JSON.stringify(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Sample strings for the patterns the API uses; others get a plain word. */
const PATTERN_SAMPLES: Array<[RegExp, string]> = [
  [/\\\+998/, '+998901234567'],
  [/^\^\[0-9\]\{4\}\$$/, '1234'],
  [/0-9a-fA-F\]\{6\}/, 'a1b2c3'],
  [/a-z0-9-/, 'sample'],
];

/** A value the schema accepts (the first enum value, the minimum, a sample for a pattern, the required fields). */
export function exampleOf(schema: JsonSchema, overrides: Record<string, unknown> = {}): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.default !== undefined && schema.type !== 'object') return schema.default;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) {
    const first = choices.find((choice) => choice.type !== 'null') ?? choices[0]!;
    return exampleOf(first, overrides);
  }
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return Math.min(Math.max(schema.minimum ?? 1, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    case 'boolean':
      return true;
    case 'string': {
      if (schema.format === 'date') return '1995-04-12';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      const sample = schema.pattern ? PATTERN_SAMPLES.find(([test]) => test.test(schema.pattern!))?.[1] : undefined;
      if (sample) return sample;
      const length = Math.max(schema.minLength ?? 0, 6);
      return 'Sample text'.padEnd(length, 'x').slice(0, schema.maxLength ?? length);
    }
    case 'array':
      return Array.from({ length: Math.max(schema.minItems ?? 1, 1) }, () => exampleOf(schema.items ?? {}));
    case 'object': {
      const result: Record<string, unknown> = {};
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (name in overrides) {
          if (overrides[name] !== undefined) result[name] = overrides[name];
        } else if (schema.required?.includes(name)) {
          result[name] = exampleOf(property);
        }
      }
      return result;
    }
    default:
      return 'sample';
  }
}
