import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/*
 * Fastify's own schema compilers (the ones it uses when given none) with two changes.
 *
 * A JSON body is validated without type coercion. Coercion is for the address and headers, where every value arrives
 * as text ("?page=2"); a body's JSON already has its types, and coercing it changes what the client said: with a
 * nullable id (`Nullable(Id)`), Ajv turned `"customerId": 0` into null, "every customer", instead of refusing it.
 * A form body is text like an address: a route whose form declares numbers says so by its body's content type
 * (`body: { content: { 'application/x-www-form-urlencoded': { schema } } }`) and keeps coercion. Click's forms
 * declare text fields.
 *
 * On first use, each route's validators and serializers are made when the route is first called rather than while
 * the app starts. A test file starts an app of some 250 routes and calls a handful: compiling them all was a fifth of
 * the server tests' time. Only tests ask for it (BuildOptions in app.ts): a real server compiles everything at start,
 * where a schema mistake stops it before it serves anyone.
 *
 * Apps built alike share what is compiled: one Ajv per set of shared schemas and options for the whole process (Ajv
 * keeps each schema it compiled, by the schema object), and a serializer per response schema object. A real server
 * builds one app; the tests build one per test file from the same modules, and compiled the same routes again in
 * each.
 */

type Validate = ((data: unknown, context?: unknown) => unknown) & { errors?: unknown; schemaEnv?: unknown };

/**
 * The validator compiled on its first call. Fastify reads two things off the function it was given: `schemaEnv` (an
 * Ajv validator is then handed the request too, so it can change a whole part, as coercion does) and, after a
 * refusal, `errors`; both are the compiled validator's.
 */
function validateOnFirstUse(compile: () => Validate): Validate {
  let validate: Validate | undefined;
  const compiled = () => (validate ??= compile());
  const firstUse: Validate = function (this: unknown, data: unknown, context?: unknown) {
    const real = compiled();
    const valid = real.call(this, data, context);
    firstUse.errors = real.errors;
    return valid;
  };
  Object.defineProperty(firstUse, 'schemaEnv', { get: () => compiled().schemaEnv });
  return firstUse;
}

function serializeOnFirstUse(compile: () => Serialize): Serialize {
  let serialize: Serialize | undefined;
  return (document) => (serialize ??= compile())(document);
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;
type Serialize = (document: unknown) => string;

// Its pool keeps an Ajv per set of shared schemas and options.
const buildValidator = AjvCompiler();
const buildSerializer = SerializerSelector();
/** Compiled serializers by response schema object, per set of shared schemas and options (as Ajv's pool is keyed). */
const serializersByOptions = new Map<string, WeakMap<object, Serialize>>();

function serializersFor(externalSchemas: unknown, serializerOptions: unknown): WeakMap<object, Serialize> {
  const key = `${JSON.stringify(externalSchemas)}${JSON.stringify(serializerOptions)}`;
  let serializers = serializersByOptions.get(key);
  if (!serializers) serializersByOptions.set(key, (serializers = new WeakMap()));
  return serializers;
}

export function schemaCompilers({ onFirstUse }: { onFirstUse: boolean }): CompilersFactory {
  return {
    buildValidator: (externalSchemas, ajvOptions) => {
      const coercing = buildValidator(externalSchemas, ajvOptions);
      // Ajv's options (not JTD's: the app's schemas are JSON Schema), as given, with coercion off.
      const exactOptions = { ...ajvOptions, customOptions: { ...ajvOptions?.customOptions, coerceTypes: false } } as Parameters<typeof buildValidator>[1];
      const exact = buildValidator(externalSchemas, exactOptions);
      return (route) => {
        // Fastify passes a content-typed body schema's type beside it, though its RouteDefinition type does not say so.
        const { contentType } = route as { contentType?: string };
        const jsonBody = route.httpPart === 'body' && (contentType === undefined || contentType.includes('json'));
        const compile = jsonBody ? exact : coercing;
        // Typed as Ajv's own validator, which it stands in for (the calls Fastify makes of it are the ones above).
        return onFirstUse ? (validateOnFirstUse(() => compile(route) as Validate) as unknown as ReturnType<typeof compile>) : compile(route);
      };
    },
    buildSerializer: (externalSchemas, serializerOptions) => {
      const compileAnew = buildSerializer(externalSchemas, serializerOptions);
      const serializers = serializersFor(externalSchemas, serializerOptions);
      const compile: typeof compileAnew = (route) => {
        // A response schema is an object (Fastify refuses any other).
        const schema = route.schema as object;
        let serialize = serializers.get(schema);
        if (!serialize) serializers.set(schema, (serialize = compileAnew(route)));
        return serialize;
      };
      return onFirstUse ? (route) => serializeOnFirstUse(() => compile(route)) : compile;
    },
  };
}
