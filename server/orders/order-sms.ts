import type { Transaction } from '../db/client';
import { formatSomIn } from '../loyalty/texts';
import { renderSmsTemplate } from '../sms/templates';
import { enqueueCustomerMessage } from '../telegram/bot-messages';
import type { OrderRow } from './queries';

/** The status changes a customer hears of by SMS (or the shop's bot), each with the staff-editable template of the same name. */
export type OrderSmsEvent = 'PAID' | 'SENT' | 'REACHED' | 'REJECTED' | 'REFUNDED';

/**
 * Puts the order's message for `event` into the outbox, in the caller's transaction: it exists exactly when the change
 * does, and is sent once per order and event however often the change is repeated (its job key). Written in the
 * language the order was placed in; it goes by the shop's Telegram bot to a customer who linked it, else as an SMS to
 * the customer's own phone (docs/api.md "Telegram"); an anonymised customer gets none.
 */
export async function enqueueOrderSms(tx: Transaction, order: OrderRow, event: OrderSmsEvent, now: Date): Promise<void> {
  const language = order.language;
  const text = await renderSmsTemplate(tx, event, language, {
    orderNumber: order.orderNumber,
    total: formatSomIn(order.total, language),
    trackingNumber: order.postTrackingNumber ?? undefined,
  });
  await enqueueCustomerMessage(tx, { customerId: order.customerId, orderId: order.id, key: `order:${order.id}:${event}`, text, language }, now);
}
