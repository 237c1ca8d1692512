import type { AnyEventObject } from 'xstate';
import { createModel } from './modelCoverage';
import { paymentResultMachine } from '../paymentResult';

/** The events the payment pop-up's model explores, shared by the machine test and the UI test. */
export const MODEL_ORDER_ID = '17';

export const paymentResultModelEvents: AnyEventObject[] = [
  { type: 'START', orderId: MODEL_ORDER_ID },
  { type: 'START', orderId: null },
  { type: 'xstate.done.actor.getOrder', output: { id: 17, paid: true } },
  { type: 'xstate.done.actor.getOrder', output: { id: 17, paid: false } },
  { type: 'xstate.error.actor.getOrder', error: { status: 403, data: { error: { code: 'FORBIDDEN', message: 'This belongs to someone else' } } } },
];

export function createPaymentResultModel() {
  return createModel(paymentResultMachine, paymentResultModelEvents);
}
