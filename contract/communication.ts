import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common';
import { Page } from './page';
import { ClosedObject, FullName, Id, PhoneNumber } from './request';
import { MAX_REPLY_TEXT } from './limits';

/*
 * Customer communication (docs/api.md "Staff: communication"): the notifications staff send, the shop's SMS texts
 * and the messages shoppers write through the contact page.
 */

/** A notification's title and text, after trimming, in either language. */
export const MAX_NOTIFICATION_TITLE = 100;
export const MAX_NOTIFICATION_MESSAGE = 1000;

/** An SMS text in either language: 3 Latin SMS parts or about 7 Cyrillic ones; a code SMS must stay short anyway. */
export const MAX_SMS_TEXT = 459;

/** A contact message's text, after trimming. */
export const MAX_CONTACT_MESSAGE = 2000;


/** Every SMS the shop sends: the codes, one for each order status a shopper hears of, and the steps of a return. */
export const SMS_TEMPLATE_NAMES = [
  'REGISTER',
  'RESET_PASSWORD',
  'PAID',
  'SENT',
  'REACHED',
  'REJECTED',
  'REFUNDED',
  'RETURN_REQUESTED',
  'RETURN_APPROVED',
  'RETURN_REJECTED',
  'RETURN_REFUNDED',
  'EXCHANGE_SENT',
] as const;
export type SmsTemplateName = (typeof SMS_TEMPLATE_NAMES)[number];

export const SMS_PLACEHOLDERS = ['code', 'orderNumber', 'trackingNumber', 'total'] as const;
export type SmsPlaceholder = (typeof SMS_PLACEHOLDERS)[number];

export interface SmsTemplateRule {
  /** The placeholders the text may use, written {name}. */
  allowed: readonly SmsPlaceholder[];
  /** Those it must use: a code SMS without its code is no use. */
  required: readonly SmsPlaceholder[];
  /** The built-in text, used while staff have saved none. */
  defaults: { uz: string; ru: string };
}

export const SMS_TEMPLATE_RULES: Record<SmsTemplateName, SmsTemplateRule> = {
  REGISTER: {
    allowed: ['code'],
    required: ['code'],
    defaults: { uz: 'Libos: tasdiqlash kodi {code}', ru: 'Libos: код подтверждения {code}' },
  },
  RESET_PASSWORD: {
    allowed: ['code'],
    required: ['code'],
    defaults: { uz: 'Libos: parolni tiklash kodi {code}', ru: 'Libos: код для сброса пароля {code}' },
  },
  PAID: {
    allowed: ['orderNumber', 'total'],
    required: ['orderNumber'],
    defaults: {
      uz: 'Libos: {orderNumber} buyurtmangiz uchun {total} to‘landi. Rahmat!',
      ru: 'Libos: заказ {orderNumber} оплачен, {total}. Спасибо!',
    },
  },
  SENT: {
    allowed: ['orderNumber', 'trackingNumber'],
    required: ['orderNumber', 'trackingNumber'],
    defaults: {
      uz: 'Libos: {orderNumber} buyurtmangiz yuborildi. Kuzatuv raqami: {trackingNumber}',
      ru: 'Libos: заказ {orderNumber} отправлен. Трек-номер: {trackingNumber}',
    },
  },
  REACHED: {
    allowed: ['orderNumber'],
    required: ['orderNumber'],
    defaults: { uz: 'Libos: {orderNumber} buyurtmangiz yetib keldi.', ru: 'Libos: заказ {orderNumber} доставлен.' },
  },
  REJECTED: {
    allowed: ['orderNumber'],
    required: ['orderNumber'],
    defaults: { uz: 'Libos: {orderNumber} buyurtmangiz bekor qilindi.', ru: 'Libos: заказ {orderNumber} отменён.' },
  },
  REFUNDED: {
    allowed: ['orderNumber', 'total'],
    required: ['orderNumber'],
    defaults: {
      uz: 'Libos: {orderNumber} buyurtmangiz uchun {total} qaytarildi.',
      ru: 'Libos: по заказу {orderNumber} возвращено {total}.',
    },
  },
  // Returns and exchanges (docs/api.md): {total} is what goes back for the request, not the order's total.
  RETURN_REQUESTED: {
    allowed: ['orderNumber'],
    required: ['orderNumber'],
    defaults: {
      uz: 'Libos: {orderNumber} buyurtma bo‘yicha qaytarish so‘rovingiz qabul qilindi. Javobni ilovada ko‘ring.',
      ru: 'Libos: ваша заявка на возврат по заказу {orderNumber} принята. Ответ смотрите в приложении.',
    },
  },
  RETURN_APPROVED: {
    allowed: ['orderNumber'],
    required: ['orderNumber'],
    defaults: {
      uz: 'Libos: {orderNumber} buyurtma bo‘yicha qaytarish tasdiqlandi. Mahsulotni yuborish tartibi ilovada.',
      ru: 'Libos: возврат по заказу {orderNumber} одобрен. Как отправить товар, смотрите в приложении.',
    },
  },
  RETURN_REJECTED: {
    allowed: ['orderNumber'],
    required: ['orderNumber'],
    defaults: {
      uz: 'Libos: {orderNumber} buyurtma bo‘yicha qaytarish rad etildi. Sababini ilovada ko‘ring.',
      ru: 'Libos: в возврате по заказу {orderNumber} отказано. Причину смотрите в приложении.',
    },
  },
  RETURN_REFUNDED: {
    allowed: ['orderNumber', 'total'],
    required: ['orderNumber'],
    defaults: {
      uz: 'Libos: {orderNumber} buyurtma bo‘yicha qaytarilgan mahsulot uchun {total} qaytarildi.',
      ru: 'Libos: за возвращённый товар по заказу {orderNumber} возвращено {total}.',
    },
  },
  EXCHANGE_SENT: {
    allowed: ['orderNumber', 'trackingNumber'],
    required: ['orderNumber', 'trackingNumber'],
    defaults: {
      uz: 'Libos: {orderNumber} buyurtma bo‘yicha almashtirilgan mahsulot yuborildi. Kuzatuv raqami: {trackingNumber}',
      ru: 'Libos: товар на обмен по заказу {orderNumber} отправлен. Трек-номер: {trackingNumber}',
    },
  },
};

export const SmsTemplateNameSchema = Type.Union(SMS_TEMPLATE_NAMES.map((name) => Type.Literal(name)));

/** One SMS as staff see it: the saved texts, or the built-in ones (`isDefault`) while none are saved. */
export const SmsTemplate = Type.Object({
  name: SmsTemplateNameSchema,
  textUZB: Type.String(),
  textRUS: Type.String(),
  isDefault: Type.Boolean(),
  defaultUZB: Type.String(),
  defaultRUS: Type.String(),
  allowed: Type.Array(Type.String()),
  required: Type.Array(Type.String()),
  updatedAt: Nullable(Type.String({ format: 'date-time' })),
});
export type SmsTemplate = Static<typeof SmsTemplate>;

/** GET /api/sms/enums/smsNames: each SMS's name and its placeholders, and the longest text either language may be. */
export const SmsNameInfo = Type.Object({
  name: SmsTemplateNameSchema,
  allowed: Type.Array(Type.String()),
  required: Type.Array(Type.String()),
  maxLength: Type.Integer(),
});
export type SmsNameInfo = Static<typeof SmsNameInfo>;

/** A notification staff sent, to every customer at once or to one: one line per sending. */
export const SentNotification = Type.Object({
  id: Type.Integer({ description: 'the first notification of the sending; deleteNotification/{id} takes it back from everyone' }),
  title: Type.String(),
  message: Type.String(),
  titleRUS: Type.String(),
  messageRUS: Type.String(),
  recipients: Type.Integer(),
  readCount: Type.Integer(),
  customer: Nullable(Type.Object({ id: Type.Integer(), fullName: Type.String(), phoneNumber: Type.String() }, { description: 'the one recipient of a sending to one customer' })),
  createdAt: Type.String({ format: 'date-time' }),
});
export type SentNotification = Static<typeof SentNotification>;

/** A message written through the contact page. */
export const ContactMessage = Type.Object({
  id: Type.Integer(),
  fullName: Type.String(),
  phoneNumber: Type.String(),
  message: Type.String(),
  customerId: Nullable(Type.Integer()),
  read: Type.Boolean(),
  readAt: Nullable(Type.String({ format: 'date-time' })),
  readBy: Nullable(Type.Integer()),
  createdAt: Type.String({ format: 'date-time' }),
});
export type ContactMessage = Static<typeof ContactMessage>;

/** How a reply reached the shopper: the state of its SMS in the outbox (SENT once the gateway took it, FAILED given up). */
export const REPLY_DELIVERIES = ['PENDING', 'SENT', 'FAILED'] as const;
export type ReplyDelivery = (typeof REPLY_DELIVERIES)[number];

/** A staff member's answer to a message, kept with it. */
export const MessageReply = Type.Object({
  id: Type.Integer(),
  text: Type.String(),
  channel: Type.Literal('SMS'),
  userId: Type.Integer({ description: 'the staff member who wrote it' }),
  userName: Type.String(),
  delivery: Type.Union(REPLY_DELIVERIES.map((state) => Type.Literal(state))),
  createdAt: Type.String({ format: 'date-time' }),
});
export type MessageReply = Static<typeof MessageReply>;

/** GET /api/message/getMessage/{id}: the message with its replies, oldest first. */
export const ContactMessageDetail = Type.Object({ ...ContactMessage.properties, replies: Type.Array(MessageReply) });
export type ContactMessageDetail = Static<typeof ContactMessageDetail>;

/** A page of the staff inbox, with how many messages are unread in all. */
export const InboxPage = Type.Object({ ...Page(ContactMessage).properties, unreadCount: Type.Integer({ description: 'unread messages in all' }) });
export type InboxPage = Static<typeof InboxPage>;

/* The requests: the staff's notifications and SMS texts, and the contact page's message. */

const Title = Type.String({ minLength: 1, maxLength: MAX_NOTIFICATION_TITLE, description: 'trimmed, not blank' });
const Message = Type.String({ minLength: 1, maxLength: MAX_NOTIFICATION_MESSAGE, description: 'trimmed, not blank' });
const texts = { title: Title, message: Message, titleRUS: Title, messageRUS: Message };

/** POST /api/notification/addNotificationToAll: uz title/message, ru titleRUS/messageRUS. */
export const NotificationTextsBody = ClosedObject(texts);
export type NotificationTextsBody = Static<typeof NotificationTextsBody>;

/** POST /api/notification/addNotificationToCustomer: the texts to one customer, named by customerId or by phoneNumber. */
export const CustomerNotificationBody = ClosedObject({ customerId: Type.Optional(Id), phoneNumber: Type.Optional(PhoneNumber), ...texts });
export type CustomerNotificationBody = Static<typeof CustomerNotificationBody>;

const SmsText = Type.String({ minLength: 1, maxLength: MAX_SMS_TEXT, description: 'with only the SMS’s own {placeholders}, and every required one' });

/** PUT /api/sms/edit/{name}: an SMS's texts. */
export const SmsTextsBody = ClosedObject({ textUZB: SmsText, textRUS: SmsText });
export type SmsTextsBody = Static<typeof SmsTextsBody>;

/** POST /api/sms/add: the first texts of an SMS. */
export const AddSmsTemplateBody = ClosedObject({ name: SmsTemplateNameSchema, textUZB: SmsText, textRUS: SmsText });
export type AddSmsTemplateBody = Static<typeof AddSmsTemplateBody>;

/** POST /api/message/add: the contact page's message. */
export const ContactMessageBody = ClosedObject({
  fullName: FullName,
  phoneNumber: PhoneNumber,
  message: Type.String({ minLength: 1, maxLength: MAX_CONTACT_MESSAGE, pattern: '\\S', description: 'not blank' }),
});
export type ContactMessageBody = Static<typeof ContactMessageBody>;

/** POST /api/message/reply/{id}: staff's answer, sent to the message's phone by SMS. */
export const MessageReplyBody = ClosedObject({
  text: Type.String({ minLength: 1, maxLength: MAX_REPLY_TEXT, pattern: '\\S', description: 'trimmed, not blank' }),
});
export type MessageReplyBody = Static<typeof MessageReplyBody>;
