import { Type, type Static } from '@sinclair/typebox';
import { Color, Nullable } from './common';
import { STOCK_CHANGE_KINDS, type StockChangeKind } from './limits';

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

/** One change of a size's stock: who, when, what, the signed difference, the quantity it left and why. */
export const StockMovement = Type.Object({
  id: Type.Integer(),
  productId: Type.Integer(),
  sizeVariantId: Nullable(Type.Integer({ description: 'null once the size is deleted' })),
  size: Type.String(),
  userId: Type.Integer(),
  userName: Nullable(Type.String({ description: 'null when the staff account no longer exists' })),
  kind: Type.Union(STOCK_CHANGE_KINDS.map((kind) => Type.Literal(kind))),
  delta: Type.Integer(),
  quantityAfter: Type.Integer(),
  reason: Nullable(Type.String()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type StockMovement = Static<typeof StockMovement>;

/** A colour with how many product rows use it (a colour in use cannot be deleted). */
export const StaffColor = Type.Object({
  ...Color.properties,
  productCount: Type.Integer(),
});
export type StaffColor = Static<typeof StaffColor>;

/** The bodies, as the staff app sends them (the server's schemas close them: server/catalogue/stock/schemas.ts). */
export interface ColorBody {
  nameUZB: string;
  nameRUS: string;
  colorCode: string;
}
export interface AddSizeBody {
  size: string;
  quantity?: number;
}
export interface StockChangeBody {
  kind: StockChangeKind;
  quantity: number;
  reason?: string;
}

/** What still names a colour or a size whose deletion was refused (409 IN_USE, `error.usage`). */
export const ColorUsage = Type.Object({ products: Type.Integer(), orders: Type.Integer() });
export type ColorUsage = Static<typeof ColorUsage>;
export const SizeUsage = Type.Object({ orders: Type.Integer(), carts: Type.Integer() });
export type SizeUsage = Static<typeof SizeUsage>;
