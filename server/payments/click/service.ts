import type { FastifyBaseLogger } from 'fastify';
import type { ClickSettings } from '../../config';
import type { Database, Transaction } from '../../db/client';
import { recordOrderPaid } from '../../orders/payment-events';
import { sameSecret } from '../merchant-http';
import { lockOrderForPayment } from '../../orders/payment-service';
import {
  TxState,
  findProviderTransaction,
  findTransactionById,
  inOneTransaction,
  insertTransaction,
  isOrderCancelled,
  lockTransaction,
  parseOrderId,
  updateTransaction,
  type PaymentTransaction,
} from '../transactions';
import { enqueueClickFiscal } from './fiscal-job';
import { CLICK_NOTES, ClickAction, ClickCode, type ClickAnswer, type CompleteForm, type PrepareForm } from './protocol';
import { clickSign } from './sign';

export interface ClickContext {
  db: Database;
  settings: ClickSettings;
  now: Date;
  log: FastifyBaseLogger;
}

type Ids = Pick<ClickAnswer, 'merchant_prepare_id' | 'merchant_confirm_id'>;

/** The answer to a post, echoing Click's ids as far as they could be read. */
export function clickAnswer(form: Partial<PrepareForm> | undefined, code: ClickCode, ids: Ids = {}): ClickAnswer {
  const clickTransId = form?.click_trans_id;
  return {
    ...(clickTransId && /^[0-9]{1,15}$/.test(clickTransId) ? { click_trans_id: Number(clickTransId) } : {}),
    ...(typeof form?.merchant_trans_id === 'string' ? { merchant_trans_id: form.merchant_trans_id } : {}),
    ...ids,
    error: code,
    error_note: CLICK_NOTES[code],
  };
}

/** Click's so'm amount, exactly, compared with a whole number of tiyin (no floating point on the way). */
function sameAmount(amount: string, tiyin: number): boolean {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0')) === BigInt(tiyin) * 10_000n;
}

/** The checks every post passes before it touches an order: signature, service, action. */
function refusal(form: PrepareForm, merchantPrepareId: string | undefined, settings: ClickSettings, action: string): ClickCode | undefined {
  // Prepare is signed without merchant_prepare_id even if a post carries one.
  const expected = clickSign({ ...form, merchant_prepare_id: merchantPrepareId }, settings.secretKey);
  if (!sameSecret(form.sign_string.toLowerCase(), expected)) return ClickCode.SIGN_FAILED;
  if (form.service_id !== settings.serviceId) return ClickCode.BAD_REQUEST;
  if (form.action !== action) return ClickCode.ACTION_NOT_FOUND;
  return undefined;
}

function logChange(context: ClickContext, row: PaymentTransaction, message: string): void {
  context.log.info({ provider: 'CLICK', orderId: row.orderId, providerTransactionId: row.providerTransactionId, state: row.state }, message);
}

/** Prepare again with a known click_trans_id: the first answer while it waits, else paid or cancelled. */
async function repeatPrepare(tx: Transaction, form: PrepareForm, found: PaymentTransaction): Promise<ClickAnswer> {
  const { row } = await lockTransaction(tx, found);
  if (row.state === TxState.CREATED) return clickAnswer(form, ClickCode.SUCCESS, { merchant_prepare_id: row.id });
  if (row.state === TxState.PERFORMED) return clickAnswer(form, ClickCode.ALREADY_PAID, { merchant_prepare_id: row.id });
  return clickAnswer(form, ClickCode.CANCELLED, { merchant_prepare_id: row.id });
}

export async function preparePayment(context: ClickContext, form: PrepareForm): Promise<ClickAnswer> {
  const refused = refusal(form, undefined, context.settings, ClickAction.PREPARE);
  if (refused !== undefined) return clickAnswer(form, refused);
  return inOneTransaction(context.db, async (tx) => {
    const known = await findProviderTransaction(tx, 'CLICK', form.click_trans_id);
    if (known) return repeatPrepare(tx, form, known);
    const orderId = parseOrderId(form.merchant_trans_id);
    const order = orderId === undefined ? undefined : await lockOrderForPayment(tx, orderId);
    if (!order) return clickAnswer(form, ClickCode.ORDER_NOT_FOUND);
    const raced = await findProviderTransaction(tx, 'CLICK', form.click_trans_id);
    if (raced) return repeatPrepare(tx, form, raced);
    if (isOrderCancelled(order)) return clickAnswer(form, ClickCode.CANCELLED);
    if (order.paid) return clickAnswer(form, ClickCode.ALREADY_PAID);
    if (!sameAmount(form.amount, order.total * 100)) return clickAnswer(form, ClickCode.WRONG_AMOUNT);
    const row = await insertTransaction(tx, {
      orderId: order.id,
      provider: 'CLICK',
      providerTransactionId: form.click_trans_id,
      amountTiyin: order.total * 100,
      state: TxState.CREATED,
      providerTime: context.now,
      details: { clickPaydocId: form.click_paydoc_id, signTime: form.sign_time },
      createdAt: context.now,
    });
    logChange(context, row, 'click payment prepared');
    return clickAnswer(form, ClickCode.SUCCESS, { merchant_prepare_id: row.id });
  });
}

export async function completePayment(context: ClickContext, form: CompleteForm): Promise<ClickAnswer> {
  const refused = refusal(form, form.merchant_prepare_id, context.settings, ClickAction.COMPLETE);
  if (refused !== undefined) return clickAnswer(form, refused);
  const prepareId = Number(form.merchant_prepare_id);
  return inOneTransaction(context.db, async (tx) => {
    const prepared = prepareId <= 2_147_483_647 ? await findTransactionById(tx, 'CLICK', prepareId) : undefined;
    if (!prepared || prepared.providerTransactionId !== form.click_trans_id || parseOrderId(form.merchant_trans_id) !== prepared.orderId) {
      return clickAnswer(form, ClickCode.TRANSACTION_NOT_FOUND);
    }
    const { order, row } = await lockTransaction(tx, prepared);
    const ids = { merchant_confirm_id: row.id };
    if (row.state === TxState.PERFORMED) return clickAnswer(form, ClickCode.ALREADY_PAID, ids);
    if (row.state !== TxState.CREATED) return clickAnswer(form, ClickCode.CANCELLED, ids);
    const cancel = async (code: ClickCode, message: string) => {
      logChange(context, await updateTransaction(tx, row.id, { state: TxState.CANCELLED, cancelledAt: context.now }), message);
      return clickAnswer(form, code, ids);
    };
    // Click could not take the money (error < 0): the payment ends here on the shop's side too.
    if (Number(form.error) < 0) return cancel(ClickCode.CANCELLED, 'click payment cancelled by click');
    if (!sameAmount(form.amount, row.amountTiyin)) return clickAnswer(form, ClickCode.WRONG_AMOUNT, ids);
    if (order.paid) return cancel(ClickCode.ALREADY_PAID, 'click payment cancelled: the order was paid another way');
    // The same answer prepare gives for a cancelled order: -9 tells Click the payment is off, -7 would read as our fault.
    if (isOrderCancelled(order)) return cancel(ClickCode.CANCELLED, 'click payment cancelled: the shop cancelled the order');
    const completed = await updateTransaction(tx, row.id, { state: TxState.PERFORMED, performedAt: context.now });
    await recordOrderPaid(tx, order.id, context.now);
    // In the same transaction: the receipt's job exists exactly when the payment does (docs/api.md "Click fiscalisation").
    await enqueueClickFiscal(tx, completed, context.now);
    logChange(context, completed, 'click payment completed: the order is paid');
    return clickAnswer(form, ClickCode.SUCCESS, ids);
  });
}
