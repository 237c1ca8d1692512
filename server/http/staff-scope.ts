import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { DomainOptions, DomainPlugin } from './app-type';
import { forbidden } from '../errors';
import { authenticate } from './guard';
import { named } from './plugin-name';

/** One staff plugin and its prefix, the path its routes share (each route's own path says the rest). */
export interface StaffRoutes {
  plugin: DomainPlugin;
  prefix: string;
}

export interface StaffScopeOptions extends DomainOptions {
  /** The plugins either staff role may call. */
  staff: StaffRoutes[];
  /** The plugins only an ADMIN may call: registered in the ADMIN scope, so none of their routes says so. */
  admin: StaffRoutes[];
}

/**
 * The ADMIN scope's one check. Only ever inside the staff scope, whose hook has set the principal with the role as
 * stored now, so a role taken away works at once; anything else is refused too rather than let through.
 */
async function requireAdmin(request: FastifyRequest): Promise<void> {
  const principal = request.principal;
  if (principal?.kind !== 'staff' || principal.role !== 'ADMIN') throw forbidden('Only ADMIN staff may do this');
}

/**
 * Every staff route of the API, in one scope: its one onRequest hook (before validation, so a caller without a staff
 * token learns that first, whatever the body) signs the caller in as staff, and the ADMIN scope inside it refuses
 * the other roles (403, after the staff hook's 401s). No route says who may call it.
 */
export const staffScope: FastifyPluginAsync<StaffScopeOptions, RawServerDefault, TypeBoxTypeProvider> = async (scope, { deps, staff, admin }) => {
  scope.addHook('onRequest', (request) => authenticate(deps.db, deps.tokens, request, 'staff'));
  for (const { plugin, prefix } of staff) await scope.register(named(plugin, prefix), { deps, prefix });
  await scope.register(named(async (adminScope) => {
    adminScope.addHook('onRequest', requireAdmin);
    for (const { plugin, prefix } of admin) await adminScope.register(named(plugin, `${prefix} (ADMIN)`), { deps, prefix });
  }, 'ADMIN scope'));
};
