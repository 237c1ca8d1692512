import type { OrderHolders } from './orders/holders';
import { checkoutUrl, refundOrderPayment } from './payments/checkout';
import { fiscalReceiptsOf, receiptUrlsOf } from './payments/fiscal-receipts';
import { paymentsOfOrder } from './payments/service';

/**
 * The payments, as the orders ask them, handed to the orders' plugins by server/app.ts and server/staff-routes.ts:
 * the payments lock and record orders through the orders' files, so the orders ask them through this, not by import.
 */
export const ORDER_HOLDERS: OrderHolders = { checkoutUrl, refundPayment: refundOrderPayment, paymentsOf: paymentsOfOrder, fiscalReceiptsOf, receiptUrlsOf };
