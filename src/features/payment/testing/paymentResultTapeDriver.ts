import userEvent from '@testing-library/user-event';
import type { OrderPayment, PaymentResultSnapshot } from '../../../../machines/paymentResult';
import { FakeCalls } from '../../../../machines/testing/fakeCalls';
import type { TapeDriver } from '../../../../machines/tapes/replay';
import type { Tape } from '../../../../machines/tapes/tape';
import { watchedMachine } from '../../../../machines/tapes/tapeSteps';
import { setScreenWidth } from '../../../../test/web/screen';
import { saveLastOrderId } from '../../../app/sessionCookies';
import { expectDialogShows, performOnDialog, type DialogUser } from './paymentResultUser';
import { renderPaymentResultDialog } from './renderPaymentResultDialog';

/**
 * The UI side of a payment pop-up tape's replay: the tape's first START is the lastOrderId cookie the pop-up finds as
 * it mounts; then each step is done by a user (paymentResultUser.ts) while the pop-up's own actor is watched.
 */
export function paymentResultTapeDriver(tape: Tape): TapeDriver {
  setScreenWidth(tape.width);
  const start = tape.steps.find(({ event }) => event.type === 'START')?.event;
  if (typeof start?.orderId === 'string' && start.orderId) saveLastOrderId(start.orderId);
  const dialogUser: DialogUser = { user: userEvent.setup({ delay: null }), calls: new FakeCalls(), language: tape.language };
  const machine = watchedMachine<PaymentResultSnapshot>();
  const view = renderPaymentResultDialog({
    getOrder: dialogUser.calls.actor<OrderPayment, { orderId: string }>(),
    language: tape.language,
    inspect: machine.inspect,
  });
  const now = machine.latest;

  return {
    perform: ({ event }) => performOnDialog(dialogUser, event),
    takeReceived: machine.takeReceived,
    reached: () => now().value,
    confirm: () => expectDialogShows(dialogUser, now()),
    stop: () => view.unmount(),
  };
}
