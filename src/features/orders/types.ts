import type { BilingualName } from '../../i18n/localized';
import type { Language } from '../../i18n/languages';

/*
 * The order as the orders API answers it (docs/api.md "Orders, delivery and payment"): the customer's
 * list, the staff's pages and the payment calls all speak this shape.
 */

export const orderStatuses = ['NEW', 'PACK', 'SEND', 'REACHED', 'REJECTED'] as const;
export type OrderStatus = (typeof orderStatuses)[number];

/** The providers in the order the shop offers them. */
export const paymentMethods = ['PAYME', 'CLICK', 'UZUM'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export type OrderColor = BilingualName & { id: number; colorCode: string };

export type OrderItem = {
  productId: number;
  productSizeVariantId: number;
  nameUZB: string;
  nameRUS: string;
  size: string;
  color: OrderColor | null;
  imageUrl: string | null;
  unitPrice: number;
  quantity: number;
  lineTotal: number;
};

type Place = BilingualName;
type PostBranch = BilingualName & { addressUZB?: string | null; addressRUS?: string | null };

/** The address copied into the order when it was placed (see orderAddress.ts, the one place that reads it). */
export type OrderAddress = {
  region: Place;
  subRegion: Place;
  postFilial: PostBranch | null;
  street: string | null;
  houseNumber: string | null;
};

export type Order = {
  id: number;
  orderNumber: string;
  status: OrderStatus;
  paid: boolean;
  paymentMethod: PaymentMethod;
  items: OrderItem[];
  goodsTotal: number;
  couponCredit: number;
  deliveryCost: number;
  total: number;
  address: OrderAddress | null;
  receiverName: string;
  receiverPhoneNumber: string;
  createdAt: string;
  deliveryBy: string | null;
  postTrackingNumber: string | null;
  cancelledAt: string | null;
};

/** The answer of addOrder and payOrder: where to send the shopper to pay. */
export type PaymentStart = { id: number; orderNumber: string; total: number; paymentUrl: string };

export type PayOrderRequest = { orderId: number; customerId: number; paymentMethod: PaymentMethod; language: Language };
