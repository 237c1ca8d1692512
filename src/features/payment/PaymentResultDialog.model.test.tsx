import userEvent from '@testing-library/user-event';
import { paymentResultMachine, type OrderPayment } from '../../../machines/paymentResult';
import { definedTransitionKeys, edgePaths, runPath, transitionRecorder } from '../../../machines/testing/modelCoverage';
import { FakeCalls } from '../../../machines/testing/fakeCalls';
import { createPaymentResultModel } from '../../../machines/testing/paymentResultModel';
import { saveLastOrderId } from '../../app/sessionCookies';
import { expectDialogShows, performOnDialog, type DialogUser } from './testing/paymentResultUser';
import { renderPaymentResultDialog } from './testing/renderPaymentResultDialog';

/*
 * Every edge of the pop-up's model, performed on the rendered pop-up (testing/paymentResultUser.ts); after each step
 * the screen must match the model's state, and the pop-up's own actor records the transitions it took.
 */

const taken = new Set<string>();

const model = createPaymentResultModel();

describe('PaymentResultDialog, model-based through the UI', () => {
  it.each(edgePaths(model).map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const start = path.steps.find((step) => step.event.type === 'START')?.event;
    if (start?.type === 'START' && start.orderId) saveLastOrderId(start.orderId);
    const dialogUser: DialogUser = { user: userEvent.setup(), calls: new FakeCalls(), language: 'uz' };
    renderPaymentResultDialog({ getOrder: dialogUser.calls.actor<OrderPayment, { orderId: string }>(), inspect: transitionRecorder(taken) });

    await runPath(path, { perform: (event) => performOnDialog(dialogUser, event), check: (state) => expectDialogShows(dialogUser, state) });
  });

  it('took every transition of the machine through the UI', () => {
    expect(definedTransitionKeys(paymentResultMachine).filter((key) => !taken.has(key))).toEqual([]);
  });
});
