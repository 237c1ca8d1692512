import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { AppDeps } from '../../deps';
import type { App } from '../../http/app-type';
import type { ReceiptDetail } from '../../payments/payme/receipt-detail';
import { findOrderSummary } from '../../orders/payment-service';
import { findProviderTransaction } from '../../payments/transactions';
import { Item, sandboxFiscalisation, type Item as SubmittedItem } from './click-fiscal';
import type { PageLanguage } from './pages';
import { receiptBlock, receiptTextOf, sendReceiptPage } from './receipt-page';

/*
 * The made-up receipt page the sandbox Click's receipt links open (GET .../ofd_data/{service_id}/{payment_id} answers
 * them): the stand-in for the tax office's page, with what the "tax office" got, the items as submit_items accepted
 * them (delivery among them, as Click takes it). The same page as the sandbox PayMe's receipt (receipt-page.ts).
 */

const SubmittedItems = Type.Array(Item);

/** The accepted items as the page's lines: a unit's price, the quantity, the line's whole discount. */
function detailOf(items: readonly SubmittedItem[]): ReceiptDetail {
  return {
    receipt_type: 0,
    items: items.map((item) => ({
      title: item.Name,
      price: item.GoodPrice ?? Math.round(item.Price / Math.max(1, item.Amount)),
      count: item.Amount,
      code: item.SPIC,
      package_code: item.PackageCode ?? '',
      vat_percent: item.VATPercent,
      discount: (item.Discount ?? 0) + (item.Other ?? 0),
    })),
  };
}

/** The items kept as submitted; undefined if the stored text is not such a list (it always is: it was checked). */
function submittedItems(text: string): SubmittedItem[] | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return Value.Check(SubmittedItems, parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function clickReceiptPageRoute(scope: App, deps: AppDeps): void {
  scope.get('/click/receipt/:paymentId', {
    schema: {
      tags: ['sandbox'],
      summary: 'The sandbox Click fiscal receipt (sandbox mode only): the items submitted for the payment',
      params: Type.Object({ paymentId: Type.String({ pattern: '^[0-9]{1,20}$' }) }),
      querystring: Type.Object({ lang: Type.Optional(Type.String({ description: 'uz (default) or ru' })) }),
      response: {
        200: { description: 'HTML page', content: { 'text/html': { schema: Type.String() } } },
        404: { description: 'no such receipt: no items were submitted for the payment', content: { 'text/html': { schema: Type.String() } } },
      },
    },
  }, async (request, reply) => {
    const language: PageLanguage = request.query.lang === 'ru' ? 'ru' : 'uz';
    const { paymentId } = request.params;
    const fiscalised = await sandboxFiscalisation(deps, paymentId);
    const transaction = fiscalised ? await findProviderTransaction(deps.db, 'CLICK', paymentId) : undefined;
    const order = transaction ? await findOrderSummary(deps.db, transaction.orderId) : undefined;
    const items = fiscalised ? submittedItems(fiscalised.items) : undefined;
    if (!fiscalised || !transaction || !order || !items) return sendReceiptPage(reply, language, undefined);
    const text = receiptTextOf(language);
    const registered = `${fiscalised.acceptedAt.toISOString().replace('T', ' ').slice(0, 19)} UTC`;
    return sendReceiptPage(reply, language, {
      orderNumber: order.orderNumber,
      amountTiyin: transaction.amountTiyin,
      detail: detailOf(items),
      receipts: receiptBlock('PERFORM', [[text.clickPayment, paymentId], [text.date, registered]], language),
    });
  });
}
