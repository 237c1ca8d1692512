import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import {
  MAX_PRODUCT_CATEGORIES,
  MAX_PRODUCT_DESCRIPTION,
  MAX_PRODUCT_NAME,
  MAX_REFERENCE_NUMBER,
  MAX_SELL_PRICE,
  MXIK_CODE_PATTERN,
  PACKAGE_CODE_PATTERN,
  REFERENCE_NUMBER_PATTERN,
} from './limits';
import { ClosedObject, FullName, Id, Password, PhoneNumber } from './request';

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
  saleNow: Type.Integer({ description: 'the percent off the shop charges now: the greater of `sale` and the biggest sale group in force covering the product' }),
  priceNow: Type.Integer({ description: 'what the shop charges for one unit now, in so‘m (sellPrice less saleNow)' }),
  active: Type.Boolean(),
  mxikCode: Nullable(Type.String()),
  packageCode: Nullable(Type.String()),
  vatPercent: Type.Integer(),
  version: Type.Integer(),
  image: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
  publishedAt: Nullable(Type.String({ format: 'date-time', description: 'null while the product is a draft, which shoppers do not see' })),
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
  name: Nullable(
    Type.Object(
      { uz: Type.String(), ru: Type.String() },
      { description: 'what the changed thing is called now, in each language: an order’s number; a product’s, customer’s, brand’s, category’s or colour’s name; null for other kinds and for a deleted row' },
    ),
  ),
  before: Type.Unknown(),
  after: Type.Unknown(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type AuditEntry = Static<typeof AuditEntry>;

/* The staff's product requests, answered by StaffProduct and DeletedProduct. */

const ReferenceNumber = Type.String({
  minLength: 1,
  maxLength: MAX_REFERENCE_NUMBER,
  pattern: REFERENCE_NUMBER_PATTERN,
  description: 'the shop’s SKU: letters, digits and . _ / -, starting with a letter or digit; unique within a colour',
  examples: ['LB-24017'],
});
const MxikCode = Type.String({ pattern: MXIK_CODE_PATTERN, description: 'the MXIK (IKPU) classifier code: 17 digits', examples: ['06201100001000000'] });
const PackageCode = Type.String({ pattern: PACKAGE_CODE_PATTERN, description: 'the MXIK package (unit) code: 1-20 digits', examples: ['1500716'] });
const ProductName = Type.String({ minLength: 1, maxLength: MAX_PRODUCT_NAME, description: 'not blank; trimmed' });
const Description = Type.String({ maxLength: MAX_PRODUCT_DESCRIPTION });
const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the version the editor read' });

/** What both addProduct and editProduct carry. */
const productFields = {
  nameUZB: ProductName,
  nameRUS: ProductName,
  descriptionUZB: Type.Optional(Description),
  descriptionRUS: Type.Optional(Description),
  brandId: Id,
  colorId: Id,
  categoryIds: Type.Array(Id, { minItems: 1, maxItems: MAX_PRODUCT_CATEGORIES, uniqueItems: true }),
  sellPrice: Type.Integer({ minimum: 1, maximum: MAX_SELL_PRICE, description: 'whole so’m' }),
  sale: Type.Optional(Type.Integer({ minimum: 0, maximum: 99, description: 'percent off; or give salePrice instead' })),
  salePrice: Type.Optional(Nullable(Type.Integer({ minimum: 1, maximum: MAX_SELL_PRICE, description: 'so’m, below sellPrice; stored as the percent off' }))),
  active: Type.Optional(Type.Boolean({ default: true })),
  vatPercent: Type.Integer({ minimum: 0, maximum: 100 }),
};

export const AddProductBody = ClosedObject({
  ...productFields,
  referenceNumber: ReferenceNumber,
  mxikCode: MxikCode,
  packageCode: PackageCode,
});
export type AddProductBody = Static<typeof AddProductBody>;

/** The whole product as it should be; rows made before the tax codes existed may keep them null. */
export const EditProductBody = ClosedObject({
  ...productFields,
  mxikCode: Nullable(MxikCode),
  packageCode: Nullable(PackageCode),
  version: Version,
});
export type EditProductBody = Static<typeof EditProductBody>;

export const EditRefnumberBody = ClosedObject({ referenceNumber: ReferenceNumber, version: Version });
export type EditRefnumberBody = Static<typeof EditRefnumberBody>;

/* The staff accounts' requests (/api/users, ADMIN only; docs/api.md "Staff: accounts"). */

export const AddStaffBody = ClosedObject({ fullName: FullName, phoneNumber: PhoneNumber, role: StaffRole, password: Password });
export type AddStaffBody = Static<typeof AddStaffBody>;

export const EditStaffBody = ClosedObject({ fullName: FullName, role: StaffRole });
export type EditStaffBody = Static<typeof EditStaffBody>;

export const ResetPasswordBody = ClosedObject(
  { password: Type.Optional(Password) },
  { description: 'the new password; {} (no password) for one made by the server' },
);
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;
