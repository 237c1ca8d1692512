import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyEventObject } from 'xstate';
import { paymentResultMachine, type OrderPayment, type PaymentResultSnapshot } from '../../../machines/paymentResult';
import { definedTransitionKeys, edgePaths, runPath, transitionRecorder } from '../../../machines/testing/modelCoverage';
import { FakeCalls, isActorOutcome } from '../../../machines/testing/fakeCalls';
import { createPaymentResultModel } from '../../../machines/testing/paymentResultModel';
import { readLastOrderId } from '../../app/session';
import { saveLastOrderId } from '../../app/sessionCookies';
import uz from '../../i18n/uz/payment.json';
import { renderPaymentResultDialog } from './testing/renderPaymentResultDialog';

/*
 * Every edge of the pop-up's model, performed on the rendered pop-up: START is the mount with or without
 * the lastOrderId cookie, call outcomes settle a fake getOrder, CLOSE is a click; after each step the
 * screen must match the model's state, and the pop-up's own actor records the transitions it took.
 */

const taken = new Set<string>();

async function perform(user: UserEvent, calls: FakeCalls, event: AnyEventObject) {
  if (event.type === 'START') {
    // The mount already sent START with the cookie's value: the order was asked for, or nothing was.
    if (event.orderId) await waitFor(() => expect(calls.made).toEqual([{ id: 'getOrder', input: { orderId: event.orderId } }]));
    else expect(calls.made).toEqual([]);
    return;
  }
  if (isActorOutcome(event)) {
    await act(async () => calls.settle(event));
    return;
  }
  if (event.type === 'CLOSE') {
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: uz.close })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    return;
  }
  throw new Error(`No user action for ${event.type}`);
}

async function check(snapshot: PaymentResultSnapshot) {
  const outcome = (['paid', 'unpaid', 'unknown'] as const).find((candidate) => snapshot.matches({ result: candidate }));
  if (!outcome) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: uz[outcome].title });
  expect(dialog).toHaveAccessibleDescription(uz[outcome].message);
  // Shown once: the id is gone as soon as the answer is on screen.
  expect(readLastOrderId()).toBeNull();
  const ordersLink = within(dialog).queryByRole('link', { name: uz.myOrders });
  if (outcome === 'paid') expect(ordersLink).not.toBeInTheDocument();
  else expect(ordersLink).toHaveAttribute('href', '/profile?tab=my-orders');
}

const model = createPaymentResultModel();

describe('PaymentResultDialog, model-based through the UI', () => {
  it.each(edgePaths(model).map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const start = path.steps.find((step) => step.event.type === 'START')?.event;
    if (start?.type === 'START' && start.orderId) saveLastOrderId(start.orderId);
    const user = userEvent.setup();
    const calls = new FakeCalls();
    renderPaymentResultDialog({ getOrder: calls.actor<OrderPayment, { orderId: string }>(), inspect: transitionRecorder(taken) });

    await runPath(path, { perform: (event) => perform(user, calls, event), check });
  });

  it('took every transition of the machine through the UI', () => {
    expect(definedTransitionKeys(paymentResultMachine).filter((key) => !taken.has(key))).toEqual([]);
  });
});
