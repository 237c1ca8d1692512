import type { SmsTemplateName } from '../../contract/communication';
import type { Executor } from '../db/client';
import { formatSom, formatSomIn } from '../loyalty/texts';
import { notify, type NotificationText } from '../notifications/notify';
import type { OrderForReturn } from '../orders/return-service';
import { renderSmsTemplate } from '../sms/templates';
import { enqueueCustomerMessage } from '../telegram/bot-messages';
import type { ReturnRow } from './queries';

/*
 * What the shopper hears at each step of a request (docs/api.md "Returns and exchanges"): a notification in both
 * languages, and for the steps with a template an SMS through the outbox in the order's language, both written in the
 * move's transaction, so they exist exactly when the move does.
 */

export type ReturnStep = 'REQUESTED' | 'APPROVED' | 'REJECTED' | 'RECEIVED' | 'CLOSED' | 'EXCHANGED' | 'REFUNDED';

/** The staff-editable SMS of each step; received and closed are told in the app only. */
const SMS_OF: Partial<Record<ReturnStep, SmsTemplateName>> = {
  REQUESTED: 'RETURN_REQUESTED',
  APPROVED: 'RETURN_APPROVED',
  REJECTED: 'RETURN_REJECTED',
  EXCHANGED: 'EXCHANGE_SENT',
  REFUNDED: 'RETURN_REFUNDED',
};

function stepText(step: ReturnStep, order: OrderForReturn, request: ReturnRow): NotificationText {
  const number = order.orderNumber;
  switch (step) {
    case 'REQUESTED':
      return {
        uz: { title: 'Qaytarish so‘rovi qabul qilindi', message: `${number} buyurtma bo‘yicha so‘rovingiz qabul qilindi. Do‘kon uni tez orada ko‘rib chiqadi.` },
        ru: { title: 'Заявка на возврат принята', message: `Ваша заявка по заказу ${number} принята. Магазин скоро её рассмотрит.` },
      };
    case 'APPROVED':
      return {
        uz: { title: 'Qaytarish tasdiqlandi', message: `${number} buyurtma bo‘yicha so‘rovingiz tasdiqlandi. Mahsulotni do‘konga yuboring.` },
        ru: { title: 'Возврат одобрен', message: `Ваша заявка по заказу ${number} одобрена. Отправьте товар в магазин.` },
      };
    case 'REJECTED':
      return {
        uz: { title: 'Qaytarish rad etildi', message: `${number} buyurtma bo‘yicha so‘rovingiz rad etildi. Sabab: ${request.decisionNote ?? ''}` },
        ru: { title: 'В возврате отказано', message: `В заявке по заказу ${number} отказано. Причина: ${request.decisionNote ?? ''}` },
      };
    case 'RECEIVED':
      return {
        uz: { title: 'Mahsulot qabul qilindi', message: `${number} buyurtma bo‘yicha qaytargan mahsulotingiz do‘konga yetib keldi.` },
        ru: { title: 'Товар получен', message: `Возвращённый вами товар по заказу ${number} получен магазином.` },
      };
    case 'CLOSED':
      return {
        uz: { title: 'So‘rov yopildi', message: `${number} buyurtma bo‘yicha qaytarish so‘rovi yopildi: mahsulot do‘konga yetib kelmadi.` },
        ru: { title: 'Заявка закрыта', message: `Заявка на возврат по заказу ${number} закрыта: товар не поступил в магазин.` },
      };
    case 'EXCHANGED':
      return {
        uz: { title: 'Almashtirilgan mahsulot yuborildi', message: `${number} buyurtma bo‘yicha yangi o‘lcham yuborildi. Kuzatuv raqami: ${request.exchangeTrackingNumber ?? ''}.` },
        ru: { title: 'Товар на обмен отправлен', message: `Новый размер по заказу ${number} отправлен. Трек-номер: ${request.exchangeTrackingNumber ?? ''}.` },
      };
    case 'REFUNDED': {
      const amount = formatSom(request.refundAmount);
      return {
        uz: { title: 'Pul qaytarildi', message: `${number} buyurtma bo‘yicha qaytarilgan mahsulot uchun ${amount} so‘m qaytarildi.` },
        ru: { title: 'Деньги возвращены', message: `За возвращённый товар по заказу ${number} возвращено ${amount} сум.` },
      };
    }
  }
}

/**
 * Tells the shopper of the request's step: the notification (opening the order), and the step's SMS once per request
 * and step (its job key), in the order's language: by the shop's Telegram bot to a customer who linked it, else to
 * the customer's own phone; an anonymised customer gets none. `request` is the row as the step left it.
 */
export async function tellShopper(tx: Executor, step: ReturnStep, order: OrderForReturn, request: ReturnRow, now: Date): Promise<void> {
  await notify(tx, { customerId: request.customerId, type: 'ORDER', targetId: order.id, text: stepText(step, order, request), createdAt: now });
  const template = SMS_OF[step];
  if (!template) return;
  const language = order.language;
  const text = await renderSmsTemplate(tx, template, language, {
    orderNumber: order.orderNumber,
    total: formatSomIn(request.refundAmount, language),
    trackingNumber: request.exchangeTrackingNumber ?? undefined,
  });
  const message = { customerId: request.customerId, orderId: order.id, key: `return:${request.id}:${template}`, text, language };
  await enqueueCustomerMessage(tx, message, now);
}
