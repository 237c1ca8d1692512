import { Type, type Static } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { App } from '../../http/app-type';
import { Id } from '../../../contract/request';
import { shopOrigin, shopOrigins } from '../../http/shop-origin';
import { parseFormBodies } from '../../payments/merchant-http';
import { findOrderSummary } from '../../orders/payment-service';
import { cabinetPageRoutes } from './cabinet';
import { clickFiscalDataRoute, clickFiscalRoute } from './click-fiscal';
import { clickReversalRoutes } from './click-reversal';
import { clickReceiptPageRoute } from './click-receipt-page';
import { checkoutPage, messagePage, textOf, type PageLanguage, type SandboxProvider } from './pages';
import { receiptPageRoute } from './receipt-page';
import { SandboxPaymentError, payWithClick, payWithPayme, payWithUzum, type SandboxPayment } from './provider-calls';
import { selfBaseUrl, shopReturnUrl } from './self-address';
import { named } from '../../http/plugin-name';

const CheckoutFields = Type.Object({
  order_id: Id,
  amount: Type.Integer({ minimum: 1, maximum: 21_474_836, description: "whole so'm" }),
  return_url: Type.String({ minLength: 1, maxLength: 2000, description: "where the shopper goes afterwards: an address of the shop's own origin" }),
  lang: Type.Optional(Type.String({ description: 'uz (default) or ru' })),
});
const Decision = Type.Object({ decision: Type.Union([Type.Literal('pay'), Type.Literal('cancel')]) });
// Open on purpose: the sandbox stands in for a provider's checkout page, whose forms are the provider's; fields
// it does not name are ignored (the handler reads named fields only).
const DecisionForm = Type.Composite([CheckoutFields, Decision], { additionalProperties: true });
type CheckoutFields = Static<typeof CheckoutFields>;

const htmlPage = (description: string) => ({ description, content: { 'text/html': { schema: Type.String() } } });

const languageOf = (value: unknown): PageLanguage => (value === 'ru' ? 'ru' : 'uz');

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

type OneAtATime = <T>(orderId: number, work: () => Promise<T>) => Promise<T>;

/** Runs the work for one order at a time, so a double-clicked Pay waits for the first and then finds it paid. */
function perOrderQueue(): OneAtATime {
  const running = new Map<number, Promise<unknown>>();
  return async (orderId, work) => {
    const mine = (running.get(orderId) ?? Promise.resolve()).catch(() => undefined).then(work);
    running.set(orderId, mine);
    try {
      return await mine;
    } finally {
      if (running.get(orderId) === mine) running.delete(orderId);
    }
  };
}

type Pay = (baseUrl: string, deps: AppDeps, payment: SandboxPayment) => Promise<void>;

const PAY: Record<SandboxProvider, Pay> = {
  payme: (baseUrl, deps, payment) => payWithPayme(baseUrl, deps.config.payments.payme, payment),
  click: (baseUrl, deps, payment) => payWithClick(baseUrl, deps.config.payments.click, payment),
  uzum: (baseUrl, deps, payment) => payWithUzum(baseUrl, deps.config.payments.uzum, payment),
};

/**
 * The checked request: its fields and its return address on one of the shop's origins (the one this page was
 * opened at, and PUBLIC_URL's), or the error page already sent (with no link to an address the request named,
 * since that one is not trusted).
 */
async function checkedRequest(request: FastifyRequest, reply: FastifyReply, deps: AppDeps, fields: CheckoutFields | undefined) {
  const language = languageOf(fields?.lang);
  const text = textOf(language);
  const origins = shopOrigins(request, deps.config);
  const returnUrl = fields && !request.validationError ? shopReturnUrl(fields.return_url, origins) : undefined;
  if (!fields || !returnUrl) {
    const backUrl = `${shopOrigin(request, deps.config)}/`;
    await sendHtml(reply, 400, messagePage({ language, title: text.badLinkTitle, message: text.badLink, backUrl, backLabel: text.back }));
    return undefined;
  }
  const order = await findOrderSummary(deps.db, fields.order_id);
  if (!order) {
    await sendHtml(reply, 404, messagePage({ language, title: text.notFoundTitle, message: text.notFound, backUrl: returnUrl, backLabel: text.back }));
    return undefined;
  }
  return { fields, language, text, returnUrl, orderNumber: order.orderNumber };
}

function sandboxPages(scope: App, deps: AppDeps, provider: SandboxProvider, oneAtATime: OneAtATime): void {
  // Declared under the sandbox plugin's prefix; the page's links name its whole address.
  const path = `/${provider}`;
  const address = `/sandbox/${provider}`;
  const tags = ['sandbox'];

  scope.get(path, {
    schema: {
      tags,
      summary: `The sandbox ${provider} checkout page (sandbox mode only): the order and amount with Pay and Cancel`,
      querystring: CheckoutFields,
      response: { 200: htmlPage('HTML page'), 400: htmlPage('the link is invalid'), 404: htmlPage('no such order') },
    },
    attachValidation: true,
  }, async (request, reply) => {
    const checked = await checkedRequest(request, reply, deps, request.query);
    if (!checked) return reply;
    const { fields, language } = checked;
    const linkIn = (lang: PageLanguage) => `${address}?${new URLSearchParams({ ...fields, order_id: String(fields.order_id), amount: String(fields.amount), lang }).toString()}`;
    const html = checkoutPage({
      provider,
      language,
      orderId: fields.order_id,
      orderNumber: checked.orderNumber,
      amount: fields.amount,
      returnUrl: checked.returnUrl,
      languageLinks: { uz: linkIn('uz'), ru: linkIn('ru') },
    });
    return sendHtml(reply, 200, html);
  });

  scope.post(path, {
    schema: {
      tags,
      summary: `Pay: the ${provider} calls to the shop's merchant endpoints over HTTP, then back to the shop; Cancel: back unpaid`,
      // A form's fields are text, read as the numbers they spell (server/http/schema-compilers.ts).
      body: { content: { 'application/x-www-form-urlencoded': { schema: DecisionForm } } },
      response: { 303: Type.Null({ description: 'to the return address' }), 400: htmlPage('the form is invalid'), 404: htmlPage('no such order'), 409: htmlPage('the shop refused the payment'), 502: htmlPage('the shop could not be reached') },
    },
    attachValidation: true,
  }, async (request, reply) => {
    const body = request.body as Static<typeof DecisionForm> | undefined;
    const checked = await checkedRequest(request, reply, deps, body);
    if (!checked || !body) return reply;
    const { fields, text, language, returnUrl } = checked;
    const back = () => reply.redirect(returnUrl, 303);
    if (body.decision === 'cancel') return back();

    const orderId = fields.order_id;
    const baseUrl = selfBaseUrl(request.server.server, shopOrigin(request, deps.config));
    const failure = await oneAtATime(orderId, async () => {
      try {
        await PAY[provider](baseUrl, deps, { orderId, amount: fields.amount, now: deps.clock.now(), receiptOrigin: shopOrigin(request, deps.config) });
        request.log.info({ provider, orderId }, 'sandbox payment made');
        return undefined;
      } catch (error) {
        if (error instanceof SandboxPaymentError) return error;
        throw error;
      }
    });
    // A repeated Pay (a double click, the back button) is refused by the shop because the first one paid.
    if (!failure || (await findOrderSummary(deps.db, orderId))?.paid) return back();
    request.log.info({ provider, orderId, reason: failure.message }, 'sandbox payment failed');
    const refused = failure.kind === 'refused';
    return sendHtml(reply, refused ? 409 : 502, messagePage({
      language,
      title: text.failedTitle,
      message: refused ? text.failed : text.unreachable,
      detail: failure.message,
      detailLabel: text.answer,
      backUrl: returnUrl,
      backLabel: text.back,
    }));
  });
}

/** The checkout page of each provider that runs in sandbox mode; absent (404) for a provider with real keys. */
export async function paymentPageRoutes(app: App, deps: AppDeps): Promise<void> {
  const { payme, click, uzum } = deps.config.payments;
  const providers = ([['payme', payme.sandbox], ['click', click.sandbox], ['uzum', uzum.sandbox]] as const)
    .filter(([, sandbox]) => sandbox)
    .map(([provider]) => provider);
  if (providers.length === 0) return;
  await app.register(named(async (scope) => {
    parseFormBodies(scope);
    const oneAtATime = perOrderQueue();
    for (const provider of providers) sandboxPages(scope, deps, provider, oneAtATime);
    if (payme.sandbox) receiptPageRoute(scope, deps);
    cabinetPageRoutes(scope, deps);
    if (click.sandbox) {
      clickFiscalRoute(scope, deps);
      clickFiscalDataRoute(scope, deps);
      clickReceiptPageRoute(scope, deps);
      clickReversalRoutes(scope, deps);
    }
  }, 'sandbox payment pages'));
}
