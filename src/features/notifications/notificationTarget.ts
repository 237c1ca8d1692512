import type { Language } from '../../i18n/languages';
import { profileTabPath } from '../../components/profileTabs';
import type { CustomerNotification } from './types';

/**
 * Where opening a notification leads: orders and payments to my orders, coupons to my coupons (in the
 * profile layout in use), a product to its page. null when there is nowhere to go (a product without id, the shop's
 * own news).
 */
export function notificationTarget(notification: Pick<CustomerNotification, 'type' | 'targetId'>, wide: boolean): string | null {
  switch (notification.type) {
    case 'ORDER':
    case 'PAYMENT':
      return profileTabPath('my-orders', wide);
    case 'COUPON':
      return profileTabPath('my-coupons', wide);
    case 'PRODUCT':
      return notification.targetId === null ? null : `/productDetail/${notification.targetId}`;
    case 'SHOP':
      return null;
  }
}

/** The text in the interface language; a missing Russian text falls back to the Uzbek one. */
export function notificationText(notification: CustomerNotification, language: Language): { title: string; message: string } {
  if (language === 'ru') {
    return { title: notification.titleRUS.trim() || notification.title, message: notification.messageRUS.trim() || notification.message };
  }
  return { title: notification.title.trim() || notification.titleRUS, message: notification.message.trim() || notification.messageRUS };
}
