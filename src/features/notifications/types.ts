/** SHOP: a notification staff wrote (news, an answer to a message); it opens nothing. */
export type NotificationType = 'ORDER' | 'PAYMENT' | 'COUPON' | 'PRODUCT' | 'SHOP';

/**
 * GET /api/notification/getNotificationsForCustomer/{customerId}, newest first. `title` and `message` are
 * the Uzbek texts, `titleRUS` and `messageRUS` the Russian ones; `targetId` is the order, customer coupon or
 * product it opens.
 */
export type CustomerNotification = {
  id: number;
  title: string;
  message: string;
  titleRUS: string;
  messageRUS: string;
  type: NotificationType;
  targetId: number | null;
  read: boolean;
  createdAt: string;
};
