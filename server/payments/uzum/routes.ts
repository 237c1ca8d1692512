import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from '../../deps';
import type { App } from '../../http/app-type';
import { hasBasicAuth, isUnparsable, parseEveryBodyAsJson } from '../merchant-http';
import {
  CheckAnswer,
  CheckBody,
  CreateBody,
  FailureAnswer,
  TransactionAnswer,
  TransactionBody,
  UzumCode,
  type UzumOutcome,
} from './protocol';
import { checkPayment, confirmPayment, createPayment, paymentStatus, reversePayment, type UzumContext } from './service';
import { named } from '../../http/plugin-name';

const tags = ['payments'];

function failure(request: FastifyRequest, deps: AppDeps, errorCode: UzumCode): FailureAnswer {
  const body = request.body as { serviceId?: unknown; transId?: unknown } | null | undefined;
  const serviceId = typeof body?.serviceId === 'number' && Number.isInteger(body.serviceId) ? body.serviceId : deps.config.payments.uzum.serviceId;
  const id = typeof body?.transId === 'string' ? { transId: body.transId } : { timestamp: deps.clock.now().getTime() };
  return { serviceId, ...id, status: 'FAILED', errorCode };
}

type Step<B, A> = (context: UzumContext, body: B) => Promise<UzumOutcome<A>>;

/** Auth (10001), JSON (10002), fields (10005), service (10006), then the step; any failure is HTTP 400. */
async function run<B extends { serviceId: number }, A>(request: FastifyRequest, reply: FastifyReply, deps: AppDeps, step: Step<B, A>) {
  const settings = deps.config.payments.uzum;
  const refuse = (code: UzumCode) => reply.status(400).send(failure(request, deps, code));
  if (!hasBasicAuth(request, settings.login, settings.password)) return refuse(UzumCode.AUTH);
  if (isUnparsable(request.body)) return refuse(UzumCode.JSON_PARSE);
  if (request.validationError) return refuse(UzumCode.MISSING_FIELDS);
  const body = request.body as B;
  if (body.serviceId !== settings.serviceId) return refuse(UzumCode.WRONG_SERVICE);
  let outcome: UzumOutcome<A>;
  try {
    outcome = await step({ db: deps.db, settings, now: deps.clock.now(), log: request.log }, body);
  } catch (error) {
    request.log.error({ err: error, url: request.url }, 'uzum call failed');
    return refuse(UzumCode.OTHER);
  }
  if ('errorCode' in outcome) return refuse(outcome.errorCode);
  return reply.status(200).send(outcome.answer);
}

interface Endpoint {
  path: string;
  summary: string;
  body: TSchema;
  answer: TSchema;
  step: Step<never, unknown>;
}

const endpoints: Endpoint[] = [
  { path: 'check', summary: 'Can the order be paid? (called by Uzum Bank)', body: CheckBody, answer: CheckAnswer, step: checkPayment },
  { path: 'create', summary: 'Creates a payment of the order (called by Uzum Bank)', body: CreateBody, answer: TransactionAnswer, step: createPayment },
  { path: 'confirm', summary: 'The money arrived: the order is paid (called by Uzum Bank)', body: TransactionBody, answer: TransactionAnswer, step: confirmPayment },
  { path: 'reverse', summary: 'Gives a confirmed payment back (called by Uzum Bank)', body: TransactionBody, answer: TransactionAnswer, step: reversePayment },
  { path: 'status', summary: "A payment's status (called by Uzum Bank)", body: TransactionBody, answer: TransactionAnswer, step: paymentStatus },
];

/** The Uzum Bank Merchant API: JSON webhooks with Basic auth; failures are HTTP 400 with an errorCode. */
export async function uzumRoutes(app: App, deps: AppDeps): Promise<void> {
  await app.register(named(async (scope) => {
    parseEveryBodyAsJson(scope);
    for (const endpoint of endpoints) {
      scope.post(`/uzum/${endpoint.path}`, {
        schema: {
          tags,
          summary: `Uzum Bank ${endpoint.path}: ${endpoint.summary}`,
          description: 'Basic auth with the login and password Uzum issued. Failures: HTTP 400 {serviceId, transId or timestamp, status FAILED, errorCode}.',
          body: endpoint.body,
          response: { 200: endpoint.answer, 400: FailureAnswer },
        },
        attachValidation: true,
      }, (request, reply) => run(request, reply, deps, endpoint.step as Step<{ serviceId: number }, unknown>));
    }
    scope.all('/uzum/*', {
      schema: { tags, summary: 'Any other Uzum Bank method: 10003', hide: true, response: { 400: FailureAnswer } },
    }, async (request, reply) => {
      const settings = deps.config.payments.uzum;
      const code = hasBasicAuth(request, settings.login, settings.password) ? UzumCode.WRONG_METHOD : UzumCode.AUTH;
      return reply.status(400).send(failure(request, deps, code));
    });
  }, 'Uzum Bank Merchant API'));
}
