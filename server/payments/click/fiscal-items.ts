import type { ShopFiscalSettings } from '../../config';
import type { Executor } from '../../db/client';
import { SHIPPING_TITLE, orderReceiptSource, receiptDetail, type ReceiptSource } from '../payme/receipt-detail';

/*
 * The body of Click's "submit_items" (https://docs.click.uz/en/fiscalization): the goods of a paid order as Click
 * registers them with the tax office. Every amount is integer tiyin. Built from the same reading of the order as
 * PayMe's receipt detail (payme/receipt-detail.ts): the lines at the price charged, the coupon spread over them as
 * discounts, the delivery.
 */

/** CommissionInfo: who sells (the shop itself, no agent), by TIN or PINFL. */
export type CommissionInfo = ShopFiscalSettings['commission'];

export interface ClickFiscalItem {
  /** At most 63 characters, the unit at the end. */
  Name: string;
  /** The MXIK (IKPU) code, 17 digits. */
  SPIC: string;
  PackageCode: string;
  /** One unit's price. */
  GoodPrice: number;
  /** The whole line: GoodPrice × Amount, before its discount. */
  Price: number;
  /** How many units. */
  Amount: number;
  /** The VAT within Price − Discount. */
  VAT: number;
  VATPercent: number;
  Discount: number;
  CommissionInfo: CommissionInfo;
}

export interface ClickFiscalBody {
  service_id: number;
  /** Click's payment id (our click_trans_id), digits: written into the JSON as a number without passing through a double. */
  payment_id: string;
  items: ClickFiscalItem[];
  received_ecash: number;
  received_cash: number;
  received_card: number;
}

const NAME_LENGTH = 63;
/** The unit the goods are sold in ("piece"), and the delivery's, at the end of the name as Click asks. */
const GOODS_UNIT = ' (dona)';
const SERVICE_UNIT = ' (xizmat)';

/** The name cut to fit Click's 63 characters with the unit kept at the end. */
export function itemName(title: string, unit: string): string {
  const room = NAME_LENGTH - unit.length;
  const characters = [...title.trim()];
  const cut = characters.length > room ? characters.slice(0, room).join('').trimEnd() : characters.join('');
  return `${cut}${unit}`;
}

/** The VAT inside a price that includes it: net × p / (100 + p), to the nearest tiyin. */
export function vatWithin(net: number, vatPercent: number): number {
  return vatPercent <= 0 ? 0 : Math.round((net * vatPercent) / (100 + vatPercent));
}

/**
 * The items for an amount paid: one per order line (Price the whole line at the charged unit price, Discount its
 * share of the coupon), then the delivery as a service when it is charged. Σ(Price − Discount) is the amount paid
 * (`source.amount`) exactly, as PayMe's detail is (receiptDetail settles any difference on the delivery line).
 */
export function clickFiscalItems(source: ReceiptSource, shop: ShopFiscalSettings): ClickFiscalItem[] {
  const detail = receiptDetail(source);
  const goods = detail.items.map((item): ClickFiscalItem => {
    const price = item.price * item.count;
    return {
      Name: itemName(item.title, GOODS_UNIT),
      SPIC: item.code,
      PackageCode: item.package_code,
      GoodPrice: item.price,
      Price: price,
      Amount: item.count,
      VAT: vatWithin(price - item.discount, item.vat_percent),
      VATPercent: item.vat_percent,
      Discount: item.discount,
      CommissionInfo: shop.commission,
    };
  });
  if (!detail.shipping) return goods;
  const delivery = detail.shipping.price;
  return [...goods, {
    Name: itemName(SHIPPING_TITLE, SERVICE_UNIT),
    SPIC: shop.deliveryMxik,
    PackageCode: shop.deliveryPackageCode,
    GoodPrice: delivery,
    Price: delivery,
    Amount: 1,
    VAT: vatWithin(delivery, shop.deliveryVatPercent),
    VATPercent: shop.deliveryVatPercent,
    Discount: 0,
    CommissionInfo: shop.commission,
  }];
}

export interface FiscalPayment {
  orderId: number;
  /** click_trans_id. */
  providerTransactionId: string;
  amountTiyin: number;
}

/** The whole body for a Click payment, read now (so codes staff filled in after the payment count), or undefined without its order. */
export async function clickFiscalBody(db: Executor, payment: FiscalPayment, serviceId: string, shop: ShopFiscalSettings): Promise<ClickFiscalBody | undefined> {
  const source = await orderReceiptSource(db, payment.orderId, payment.amountTiyin);
  if (!source) return undefined;
  return {
    service_id: Number(serviceId),
    payment_id: payment.providerTransactionId,
    items: clickFiscalItems(source, shop),
    received_ecash: 0,
    received_cash: 0,
    // Paid through Click with a card: the whole amount.
    received_card: payment.amountTiyin,
  };
}

/** The body as JSON, payment_id a JSON number written from its digits (a long may exceed a double's exact range). */
export function clickFiscalJson(body: ClickFiscalBody): string {
  if (!/^[0-9]{1,19}$/.test(body.payment_id)) throw new Error(`Click payment id "${body.payment_id}" is not a number`);
  const { service_id: serviceId, payment_id: paymentId, ...rest } = body;
  const marker = '"payment_id":"#"';
  return JSON.stringify({ service_id: serviceId, payment_id: '#', ...rest }).replace(marker, `"payment_id":${paymentId}`);
}
