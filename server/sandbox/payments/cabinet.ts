import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import type { AppDeps } from '../../deps';
import type { App } from '../../http/app-type';
import { shopOrigin } from '../../http/shop-origin';
import { listPayments } from '../../payments/service';
import { findProviderTransaction } from '../../payments/transactions';
import { PROVIDER_NAMES, escapeHtml, groupDigits, layout, messagePage, type PageLanguage } from './pages';
import { SandboxPaymentError, refundWithPayme, refundWithUzum } from './provider-calls';
import { selfBaseUrl } from './self-address';

/*
 * The sandbox's stand-in for the PayMe and Uzum Bank merchant cabinets, where a merchant refunds a payment (docs/api.md
 * "Refunds per provider"): the provider's payments with a "refund" button each, which makes the provider's real call to
 * the shop over HTTP (PayMe's CancelTransaction with reason 5 and then its receipt of return, Uzum's reverse) and shows
 * the shop's answer. A refusal stays a refusal: nothing is refunded. Server-rendered, uz and ru, sandbox mode only.
 */

export type CabinetProvider = 'payme' | 'uzum';

const PROVIDER_OF = { payme: 'PAYME', uzum: 'UZUM' } as const;

const TEXT = {
  uz: {
    title: (provider: string) => `${provider}: kabinet (sinov)`,
    note: 'Sinov rejimi: bu to‘lov tizimi kabinetining o‘rnida. «Pulni qaytarish» tugmasi to‘lov tizimi do‘konga yuboradigan qaytarish so‘rovini bajaradi; to‘lov butunligicha qaytariladi.',
    payments: 'To‘lovlar',
    order: 'Buyurtma',
    amount: 'Summa',
    state: 'Holati',
    paid: 'To‘langan',
    refunded: 'Qaytarilgan',
    refund: 'Pulni qaytarish',
    refundOf: (order: string) => `${order} buyurtma uchun pulni qaytarish`,
    none: 'Hozircha to‘lovlar yo‘q.',
    currency: 'so‘m',
    doneTitle: 'Pul qaytarildi',
    done: 'Do‘kon qaytarishni qabul qildi.',
    failedTitle: 'Qaytarish amalga oshmadi',
    failed: 'Do‘kon qaytarishni qabul qilmadi. Pul qaytarilmadi.',
    unreachable: 'Do‘kon bilan bog‘lanib bo‘lmadi. Pul qaytarilmadi.',
    answer: 'Javob',
    notFoundTitle: 'To‘lov topilmadi',
    notFound: 'Bunday to‘lov yo‘q.',
    back: 'Kabinetga qaytish',
    languages: 'Til',
  },
  ru: {
    title: (provider: string) => `${provider}: кабинет (тест)`,
    note: 'Тестовый режим: это замена кабинета платёжной системы. Кнопка «Вернуть деньги» делает запрос возврата, который платёжная система отправляет магазину; платёж возвращается целиком.',
    payments: 'Платежи',
    order: 'Заказ',
    amount: 'Сумма',
    state: 'Статус',
    paid: 'Оплачен',
    refunded: 'Возвращён',
    refund: 'Вернуть деньги',
    refundOf: (order: string) => `Вернуть деньги за заказ ${order}`,
    none: 'Платежей пока нет.',
    currency: 'сум',
    doneTitle: 'Деньги возвращены',
    done: 'Магазин принял возврат.',
    failedTitle: 'Возврат не прошёл',
    failed: 'Магазин не принял возврат. Деньги не возвращены.',
    unreachable: 'Не удалось связаться с магазином. Деньги не возвращены.',
    answer: 'Ответ',
    notFoundTitle: 'Платёж не найден',
    notFound: 'Такого платежа нет.',
    back: 'Вернуться в кабинет',
    languages: 'Язык',
  },
} as const;

/** How many of the latest payments the cabinet lists. */
const LISTED_MAX = 100;

const CABINET_STYLE = `
ul.payments{list-style:none;margin:0 0 1rem;padding:0;display:flex;flex-direction:column;gap:1rem}
ul.payments li{border:1px solid #d0d5dd;border-radius:8px;padding:1rem}
ul.payments dl{margin:0 0 .75rem}
h2{font-size:1.125rem;margin:0 0 .75rem}
`;

const languageOf = (value: unknown): PageLanguage => (value === 'ru' ? 'ru' : 'uz');

const RefundForm = Type.Object({
  transaction: Type.String({ minLength: 1, maxLength: 64, pattern: '^[0-9a-zA-Z-]+$', description: "the provider's id of the payment" }),
  lang: Type.Optional(Type.String({ description: 'uz (default) or ru' })),
}, { additionalProperties: true });

const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

interface CabinetRow {
  transactionId: string;
  orderNumber: string;
  amount: number;
  refunded: boolean;
}

function cabinetPage(provider: CabinetProvider, language: PageLanguage, rows: readonly CabinetRow[]): string {
  const text = TEXT[language];
  const title = text.title(PROVIDER_NAMES[provider]);
  const other: PageLanguage = language === 'uz' ? 'ru' : 'uz';
  const item = (row: CabinetRow) => `<li>
<dl>
<dt>${text.order}</dt><dd>${escapeHtml(row.orderNumber)}</dd>
<dt>${text.amount}</dt><dd>${groupDigits(row.amount)} ${text.currency}</dd>
<dt>${text.state}</dt><dd>${row.refunded ? text.refunded : text.paid}</dd>
</dl>
${row.refunded ? '' : `<form method="post" action="/sandbox/${provider}/cabinet" class="actions">
<input type="hidden" name="transaction" value="${escapeHtml(row.transactionId)}">
<input type="hidden" name="lang" value="${language}">
<button type="submit" class="pay" aria-label="${escapeHtml(text.refundOf(row.orderNumber))}">${text.refund}</button>
</form>`}
</li>`;
  const list = rows.length === 0 ? `<p>${text.none}</p>` : `<ul class="payments">${rows.map(item).join('\n')}</ul>`;
  return layout(language, title, `<h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(text.note)}</p>
<h2>${text.payments}</h2>
${list}
<nav aria-label="${text.languages}"><a href="/sandbox/${provider}/cabinet?lang=${other}" lang="${other}" hreflang="${other}">${other === 'uz' ? 'O‘zbekcha' : 'Русский'}</a></nav>`, CABINET_STYLE);
}

/** The provider's latest paid and refunded payments, newest first (the staff's list of payments, as a cabinet lists them). */
async function cabinetRows(deps: AppDeps, provider: CabinetProvider): Promise<CabinetRow[]> {
  const listed = await listPayments(deps, { page: 0, size: LISTED_MAX, provider: PROVIDER_OF[provider] });
  return listed.content
    .filter((row) => row.state === 'paid' || row.state === 'refunded')
    .map((row) => ({ transactionId: row.providerTransactionId, orderNumber: row.orderNumber, amount: row.amount, refunded: row.state === 'refunded' }));
}

function cabinetRoutes(scope: App, deps: AppDeps, provider: CabinetProvider): void {
  const tags = ['sandbox'];
  const path = `/${provider}/cabinet`;
  const name = PROVIDER_NAMES[provider];

  scope.get(path, {
    schema: {
      tags,
      summary: `The sandbox ${name} merchant cabinet (sandbox mode only): its payments, each with a refund button`,
      querystring: Type.Object({ lang: Type.Optional(Type.String({ description: 'uz (default) or ru' })) }),
      response: { 200: htmlPage('HTML page') },
    },
  }, async (request, reply) => {
    const language = languageOf(request.query.lang);
    return sendHtml(reply, 200, cabinetPage(provider, language, await cabinetRows(deps, provider)));
  });

  scope.post(path, {
    schema: {
      tags,
      summary: `Refund: the ${name} call a cabinet refund makes to the shop's merchant endpoint over HTTP, and the shop's answer`,
      body: { content: { 'application/x-www-form-urlencoded': { schema: RefundForm } } },
      response: { 200: htmlPage('the shop accepted the refund'), 400: htmlPage('the form is invalid'), 404: htmlPage('no such payment'), 409: htmlPage('the shop refused the refund'), 502: htmlPage('the shop could not be reached') },
    },
    attachValidation: true,
  }, async (request, reply) => {
    const body = request.body as Static<typeof RefundForm> | undefined;
    const language = languageOf(body?.lang);
    const text = TEXT[language];
    const backUrl = `/sandbox/${provider}/cabinet?lang=${language}`;
    const page = (status: number, title: string, message: string, detail?: string) =>
      sendHtml(reply, status, messagePage({ language, title, message, detail, detailLabel: text.answer, backUrl, backLabel: text.back }));
    const known = body && !request.validationError ? await findProviderTransaction(deps.db, PROVIDER_OF[provider], body.transaction) : undefined;
    if (!known) return page(request.validationError ? 400 : 404, text.notFoundTitle, text.notFound);
    const origin = shopOrigin(request, deps.config);
    const baseUrl = selfBaseUrl(request.server.server, origin);
    const refund = { transactionId: known.providerTransactionId, now: deps.clock.now(), receiptOrigin: origin };
    try {
      if (provider === 'payme') await refundWithPayme(baseUrl, deps.config.payments.payme, refund);
      else await refundWithUzum(baseUrl, deps.config.payments.uzum, refund);
    } catch (error) {
      if (!(error instanceof SandboxPaymentError)) throw error;
      request.log.info({ provider, orderId: known.orderId, reason: error.message }, 'sandbox cabinet refund refused');
      return error.kind === 'refused' ? page(409, text.failedTitle, text.failed, error.message) : page(502, text.failedTitle, text.unreachable, error.message);
    }
    request.log.info({ provider, orderId: known.orderId }, 'sandbox cabinet refund made');
    return page(200, text.doneTitle, text.done);
  });
}

/** The cabinet of each of PayMe and Uzum that runs in sandbox mode. */
export function cabinetPageRoutes(scope: App, deps: AppDeps): void {
  if (deps.config.payments.payme.sandbox) cabinetRoutes(scope, deps, 'payme');
  if (deps.config.payments.uzum.sandbox) cabinetRoutes(scope, deps, 'uzum');
}
