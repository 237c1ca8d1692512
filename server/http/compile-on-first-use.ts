import AjvCompiler from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

/*
 * Fastify's own schema compilers (the ones it uses when given none), each route's validators and serializers made when
 * the route is first called rather than while the app starts. A test file starts an app of some 250 routes and calls
 * a handful: compiling them all was a fifth of the server tests' time. Only tests ask for it (BuildOptions in app.ts):
 * a real server compiles everything at start, where a schema mistake stops it before it serves anyone.
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

function serializeOnFirstUse(compile: () => (document: unknown) => string): (document: unknown) => string {
  let serialize: ((document: unknown) => string) | undefined;
  return (document) => (serialize ??= compile())(document);
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

export function compilersOnFirstUse(): CompilersFactory {
  const buildValidator = AjvCompiler();
  const buildSerializer = SerializerSelector();
  return {
    buildValidator: (externalSchemas, ajvOptions) => {
      const compile = buildValidator(externalSchemas, ajvOptions);
      // Typed as Ajv's own validator, which it stands in for (the calls Fastify makes of it are the ones above).
      return (route) => validateOnFirstUse(() => compile(route) as Validate) as unknown as ReturnType<typeof compile>;
    },
    buildSerializer: (externalSchemas, serializerOptions) => {
      const compile = buildSerializer(externalSchemas, serializerOptions);
      return (route) => serializeOnFirstUse(() => compile(route));
    },
  };
}
