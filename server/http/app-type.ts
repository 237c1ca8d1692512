import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifyPluginAsync,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { AppDeps } from '../deps';

/** The Fastify instance routes are declared on: TypeBox schemas type each handler's request. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  TypeBoxTypeProvider
>;

/** What buildApp hands each domain's plugin. */
export interface DomainOptions {
  deps: AppDeps;
}

/**
 * A domain's routes as one encapsulated plugin, registered by buildApp (`app.register(plugin, { deps, prefix })`):
 * its hooks, decorators and parsers stay inside it, while the root's app-wide hooks (guard, limits, closed
 * bodies, error handling, the OpenAPI document) reach every route it declares.
 */
export type DomainPlugin<Options extends DomainOptions = DomainOptions> = FastifyPluginAsync<Options, RawServerDefault, TypeBoxTypeProvider>;
