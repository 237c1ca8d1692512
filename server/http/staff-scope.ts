import type { FastifyPluginAsync, FastifyRequest, RawServerDefault } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { App, DomainOptions, DomainPlugin } from './app-type';
import { forbidden } from '../errors';
import { authenticate } from './guard';

/** One staff plugin and the prefix its routes share (each route's own path says the rest). */
export interface StaffRoutes {
  plugin: DomainPlugin;
  prefix: string;
  /** Every route of the plugin is ADMIN-only: it is registered inside the ADMIN scope. */
  adminOnly?: true;
}

export interface StaffScopeOptions extends DomainOptions {
  routes: StaffRoutes[];
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
 * Declares ADMIN-only routes in a nested scope whose one hook refuses other roles (403 after the staff hook's 401s,
 * as before). Awaited where it is called, so the routes keep their place in the OpenAPI document.
 */
export async function adminOnly(app: App, declare: (admin: App) => void | Promise<void>): Promise<void> {
  await app.register(async (admin) => {
    admin.addHook('onRequest', requireAdmin);
    await declare(admin);
  });
}

/**
 * The staff routes' scope: one onRequest hook (before validation, so a caller without a staff token learns that
 * first, whatever the body) signs the caller in as staff, and every staff plugin is registered inside it, so no
 * route says who may call it. buildApp registers it once per run of staff plugins in its list: the OpenAPI
 * document (contract/openapi.json) lists routes in the order they are declared, and the staff runs sit between
 * the public plugins they extend.
 */
export const staffScope: FastifyPluginAsync<StaffScopeOptions, RawServerDefault, TypeBoxTypeProvider> = async (scope, { deps, routes }) => {
  scope.addHook('onRequest', (request) => authenticate(deps.db, deps.tokens, request, 'staff'));
  for (const { plugin, prefix, adminOnly: admin } of routes) {
    if (!admin) await scope.register(plugin, { deps, prefix });
    else {
      await adminOnly(scope, async (inner) => {
        await inner.register(plugin, { deps, prefix });
      });
    }
  }
};
