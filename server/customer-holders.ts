import { forgetStreets } from './addresses/service';
import { forgetCart } from './cart/service';
import { invalidateCatalogue } from './catalogue/cache';
import type { CustomerHolders } from './customers/holders';
import { forgetFavourites } from './favourites/service';
import { forgetCustomerSms } from './jobs/queue';
import { couponsOfCustomer } from './loyalty/customer-coupons';
import { loadLadder } from './loyalty/ladder';
import { loyaltyStatus, tierReached } from './loyalty/status';
import { anonymiseMessagesOf } from './messages/service';
import { forgetNotifications } from './notifications/notify';
import { customerOrderTotals, orderIdsOfCustomer, ordersOfCustomer } from './orders/staff-service';
import { forgetTelegramOf, telegramLinkOf } from './telegram/service';

/**
 * The domains that keep something of a customer, handed to the customers' plugins by server/app.ts and
 * server/staff-routes.ts: those domains read customers through customers/service.ts, so customers asks them through
 * this, not by import.
 */
export const CUSTOMER_HOLDERS: CustomerHolders = {
  async standingOf(db) {
    const ladder = await loadLadder(db);
    return (points) => {
      const { current } = tierReached(points, ladder);
      return { status: loyaltyStatus(points, ladder), tier: { name: current.name, names: current.names } };
    };
  },
  ordersOf: ordersOfCustomer,
  couponsOf: couponsOfCustomer,
  orderTotals: customerOrderTotals,
  async forget(tx, customerId, replacement, now) {
    // Kept, not deleted: orders point at the addresses (orders.address_id), and the region says nothing of the person.
    await forgetStreets(tx, customerId);
    await forgetCart(tx, customerId);
    await forgetFavourites(tx, customerId);
    await forgetNotifications(tx, customerId);
    // The link would sign the anonymised account in from Telegram, and the phone shared with the bot is personal data.
    await forgetTelegramOf(tx, customerId);
    // What they wrote through the contact page stays in the inbox as the shop's correspondence, under no name or phone.
    await anonymiseMessagesOf(tx, customerId, replacement);
    const theirOrders = await orderIdsOfCustomer(tx, customerId);
    await forgetCustomerSms(tx, theirOrders, now);
    return { ordersKept: theirOrders.length };
  },
  telegramOf: telegramLinkOf,
  namesChanged: invalidateCatalogue,
};
