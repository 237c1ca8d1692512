import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';

/** The staff roles: ADMIN runs everything (staff accounts, the audit log); MANAGER runs the catalogue and orders. */
export const STAFF_ROLES = ['ADMIN', 'MANAGER'] as const;

export const StaffRole = Type.Union(STAFF_ROLES.map((role) => Type.Literal(role)));
export type StaffRole = Static<typeof StaffRole>;

/** A product as the staff see and edit it: every stored field, inactive products too. */
export const StaffProduct = Type.Object({
  id: Type.Integer(),
  referenceNumber: Type.String(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  descriptionUZB: Type.String(),
  descriptionRUS: Type.String(),
  brand: Type.Object({ id: Type.Integer(), name: Type.String() }),
  color: Type.Object({ id: Type.Integer(), nameUZB: Type.String(), nameRUS: Type.String(), colorCode: Type.String() }),
  categories: Type.Array(Type.Object({ id: Type.Integer(), nameUZB: Type.String(), nameRUS: Type.String() })),
  sellPrice: Type.Integer(),
  sale: Type.Integer(),
  salePrice: Nullable(Type.Integer()),
  active: Type.Boolean(),
  mxikCode: Nullable(Type.String()),
  packageCode: Nullable(Type.String()),
  vatPercent: Type.Integer(),
  version: Type.Integer(),
  image: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type StaffProduct = Static<typeof StaffProduct>;

/** What deleteProduct did: a product some order names is kept for that order's sake, only no longer sold. */
export const DeletedProduct = Type.Object({
  id: Type.Integer(),
  outcome: Type.Union([Type.Literal('DELETED'), Type.Literal('DEACTIVATED')]),
  message: Type.String(),
  product: Nullable(StaffProduct),
});
export type DeletedProduct = Static<typeof DeletedProduct>;

/**
 * One staff change: who (a staff user's id, and their account as it is now: null once it was removed), when, what,
 * and the row before and after (null when none).
 */
export const AuditEntry = Type.Object({
  id: Type.Integer(),
  userId: Type.Integer(),
  user: Nullable(Type.Object({ phoneNumber: Type.String(), fullName: Nullable(Type.String({ description: 'null when the account has no name' })) })),
  action: Type.String(),
  entity: Type.String(),
  entityId: Type.Integer(),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntry>;
