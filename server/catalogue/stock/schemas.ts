import { Type, type Static } from '@sinclair/typebox';
import { COLOR_CODE_PATTERN, MAX_COLOR_NAME, MAX_SIZE_NAME, MAX_STOCK_QUANTITY, MAX_STOCK_REASON, STOCK_CHANGE_KINDS } from '../../../contract/limits';
import { StockMovement } from '../../../contract/stock';
import { ClosedObject, Id, PageQuery } from '../../http/schemas';
import { Page } from '../../../contract/page';

/** The request shapes of the colour and stock routes; blank-after-trimming is refused by the services. */

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

export const StockHistoryQuery = Type.Composite([
  PageQuery,
  Type.Object({ sizeId: Type.Optional(Id) }),
]);
export type StockHistoryQuery = Static<typeof StockHistoryQuery>;

export const StockHistoryPage = Page(StockMovement);
