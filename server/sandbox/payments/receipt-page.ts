import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import type { App } from '../../http/app-type';
import { receiptsOfTransaction, type FiscalReceipt } from '../../payments/fiscal-receipts';
import { orderReceiptDetail, type ReceiptDetail } from '../../payments/payme/receipt-detail';
import { findOrderSummary } from '../../orders/payment-service';
import { findProviderTransaction } from '../../payments/transactions';
import { escapeHtml, groupDigits, layout, textOf, type PageLanguage } from './pages';

/**
 * The made-up fiscal receipt the sandbox PayMe "registers" (the stand-in for the tax office's receipt page a
 * real QR link opens): the order's lines as CheckPerformTransaction gave them to PayMe, and the receipts'
 * fields as SetFiscalData stored them. Sandbox mode only. The sandbox Click's receipt is the same page with its
 * own lines and numbers (click-receipt-page.ts).
 */

const TEXT = {
  uz: {
    title: 'Fiskal chek (sinov)',
    note: 'Sinov rejimi: bu chek soliq idorasida ro‘yxatdan o‘tmagan.',
    order: 'Buyurtma',
    lines: 'Mahsulotlar',
    name: 'Nomi', count: 'Soni', price: 'Narxi', discount: 'Chegirma',
    code: 'MXIK', vat: 'QQS',
    total: 'Jami',
    kinds: { PERFORM: 'To‘lov cheki', CANCEL: 'Qaytarish cheki' },
    receiptId: 'Chek raqami', terminal: 'Fiskal modul', sign: 'Fiskal belgi', date: 'Sana',
    clickPayment: 'Click to‘lovi raqami',
    notFound: 'Bunday chek yo‘q.',
  },
  ru: {
    title: 'Фискальный чек (тест)',
    note: 'Тестовый режим: этот чек не зарегистрирован в налоговой.',
    order: 'Заказ',
    lines: 'Товары',
    name: 'Название', count: 'Кол-во', price: 'Цена', discount: 'Скидка',
    code: 'ИКПУ', vat: 'НДС',
    total: 'Итого',
    kinds: { PERFORM: 'Чек оплаты', CANCEL: 'Чек возврата' },
    receiptId: 'Номер чека', terminal: 'Фискальный модуль', sign: 'Фискальный признак', date: 'Дата',
    clickPayment: 'Номер платежа Click',
    notFound: 'Такого чека нет.',
  },
} as const;

export const receiptTextOf = (language: PageLanguage) => TEXT[language];

const RECEIPT_STYLE = `
table{width:100%;border-collapse:collapse;font-size:.875rem;margin:0 0 1rem}
th,td{text-align:left;padding:.375rem .25rem;border-bottom:1px solid #ddd;vertical-align:top}
.n{text-align:right;white-space:nowrap}
small{color:#444;overflow-wrap:anywhere}
h2{font-size:1.0625rem;margin:1rem 0 .5rem}
`;

const money = (tiyin: number, language: PageLanguage) => `${groupDigits(Math.round(tiyin / 100))} ${textOf(language).currency}`;

/** Two columns, so the table fits a 390 px phone: the line with its codes and discount, and count × price. */
export function linesTable(detail: ReceiptDetail, language: PageLanguage): string {
  const text = TEXT[language];
  const row = (title: string, note: string, count: number, price: number) =>
    `<tr><td>${escapeHtml(title)}${note ? `<br><small>${note}</small>` : ''}</td><td class="n">${count} × ${money(price, language)}</td></tr>`;
  const rows = detail.items.map((item) => {
    const discount = item.discount ? ` · ${text.discount} −${money(item.discount, language)}` : '';
    return row(item.title, `${text.code} ${escapeHtml(item.code || '—')} · ${text.vat} ${item.vat_percent}%${discount}`, item.count, item.price);
  });
  if (detail.shipping) rows.push(row(detail.shipping.title, '', 1, detail.shipping.price));
  return `<h2>${text.lines}</h2><table><thead><tr><th scope="col">${text.name}</th><th scope="col" class="n">${text.count} × ${text.price}</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

/** A receipt's numbers under its kind's heading; a field with no value is left out. */
export function receiptBlock(type: FiscalReceipt['type'], fields: Array<[label: string, value: string | null]>, language: PageLanguage): string {
  const field = ([label, value]: [string, string | null]) => (value ? `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>` : '');
  return `<h2>${TEXT[language].kinds[type]}</h2><dl>${fields.map(field).join('')}</dl>`;
}

function paymeReceiptBlock(receipt: FiscalReceipt, language: PageLanguage): string {
  const text = TEXT[language];
  return receiptBlock(receipt.type, [[text.receiptId, receipt.receiptId], [text.terminal, receipt.terminalId], [text.sign, receipt.fiscalSign], [text.date, receipt.fiscalDate]], language);
}

export interface ReceiptContent {
  orderNumber: string;
  amountTiyin: number;
  detail: ReceiptDetail;
  /** The receipts' blocks, HTML (receiptBlock). */
  receipts: string;
}

/** The receipt page, or the page saying there is no such receipt (404) when `content` is undefined. */
export function sendReceiptPage(reply: FastifyReply, language: PageLanguage, content: ReceiptContent | undefined) {
  const text = TEXT[language];
  const send = (status: 200 | 404, body: string) =>
    reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(layout(language, text.title, body, RECEIPT_STYLE));
  if (!content) return send(404, `<h1>${text.title}</h1><p role="alert">${text.notFound}</p>`);
  return send(200, `<h1>${text.title}</h1>
<p class="note">${text.note}</p>
<dl><dt>${text.order}</dt><dd>${escapeHtml(content.orderNumber)}</dd><dt>${text.total}</dt><dd class="amount">${money(content.amountTiyin, language)}</dd></dl>
${linesTable(content.detail, language)}
${content.receipts}`);
}

export function receiptPageRoute(scope: App, deps: AppDeps): void {
  scope.get('/receipt/:transactionId', {
    schema: {
      tags: ['sandbox'],
      summary: 'The sandbox PayMe fiscal receipt (sandbox mode only): the lines PayMe was given and the receipt numbers',
      params: Type.Object({ transactionId: Type.String({ pattern: '^[0-9a-zA-Z]{1,64}$' }) }),
      querystring: Type.Object({ lang: Type.Optional(Type.String({ description: 'uz (default) or ru' })) }),
      response: {
        200: { description: 'HTML page', content: { 'text/html': { schema: Type.String() } } },
        404: { description: 'no such receipt', content: { 'text/html': { schema: Type.String() } } },
      },
    },
  }, async (request, reply) => {
    const language: PageLanguage = request.query.lang === 'ru' ? 'ru' : 'uz';
    const transaction = await findProviderTransaction(deps.db, 'PAYME', request.params.transactionId);
    const receipts = transaction ? await receiptsOfTransaction(deps.db, transaction.id) : [];
    const order = transaction ? await findOrderSummary(deps.db, transaction.orderId) : undefined;
    const detail = transaction ? await orderReceiptDetail(deps.db, transaction.orderId) : undefined;
    if (!transaction || !order || !detail || receipts.length === 0) return sendReceiptPage(reply, language, undefined);
    return sendReceiptPage(reply, language, {
      orderNumber: order.orderNumber,
      amountTiyin: transaction.amountTiyin,
      detail,
      receipts: receipts.map((receipt) => paymeReceiptBlock(receipt, language)).join('\n'),
    });
  });
}
