import { Type, type Static } from '@sinclair/typebox';
import { Color, Nullable } from './common';
import { COLOR_CODE_PATTERN, MAX_COLOR_NAME, MAX_SIZE_NAME, MAX_STOCK_QUANTITY, MAX_STOCK_REASON, STOCK_CHANGE_KINDS, STOCK_MOVEMENT_ACTORS, STOCK_MOVEMENT_KINDS } from './limits';
import { ClosedObject, Id } from './request';

/** One size of a product row (one colour of an item) with its stock. */
export const StockSize = Type.Object({
  id: Type.Integer(),
  size: Type.String(),
  quantity: Type.Integer(),
  position: Type.Integer(),
});
export type StockSize = Static<typeof StockSize>;

/** A product row as the stock screens show it: which item in which colour, and its sizes in their order. */
export const ProductStock = Type.Object({
  productId: Type.Integer(),
  referenceNumber: Type.String(),
  nameUZB: Type.String(),
  nameRUS: Type.String(),
  active: Type.Boolean(),
  color: Color,
  sizes: Type.Array(StockSize),
});
export type ProductStock = Static<typeof ProductStock>;

/**
 * One change of a size's stock: when, what kind, the signed difference, the quantity it left, why, who made it and,
 * for what an order did (a sale, a cancellation, a return), which order. The movements of a size add up to its stock.
 */
export const StockMovement = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  sizeVariantId: Nullable(Type.Integer({ description: 'null once the size is deleted' })),
  size: Type.String(),
  kind: Type.Union(STOCK_MOVEMENT_KINDS.map((kind) => Type.Literal(kind))),
  delta: Type.Integer({ description: 'signed: what the change did to the stock' }),
  quantityAfter: Type.Integer(),
  reason: Nullable(Type.String()),
  actor: Type.Union(STOCK_MOVEMENT_ACTORS.map((actor) => Type.Literal(actor)), {
    description: 'who: staff (userId), the customer (customerId), the shop itself, or the payment provider that refunded',
  }),
  userId: Nullable(Type.Integer({ description: 'the staff member; null when no staff member made the change' })),
  userName: Nullable(Type.String({ description: 'null without a staff member, or when the staff account no longer exists' })),
  customerId: Nullable(Type.Integer({ description: 'the customer whose order it was; null for a change without an order' })),
  customerName: Nullable(Type.String()),
  orderId: Nullable(Type.Integer({ description: 'the order of a sale, cancellation or return' })),
  orderNumber: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type StockMovement = Static<typeof StockMovement>;

/** A colour with how many product rows use it (a colour in use cannot be deleted). */
export const StaffColor = Type.Object({
  ...Color.properties,
  productCount: Type.Integer(),
});
export type StaffColor = Static<typeof StaffColor>;

/* The requests of the colour and stock routes; blank-after-trimming is refused by the server's services. */

export const ColorBody = ClosedObject({
  nameUZB: Type.String({ minLength: 1, maxLength: MAX_COLOR_NAME }),
  nameRUS: Type.String({ minLength: 1, maxLength: MAX_COLOR_NAME }),
  colorCode: Type.String({ pattern: COLOR_CODE_PATTERN, description: '#rrggbb', examples: ['#1f3a93'] }),
});
export type ColorBody = Static<typeof ColorBody>;

const SizeName = Type.String({ minLength: 1, maxLength: MAX_SIZE_NAME, description: 'like "M" or "42"; unique within the product, whatever the letter case' });

export const AddSizeBody = ClosedObject({
  size: SizeName,
  quantity: Type.Optional(Type.Integer({ minimum: 0, maximum: MAX_STOCK_QUANTITY, description: 'the stock it starts with; 0 when left out' })),
});
export type AddSizeBody = Static<typeof AddSizeBody>;

export const RenameSizeBody = ClosedObject({ size: SizeName });
export type RenameSizeBody = Static<typeof RenameSizeBody>;

export const ReorderSizesBody = ClosedObject({
  sizeIds: Type.Array(Id, { minItems: 1, maxItems: 100, uniqueItems: true, description: 'every size of the product, in the new order' }),
});
export type ReorderSizesBody = Static<typeof ReorderSizesBody>;

export const StockChangeBody = ClosedObject({
  kind: Type.Union(STOCK_CHANGE_KINDS.map((kind) => Type.Literal(kind))),
  quantity: Type.Integer({ minimum: 0, maximum: MAX_STOCK_QUANTITY, description: 'set: the new quantity; add/remove: how many (at least 1)' }),
  reason: Type.Optional(Type.String({ maxLength: MAX_STOCK_REASON, description: 'required for remove' })),
});
export type StockChangeBody = Static<typeof StockChangeBody>;

/** What still names a colour or a size whose deletion was refused (409 IN_USE, `error.usage`). */
export const ColorUsage = Type.Object({ products: Type.Integer(), orders: Type.Integer() });
export type ColorUsage = Static<typeof ColorUsage>;
export const SizeUsage = Type.Object({ orders: Type.Integer(), carts: Type.Integer() });
export type SizeUsage = Static<typeof SizeUsage>;
