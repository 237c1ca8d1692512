import { Type, type Static } from '@sinclair/typebox';
import { StockMovement } from '../../../contract/stock';
import { Id } from '../../../contract/request';
import { PageQuery } from '../../http/schemas';
import { Page } from '../../../contract/page';

/* The stock routes' queries; their bodies are the staff app's too: contract/stock.ts. */

export const StockHistoryQuery = Type.Composite([
  PageQuery,
  Type.Object({ sizeId: Type.Optional(Id) }),
]);
export type StockHistoryQuery = Static<typeof StockHistoryQuery>;

export const StockHistoryPage = Page(StockMovement);
