import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';

/*
 * The pop-up after returning from a payment provider. The UI sends START with
 * the lastOrderId cookie's value, supplies the getOrder call and the clearLastOrderId action. Whatever the
 * answer, the stored id is cleared once it has been looked at, so the pop-up shows once per payment.
 */

export type OrderPayment = { paid: boolean };

export type PaymentResultEvent = { type: 'START'; orderId: string | null } | { type: 'CLOSE' };

export type PaymentResultContext = { orderId: string | null };

export const paymentResultMachine = setup({
  types: {
    context: {} as PaymentResultContext,
    events: {} as PaymentResultEvent,
  },
  actors: {
    getOrder: fromPromise<OrderPayment, { orderId: string }>(async () => {
      throw new Error('The getOrder actor was not provided: use paymentResultMachine.provide({ actors })');
    }),
  },
  actions: {
    clearLastOrderId: () => {
      throw new Error('The clearLastOrderId action was not provided: use paymentResultMachine.provide({ actions })');
    },
  },
  guards: {
    hasOrderId: ({ event }) => event.type === 'START' && Boolean(event.orderId),
  },
}).createMachine({
  id: 'paymentResult',
  initial: 'idle',
  context: { orderId: null },
  states: {
    idle: {
      on: {
        START: [
          { guard: 'hasOrderId', target: 'checking', actions: assign({ orderId: ({ event }) => (event.type === 'START' ? event.orderId : null) }) },
          // Nothing was paid for in this browser lately: there is nothing to show.
          { target: 'closed' },
        ],
      },
    },
    checking: {
      invoke: {
        id: 'getOrder',
        src: 'getOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? '' }),
        onDone: [{ guard: ({ event }) => event.output.paid === true, target: 'result.paid' }, { target: 'result.unpaid' }],
        // The order could not be read (offline, signed out, gone): say so neutrally and point to the orders.
        onError: { target: 'result.unknown' },
      },
    },
    result: {
      entry: 'clearLastOrderId',
      on: { CLOSE: 'closed' },
      initial: 'paid',
      states: {
        paid: {},
        unpaid: {},
        unknown: {},
      },
    },
    closed: { type: 'final' },
  },
});

export type PaymentResultSnapshot = SnapshotFrom<typeof paymentResultMachine>;
