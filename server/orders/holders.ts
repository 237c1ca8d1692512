import type { Config } from '../config';
import type { Executor, Transaction } from '../db/client';
import type { PaymentMethod } from '../../contract/order';
import type { OrderPayment } from '../../contract/staff-orders';

/** Where the shopper pays an order: the provider, the amount in whole so'm, and where to come back to. */
export interface CheckoutRequest {
  method: PaymentMethod;
  orderId: number;
  amount: number;
  language: 'uz' | 'ru';
  /** Where the provider sends the shopper back: an address of the shop itself. */
  returnUrl: string;
  /** The shop's origin as this shopper reaches it (server/http/shop-origin.ts): the sandbox page is served there. */
  shopUrl: string;
}

/** A receipt a provider registered for a payment, as the staff's order page reads it. */
export interface FiscalReceiptRow {
  paymentTransactionId: number;
  type: 'PERFORM' | 'CANCEL';
  /** The OFD's status: 0 accepted, null none given. */
  statusCode: number | null;
  message: string | null;
  qrCodeUrl: string;
  createdAt: Date;
  updatedAt: Date | null;
}

/**
 * What the orders ask of the payments: where to pay, the refund of a rejected order's payment, and the payments and
 * receipts their pages show. The payments lock orders and record them paid or refunded through the orders' own files
 * (payment-service.ts, payment-events.ts, receipt-lines.ts), so the orders may not import them back:
 * server/order-holders.ts builds this from the payments' services, and server/app.ts and server/staff-routes.ts hand
 * it to the orders' plugins (docs/architecture.md, Import rules).
 */
export interface OrderHolders {
  /** The address of the provider's hosted checkout (the shop's own sandbox page in sandbox mode). */
  checkoutUrl(config: Config, request: CheckoutRequest): string;
  /** Staff rejected a paid order: its performed payment is recorded as given back, in the rejection's transaction. */
  refundPayment(tx: Transaction, orderId: number, now: Date): Promise<void>;
  /** The order's payment attempts, oldest first, without their receipts. */
  paymentsOf(db: Executor, orderId: number): Promise<Array<Omit<OrderPayment, 'receipts'>>>;
  /** The receipts the providers registered for these payments. */
  fiscalReceiptsOf(db: Executor, paymentIds: readonly number[]): Promise<FiscalReceiptRow[]>;
  /** The customer's receipt link of each of these orders, by id: its accepted payment receipt, none once refunded. */
  receiptUrlsOf(db: Executor, orderIds: readonly number[]): Promise<Map<number, string>>;
}
