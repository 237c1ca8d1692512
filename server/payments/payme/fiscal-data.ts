import { storeRefundReceiptOfPayment } from '../../returns/refund-settle';
import { saveFiscalReceipt } from '../fiscal-receipts';
import { TxState, findProviderTransaction, inOneTransaction, lockTransaction } from '../transactions';
import { PaymeCode, fail, type ParamsOf, type PaymeOutcome } from './protocol';
import type { PaymeContext } from './context';

const text = (value: string | number | undefined): string | null => (value === undefined ? null : String(value));

/**
 * SetFiscalData (developer.help.paycom.uz/metody-merchant-api/setfiscaldata): PayMe hands over the fiscal
 * receipt it registered for a transaction, PERFORM for the payment and CANCEL for its refund. The
 * transaction must be ours and in a state that has such a receipt: a payment receipt once performed (also
 * after a refund), a refund receipt once refunded; anything else is -31008, an unknown transaction -31003.
 */
export async function setFiscalData(context: PaymeContext, params: ParamsOf<'SetFiscalData'>): Promise<PaymeOutcome<Record<string, unknown>>> {
  return inOneTransaction(context.db, async (tx) => {
    const known = await findProviderTransaction(tx, 'PAYME', params.id);
    if (!known) return fail(PaymeCode.TRANSACTION_NOT_FOUND);
    // Under the order's lock, so a receipt never lands between a cancel's read and write.
    const { row } = await lockTransaction(tx, known);
    const fits = params.type === 'PERFORM' ? row.performedAt !== null : row.state === TxState.REFUNDED;
    if (!fits) return fail(PaymeCode.CANNOT_PERFORM);
    const data = params.fiscal_data;
    const receipt = await saveFiscalReceipt(tx, { paymentTransactionId: row.id, provider: 'PAYME', type: params.type }, {
      receiptId: String(data.receipt_id),
      statusCode: data.status_code ?? null,
      message: text(data.message),
      terminalId: text(data.terminal_id),
      fiscalSign: text(data.fiscal_sign),
      qrCodeUrl: data.qr_code_url,
      fiscalDate: text(data.date),
    }, context.now);
    // A refund's receipt, once the OFD accepted it (as the sale's is shown), is the receipt of the returns that payment
    // gave back (docs/api.md "Refunds per provider").
    const accepted = data.status_code === undefined || data.status_code === 0;
    if (params.type === 'CANCEL' && accepted) await storeRefundReceiptOfPayment(tx, row.id, data.qr_code_url);
    context.log.info({ provider: 'PAYME', orderId: row.orderId, providerTransactionId: row.providerTransactionId, type: params.type, receiptId: receipt.receiptId }, 'payme fiscal receipt stored');
    return { result: { success: true } };
  });
}
