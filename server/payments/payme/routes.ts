import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { App } from '../../http/app-type';
import { hasBasicAuth, isUnparsable, parseEveryBodyAsJson } from '../merchant-http';
import { PaymeCode, RpcAnswer, RpcEnvelope, fail, isPaymeMethod, paramChecks, rpcAnswer, type PaymeMethod, type PaymeOutcome } from './protocol';
import type { PaymeContext } from './context';
import { paymeMethods } from './service';
import { named } from '../../http/plugin-name';

/** PayMe always logs in as "Paycom" with the cashbox key as the password. */
const PAYME_LOGIN = 'Paycom';

function idOf(body: unknown): unknown {
  if (body === null || typeof body !== 'object' || !('id' in body)) return null;
  const id = (body as { id: unknown }).id;
  return typeof id === 'number' || typeof id === 'string' ? id : null;
}

function dispatch<M extends PaymeMethod>(method: M, context: PaymeContext, params: unknown): Promise<PaymeOutcome<unknown>> | PaymeOutcome<unknown> {
  const check = paramChecks[method];
  if (!check.Check(params)) {
    // An account without an order id is an account error (-31050 "order_id"), the rest of a bad call -32600.
    const account = (params as { account?: unknown }).account;
    const wantsAccount = method === 'CheckPerformTransaction' || method === 'CreateTransaction';
    if (wantsAccount && account !== null && typeof account === 'object' && !('order_id' in account)) {
      return fail(PaymeCode.ORDER_NOT_FOUND, 'order_id');
    }
    return fail(PaymeCode.MALFORMED);
  }
  const handler = paymeMethods[method] as (context: PaymeContext, params: unknown) => Promise<PaymeOutcome<unknown>>;
  return handler(context, params);
}

async function answer(request: FastifyRequest, deps: AppDeps): Promise<PaymeOutcome<unknown>> {
  const { key } = deps.config.payments.payme;
  if (!hasBasicAuth(request, PAYME_LOGIN, key)) return fail(PaymeCode.INSUFFICIENT_PRIVILEGE);
  if (isUnparsable(request.body)) return fail(PaymeCode.PARSE_ERROR);
  if (request.validationError) return fail(PaymeCode.MALFORMED);
  const call = request.body as RpcEnvelope;
  if (!isPaymeMethod(call.method)) return fail(PaymeCode.UNKNOWN_METHOD, call.method);
  const context: PaymeContext = { db: deps.db, now: deps.clock.now(), log: request.log };
  try {
    return await dispatch(call.method, context, call.params);
  } catch (error) {
    request.log.error({ err: error, method: call.method }, 'payme call failed');
    return fail(PaymeCode.INTERNAL);
  }
}

/** The PayMe Merchant API: one JSON-RPC endpoint, always HTTP 200 (PAYMENTS.md). */
export async function paymeRoutes(app: App, deps: AppDeps): Promise<void> {
  await app.register(named(async (scope) => {
    parseEveryBodyAsJson(scope);
    scope.post('/payme', {
      schema: {
        tags: ['payments'],
        summary: 'PayMe Merchant API (JSON-RPC 2.0, called by PayMe)',
        description:
          'Basic auth "Paycom:KEY". Methods CheckPerformTransaction (with the fiscal receipt detail), CreateTransaction, ' +
          'PerformTransaction, CancelTransaction, CheckTransaction, GetStatement, SetFiscalData (the fiscal receipt of a ' +
          'payment or its refund). Always HTTP 200; failures carry a PayMe error code.',
        body: RpcEnvelope,
        response: { 200: RpcAnswer },
      },
      // A call that does not fit the envelope is answered -32600 by the handler, not 400 by Fastify.
      attachValidation: true,
    }, async (request) => {
      const outcome = await answer(request, deps);
      return rpcAnswer(idOf(request.body), outcome);
    });
  }, 'PayMe Merchant API'));
}
