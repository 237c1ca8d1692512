import type { Config } from '../config';
import type { Transaction } from '../db/client';
import type { CheckoutRequest } from '../orders/holders';
import { CancelReason, TxState, performedTransactions, updateTransaction } from './transactions';

/* What the orders ask of the providers, through their holders (server/order-holders.ts). */

const PAYME_CHECKOUT = 'https://checkout.paycom.uz/';
const CLICK_CHECKOUT = 'https://my.click.uz/services/pay';
const UZUM_CHECKOUT = 'https://www.uzumbank.uz/open-service';

/** The server's own page that plays the provider in sandbox mode. */
function sandboxUrl(request: CheckoutRequest): string {
  const query = new URLSearchParams({
    order_id: String(request.orderId),
    amount: String(request.amount),
    return_url: request.returnUrl,
    lang: request.language,
  });
  return `${request.shopUrl}/sandbox/${request.method.toLowerCase()}?${query.toString()}`;
}

/** The address of the provider's hosted checkout (the server's own /sandbox/{provider} page in sandbox mode). */
export function checkoutUrl(config: Config, request: CheckoutRequest): string {
  const { payme, click, uzum } = config.payments;
  switch (request.method) {
    case 'PAYME': {
      if (payme.sandbox) return sandboxUrl(request);
      const parameters = `m=${payme.merchantId};ac.order_id=${request.orderId};a=${request.amount * 100};c=${request.returnUrl};l=${request.language}`;
      return PAYME_CHECKOUT + Buffer.from(parameters, 'utf8').toString('base64');
    }
    case 'CLICK': {
      if (click.sandbox) return sandboxUrl(request);
      const query = new URLSearchParams({
        service_id: click.serviceId,
        merchant_id: click.merchantId,
        amount: String(request.amount),
        transaction_param: String(request.orderId),
        return_url: request.returnUrl,
      });
      return `${CLICK_CHECKOUT}?${query.toString()}`;
    }
    case 'UZUM': {
      if (uzum.sandbox) return sandboxUrl(request);
      const query = new URLSearchParams({
        serviceId: String(uzum.serviceId),
        order_id: String(request.orderId),
        amount: String(request.amount * 100),
        redirectUrl: request.returnUrl,
      });
      return `${UZUM_CHECKOUT}?${query.toString()}`;
    }
  }
}

/**
 * Staff rejected a paid order: its performed provider transaction is recorded as given back (PayMe state -2
 * with reason 5, Uzum REVERSED, Click refunded), in the caller's transaction. The order itself (stock,
 * points, paid) is the caller's business. The money goes back through the provider's merchant cabinet: the
 * shop holds no API key that could return it.
 */
export async function refundOrderPayment(tx: Transaction, orderId: number, now: Date): Promise<void> {
  for (const row of await performedTransactions(tx, orderId)) {
    await updateTransaction(tx, row.id, { state: TxState.REFUNDED, cancelledAt: now, cancelReason: CancelReason.REFUND });
  }
}
