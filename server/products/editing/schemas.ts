import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../../contract/common';
import { ClosedObject, Id, PageQuery } from '../../http/schemas';

/* The staff's product requests; their answers (StaffProduct, DeletedProduct) are in contract/staff.ts. */

const MAX_PRODUCT_NAME = 200;
const MAX_PRODUCT_DESCRIPTION = 5000;
const MAX_PRODUCT_CATEGORIES = 20;
/** The highest price the shop takes, so no total of a few lines can leave PostgreSQL's integer. */
const MAX_SELL_PRICE = 100_000_000;

const ReferenceNumber = Type.String({
  minLength: 1,
  maxLength: 40,
  pattern: '^[A-Za-z0-9][A-Za-z0-9._/-]*$',
  description: 'the shop’s SKU: letters, digits and . _ / -, starting with a letter or digit; unique within a colour',
  examples: ['LB-24017'],
});
const MxikCode = Type.String({ pattern: '^[0-9]{17}$', description: 'the MXIK (IKPU) classifier code: 17 digits', examples: ['06201100001000000'] });
const PackageCode = Type.String({ pattern: '^[0-9]{1,20}$', description: 'the MXIK package (unit) code: 1-20 digits', examples: ['1500716'] });
const Name = Type.String({ minLength: 1, maxLength: MAX_PRODUCT_NAME, description: 'not blank; trimmed' });
const Description = Type.String({ maxLength: MAX_PRODUCT_DESCRIPTION });
const Version = Type.Integer({ minimum: 1, maximum: 2_147_483_647, description: 'the version the editor read' });

/** What both addProduct and editProduct carry. */
const productFields = {
  nameUZB: Name,
  nameRUS: Name,
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

const StaffProductSort = Type.Union(
  [Type.Literal('name'), Type.Literal('price'), Type.Literal('created'), Type.Literal('referenceNumber')],
  { description: 'created (newest first) unless given' },
);
const SortDirection = Type.Union([Type.Literal('asc'), Type.Literal('desc')]);

export const StaffProductsQuery = Type.Composite([
  PageQuery,
  Type.Object({
    sort: Type.Optional(StaffProductSort),
    direction: Type.Optional(SortDirection),
    categoryId: Type.Optional(Id),
    active: Type.Optional(Type.Boolean()),
    text: Type.Optional(Type.String({ maxLength: 200, description: 'words of either name (Latin or Cyrillic) or the reference number' })),
    referenceNumber: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'exactly this reference number: the colours of one item' })),
  }),
]);
export type StaffProductsQuery = Static<typeof StaffProductsQuery>;
