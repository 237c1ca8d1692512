import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { App } from '../../http/app-type';
import { parseFormBodies } from '../merchant-http';
import { ClickAnswer, ClickCode, CompleteForm, PrepareForm } from './protocol';
import { clickAnswer, completePayment, preparePayment, type ClickContext } from './service';
import { named } from '../../http/plugin-name';

const tags = ['payments'];
const consumes = ['application/x-www-form-urlencoded'];

function contextOf(request: FastifyRequest, deps: AppDeps): ClickContext {
  return { db: deps.db, settings: deps.config.payments.click, now: deps.clock.now(), log: request.log };
}

/** A post whose fields are missing or malformed is -8; a failure on the shop's side is -7. Always HTTP 200. */
async function answer<F extends PrepareForm>(request: FastifyRequest, work: (form: F) => Promise<ClickAnswer>): Promise<ClickAnswer> {
  const form = request.body as F | undefined;
  if (request.validationError || !form) return clickAnswer(form, ClickCode.BAD_REQUEST);
  try {
    return await work(form);
  } catch (error) {
    request.log.error({ err: error, clickTransId: form.click_trans_id, orderId: form.merchant_trans_id }, 'click call failed');
    return clickAnswer(form, ClickCode.UPDATE_FAILED);
  }
}

/** The Click SHOP API: prepare (action 0) and complete (action 1), form-urlencoded in, JSON out. */
export async function clickRoutes(app: App, deps: AppDeps): Promise<void> {
  await app.register(named(async (scope) => {
    parseFormBodies(scope);
    scope.post('/click/prepare', {
      schema: {
        tags,
        consumes,
        summary: 'Click SHOP API prepare (action 0, called by Click)',
        description: 'Checks the sign_string, the order and the amount and holds a prepare id for complete.',
        body: PrepareForm,
        response: { 200: ClickAnswer },
      },
      attachValidation: true,
    }, (request) => answer<PrepareForm>(request, (form) => preparePayment(contextOf(request, deps), form)));

    scope.post('/click/complete', {
      schema: {
        tags,
        consumes,
        summary: 'Click SHOP API complete (action 1, called by Click)',
        description: 'Pays the order; with error < 0 from Click the payment is cancelled (-9).',
        body: CompleteForm,
        response: { 200: ClickAnswer },
      },
      attachValidation: true,
    }, (request) => answer<CompleteForm>(request, (form) => completePayment(contextOf(request, deps), form)));
  }, 'Click SHOP API'));
}
