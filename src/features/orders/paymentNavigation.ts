import { saveLastOrderId } from '../../app/sessionCookies';
import type { PaymentStart } from './types';

/**
 * Leaving the shop for the provider's page. An object rather than a bare function so tests can watch the
 * trip (jsdom cannot navigate) without the pages knowing.
 */
export const paymentNavigation = {
  go(url: string): void {
    window.location.assign(url);
  },
};

/** The id is kept first, so the payment-result pop-up can check the order when the provider sends the shopper back. */
export function leaveForPayment(start: PaymentStart): void {
  saveLastOrderId(start.id);
  paymentNavigation.go(start.paymentUrl);
}
