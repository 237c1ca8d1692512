import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { customerCoupons } from '../db/schema/loyalty';
import { orders } from '../db/schema/orders';
import { customers } from '../db/schema/people';
import { users } from '../db/schema/staff';
import { addresses } from '../db/schema/places';
import { notifications } from '../db/schema/notifications';
import { cartItems } from '../db/schema/shopping';
import { likedItems } from '../db/schema/favourites';
import { returnRequests } from '../db/schema/returns';
import type { StaffRole } from '../../contract/staff';
import { forbidden, notFound, unauthorized } from '../errors';
import type { Principal, TokenService } from './tokens';

/** Tables whose rows belong to one customer, by the name routes use for their ids. */
const ownedTables = {
  address: { table: addresses, label: 'Address' },
  cartItem: { table: cartItems, label: 'Cart item' },
  likedItem: { table: likedItems, label: 'Liked item' },
  couponCustomer: { table: customerCoupons, label: 'Coupon' },
  order: { table: orders, label: 'Order' },
  notification: { table: notifications, label: 'Notification' },
  returnRequest: { table: returnRequests, label: 'Return request' },
} as const;

export type OwnedResource = keyof typeof ownedTables;

/** "The id at request.{from}.{key} (one id or an array of ids) must be the caller's {resource}". */
export interface OwnershipRule {
  from: 'params' | 'body' | 'query';
  key: string;
  resource: OwnedResource;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call: a signed-in customer. Unset: anyone, or staff for a route in the staff scope (http/staff-scope.ts). */
    auth?: 'customer';
    /** Ids in the request that must belong to the calling customer. */
    owns?: OwnershipRule[];
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The account's current session version and, for staff, its role as stored now (a role taken away works at once,
 * whatever the token says); undefined when the account is gone. One primary-key read.
 */
async function accountOf(db: Database, principal: Principal): Promise<{ version: number; role?: StaffRole } | undefined> {
  const [row] =
    principal.kind === 'customer'
      ? await db.select({ version: customers.sessionVersion }).from(customers).where(eq(customers.id, principal.customerId))
      : await db.select({ version: users.sessionVersion, role: users.role }).from(users).where(eq(users.id, principal.userId));
  return row;
}

function valueAt(request: FastifyRequest, from: OwnershipRule['from'], key: string): unknown {
  const source = request[from] as Record<string, unknown> | undefined;
  return source && typeof source === 'object' ? source[key] : undefined;
}

/**
 * Signs the request's caller in as `kind` or refuses it: 401 without a valid token, 403 for the other kind's token,
 * 401 when the account is gone or its password changed since. Sets request.principal, a staff member's with the role
 * as stored now (a role taken away works at once, whatever the token says).
 */
export async function authenticate(db: Database, tokens: TokenService, request: FastifyRequest, kind: Principal['kind']): Promise<void> {
  const token = bearer(request);
  const verified = token ? await tokens.verify(token) : null;
  if (!verified) throw unauthorized(token ? 'The sign-in has expired or is invalid' : 'Sign in first');
  const { principal } = verified;
  // The wrong kind of token can do nothing here whatever its version, so it is refused without a read.
  if (principal.kind === 'customer' && kind === 'staff') throw forbidden('Staff only');
  if (principal.kind === 'staff' && kind === 'customer') throw forbidden('Customers only');
  // A new password raises the account's version (docs/api.md, Auth): tokens signed before it end here.
  const account = await accountOf(db, principal);
  if (account === undefined) throw unauthorized('The account of this sign-in no longer exists; sign in again');
  if (account.version !== verified.sessionVersion) {
    throw unauthorized('The sign-in ended because the password was changed; sign in again');
  }
  request.principal = principal.kind === 'staff' && account.role ? { ...principal, role: account.role } : principal;
}

/** Every customer-scoped route is guarded here, once: who is calling, and whether what they name is theirs. */
export function registerGuard(app: FastifyInstance, db: Database, tokens: TokenService): void {
  app.decorateRequest('principal', null);

  // Before validation, so a caller without a token learns that first (401), whatever the body.
  const authenticateCustomer = (request: FastifyRequest) => authenticate(db, tokens, request, 'customer');

  // After validation, so ids are already numbers.
  const checkOwnership = async (request: FastifyRequest) => {
    const config = request.routeOptions.config;
    const principal = request.principal;
    if (config.auth !== 'customer' || principal?.kind !== 'customer') return;
    for (const from of ['params', 'body', 'query'] as const) {
      const customerId = valueAt(request, from, 'customerId');
      if (customerId !== undefined && customerId !== principal.customerId) throw forbidden();
    }
    for (const rule of config.owns ?? []) {
      const value = valueAt(request, rule.from, rule.key);
      if (value === undefined || value === null) continue;
      const ids = [...new Set((Array.isArray(value) ? value : [value]).map(Number))];
      if (ids.length === 0) continue;
      const { table, label } = ownedTables[rule.resource];
      const rows = await db
        .select({ id: table.id, customerId: table.customerId })
        .from(table)
        .where(inArray(table.id, ids));
      if (rows.length < ids.length) throw notFound(label);
      if (rows.some((row) => row.customerId !== principal.customerId)) throw forbidden();
    }
  };

  // Only guarded routes pay for the guard: public catalogue reads stay as cheap as a bare route.
  app.addHook('onRoute', (route) => {
    const config = route.config as { auth?: 'customer' } | undefined;
    if (!config?.auth) return;
    route.onRequest = [authenticateCustomer, ...toArray(route.onRequest)];
    route.preHandler = [...toArray(route.preHandler), checkOwnership];
  });
}

function toArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

/** The calling customer's id; only for routes declared `auth: 'customer'`, where the guard has set it. */
export function customerIdOf(request: FastifyRequest): number {
  const principal = request.principal;
  if (principal?.kind !== 'customer') throw unauthorized();
  return principal.customerId;
}

/** The calling staff user's id; only for routes in the staff scope (http/staff-scope.ts), whose hook has set it. */
export function staffIdOf(request: FastifyRequest): number {
  const principal = request.principal;
  if (principal?.kind !== 'staff') throw unauthorized();
  return principal.userId;
}
