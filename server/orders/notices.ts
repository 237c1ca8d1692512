import { formatSom } from '../loyalty/texts';
import type { NotificationText } from '../notifications/notify';

/** What the customer reads when staff move their order on. */
export function statusChangedText(orderNumber: string, status: 'PACK' | 'SEND' | 'REACHED', postTrackingNumber?: string | null): NotificationText {
  switch (status) {
    case 'PACK':
      return {
        uz: { title: 'Buyurtma yig‘ildi', message: `${orderNumber} raqamli buyurtmangiz yig‘ildi va jo‘natishga tayyor.` },
        ru: { title: 'Заказ собран', message: `Ваш заказ ${orderNumber} собран и готов к отправке.` },
      };
    case 'SEND': {
      const track = postTrackingNumber ? ` Kuzatuv raqami: ${postTrackingNumber}.` : '';
      const trackRu = postTrackingNumber ? ` Трек-номер: ${postTrackingNumber}.` : '';
      return {
        uz: { title: 'Buyurtma yo‘lda', message: `${orderNumber} raqamli buyurtmangiz jo‘natildi.${track}` },
        ru: { title: 'Заказ в пути', message: `Ваш заказ ${orderNumber} отправлен.${trackRu}` },
      };
    }
    case 'REACHED':
      return {
        uz: { title: 'Buyurtma yetkazildi', message: `${orderNumber} raqamli buyurtmangiz yetkazildi. Xaridingiz uchun rahmat!` },
        ru: { title: 'Заказ доставлен', message: `Ваш заказ ${orderNumber} доставлен. Спасибо за покупку!` },
      };
  }
}

export function rejectedText(orderNumber: string, refunded: boolean): NotificationText {
  return {
    uz: {
      title: 'Buyurtma bekor qilindi',
      message: `${orderNumber} raqamli buyurtmangiz bekor qilindi.${refunded ? ' To‘langan pul kartangizga qaytariladi.' : ''}`,
    },
    ru: {
      title: 'Заказ отменён',
      message: `Ваш заказ ${orderNumber} отменён.${refunded ? ' Оплаченные деньги вернутся на вашу карту.' : ''}`,
    },
  };
}

export function expiredText(orderNumber: string): NotificationText {
  return {
    uz: { title: 'Buyurtma bekor qilindi', message: `${orderNumber} raqamli buyurtma 12 soat ichida to‘lanmagani uchun bekor qilindi.` },
    ru: { title: 'Заказ отменён', message: `Заказ ${orderNumber} отменён, потому что не был оплачен в течение 12 часов.` },
  };
}

export function paidText(orderNumber: string, total: number, points: number): NotificationText {
  const amount = formatSom(total);
  return {
    uz: { title: 'To‘lov qabul qilindi', message: `${orderNumber} raqamli buyurtma uchun ${amount} so‘m to‘lov qabul qilindi. Sizga ${points} ball qo‘shildi.` },
    ru: { title: 'Оплата получена', message: `Оплата ${amount} сум за заказ ${orderNumber} получена. Вам начислено баллов: ${points}.` },
  };
}

export function refundedText(orderNumber: string, total: number): NotificationText {
  const amount = formatSom(total);
  return {
    uz: { title: 'To‘lov qaytarildi', message: `${orderNumber} raqamli buyurtma uchun ${amount} so‘m qaytarildi, buyurtma bekor qilindi.` },
    ru: { title: 'Оплата возвращена', message: `За заказ ${orderNumber} возвращено ${amount} сум, заказ отменён.` },
  };
}
