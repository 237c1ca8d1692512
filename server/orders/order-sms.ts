import type { Transaction } from '../db/client';
import { activeCustomerPhone } from '../customers/service';
import { formatSom } from '../loyalty/texts';
import { enqueueSms } from '../sms/sms-job';
import { renderSmsTemplate } from '../sms/templates';
import type { OrderRow } from './queries';

/** The status changes a customer hears of by SMS, each with the staff-editable template of the same name. */
export type OrderSmsEvent = 'PAID' | 'SENT' | 'REACHED' | 'REJECTED' | 'REFUNDED';

const SOM = { uz: 'so‘m', ru: 'сум' } as const;

/**
 * Puts the order's SMS for `event` into the outbox, in the caller's transaction: the SMS exists exactly when the
 * change does, and is sent once per order and event however often the change is repeated (its job key). Written in
 * the language the order was placed in, to the customer's own phone; an anonymised customer gets none.
 */
export async function enqueueOrderSms(tx: Transaction, order: OrderRow, event: OrderSmsEvent, now: Date): Promise<void> {
  const phoneNumber = await activeCustomerPhone(tx, order.customerId);
  if (phoneNumber === undefined) return;
  const language = order.language;
  const text = await renderSmsTemplate(tx, event, language, {
    orderNumber: order.orderNumber,
    total: `${formatSom(order.total)} ${SOM[language]}`,
    trackingNumber: order.postTrackingNumber ?? undefined,
  });
  await enqueueSms(tx, { key: `sms:order:${order.id}:${event}`, phoneNumber, text, orderId: order.id }, now);
}
