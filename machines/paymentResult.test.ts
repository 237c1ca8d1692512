import { createActor, type AnyEventObject } from 'xstate';
import { paymentResultMachine, type OrderPayment, type PaymentResultSnapshot } from './paymentResult';
import { definedTransitionKeys, edgePaths, runPath, transitionRecorder } from './testing/modelCoverage';
import { FakeCalls, isActorOutcome } from './testing/fakeCalls';
import { MODEL_ORDER_ID, createPaymentResultModel } from './testing/paymentResultModel';
import { writeModelTapes } from './testing/modelTapes';

function startDialog(taken = new Set<string>()) {
  const calls = new FakeCalls();
  const clearLastOrderId = jest.fn();
  const actor = createActor(
    paymentResultMachine.provide({ actors: { getOrder: calls.actor<OrderPayment, { orderId: string }>() }, actions: { clearLastOrderId } }),
    { inspect: transitionRecorder(taken) },
  ).start();
  return { actor, calls, clearLastOrderId };
}

type Dialog = ReturnType<typeof startDialog>;

async function perform(dialog: Dialog, event: AnyEventObject) {
  const clearsBefore = dialog.clearLastOrderId.mock.calls.length;
  if (isActorOutcome(event)) {
    dialog.calls.settle(event);
    await Promise.resolve();
    await Promise.resolve();
    // Whatever the answer, the id has been looked at and is cleared, exactly once.
    expect(dialog.clearLastOrderId.mock.calls.length).toBe(clearsBefore + 1);
    return;
  }
  dialog.actor.send(event as Parameters<typeof dialog.actor.send>[0]);
  if (event.type === 'START' && event.orderId) {
    expect(dialog.calls.made.at(-1)).toEqual({ id: 'getOrder', input: { orderId: event.orderId } });
  }
  expect(dialog.clearLastOrderId.mock.calls.length).toBe(clearsBefore);
}

function expectSameState(dialog: Dialog, expected: PaymentResultSnapshot) {
  const actual = dialog.actor.getSnapshot();
  expect({ value: actual.value, context: actual.context, status: actual.status }).toEqual({
    value: expected.value,
    context: expected.context,
    status: expected.status,
  });
}

const model = createPaymentResultModel();
const taken = new Set<string>();

describe('paymentResult machine, model-based', () => {
  it.each(edgePaths(model).map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const dialog = startDialog(taken);
    await runPath(path, { perform: (event) => perform(dialog, event), check: (state) => expectSameState(dialog, state) });
  });

  it.each(model.getShortestPaths().map((path) => [path.description, path] as const))('shortest: %s', async (_description, path) => {
    const dialog = startDialog();
    await runPath(path, { perform: (event) => perform(dialog, event), check: (state) => expectSameState(dialog, state) });
  });

  // Tapes for testers (test/tapes/), rewritten only on request: `WRITE_TAPES=1 npm test -- machines/paymentResult`.
  if (process.env.WRITE_TAPES === '1') it('writes the shortest paths as tapes', () => writeModelTapes('paymentResult', model.getShortestPaths()));

  it('took every transition of the definition', () => {
    const defined = definedTransitionKeys(paymentResultMachine);
    expect(defined.filter((key) => !taken.has(key))).toEqual([]);
    expect(defined).toHaveLength(6);
  });
});

describe('paymentResult machine, details', () => {
  it('closes at once, asking nothing, when no order id is stored', () => {
    const dialog = startDialog();
    dialog.actor.send({ type: 'START', orderId: null });
    expect(dialog.actor.getSnapshot().status).toBe('done');
    expect(dialog.calls.made).toEqual([]);
    expect(dialog.clearLastOrderId).not.toHaveBeenCalled();
  });

  it('treats an empty id like none', () => {
    const dialog = startDialog();
    dialog.actor.send({ type: 'START', orderId: '' });
    expect(dialog.actor.getSnapshot().value).toBe('closed');
  });

  it('counts only paid === true as paid', async () => {
    const dialog = startDialog();
    dialog.actor.send({ type: 'START', orderId: MODEL_ORDER_ID });
    dialog.calls.settle({ type: 'xstate.done.actor.getOrder', output: { paid: 'yes' } });
    await Promise.resolve();
    await Promise.resolve();
    expect(dialog.actor.getSnapshot().value).toEqual({ result: 'unpaid' });
  });

  it('ignores CLOSE while still checking and a second START', () => {
    const dialog = startDialog();
    dialog.actor.send({ type: 'START', orderId: MODEL_ORDER_ID });
    dialog.actor.send({ type: 'CLOSE' });
    dialog.actor.send({ type: 'START', orderId: '99' });
    expect(dialog.actor.getSnapshot().value).toBe('checking');
    expect(dialog.calls.made).toHaveLength(1);
  });

  it('fails loudly when clearLastOrderId was not provided', async () => {
    const calls = new FakeCalls();
    const actor = createActor(paymentResultMachine.provide({ actors: { getOrder: calls.actor<OrderPayment, { orderId: string }>() } }));
    const errors: unknown[] = [];
    actor.subscribe({ error: (error) => errors.push(error) });
    actor.start();
    actor.send({ type: 'START', orderId: MODEL_ORDER_ID });
    calls.settle({ type: 'xstate.done.actor.getOrder', output: { paid: true } });
    await Promise.resolve();
    await Promise.resolve();

    expect(errors).toEqual([new Error('The clearLastOrderId action was not provided: use paymentResultMachine.provide({ actions })')]);
  });
});
