import { act, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AnyEventObject } from 'xstate';
import type { PaymentResultSnapshot } from '../../../../machines/paymentResult';
import { isActorOutcome, type FakeCalls } from '../../../../machines/testing/fakeCalls';
import { readLastOrderId } from '../../../app/session';
import type { Language } from '../../../i18n/languages';
import ru from '../../../i18n/ru/payment.json';
import uz from '../../../i18n/uz/payment.json';

/*
 * A user on the rendered payment pop-up (renderPaymentResultDialog): `performOnDialog` makes one of the machine's
 * events happen (START is the mount with or without the lastOrderId cookie, an answer settles the fake getOrder,
 * CLOSE is a click) and `expectDialogShows` checks the screen against a state. The model tests and a tape's UI replay
 * (paymentResultTapeDriver.ts) both use them.
 */

export type DialogUser = { user: UserEvent; calls: FakeCalls; language: Language };

const textsOf = { uz, ru } satisfies Record<Language, typeof uz>;

export async function performOnDialog({ user, calls, language }: DialogUser, event: AnyEventObject) {
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
    await user.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: textsOf[language].close })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    return;
  }
  throw new Error(`No user action for ${event.type}`);
}

export async function expectDialogShows({ language }: DialogUser, snapshot: PaymentResultSnapshot) {
  const texts = textsOf[language];
  const outcome = (['paid', 'unpaid', 'unknown'] as const).find((candidate) => snapshot.matches({ result: candidate }));
  if (!outcome) {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    return;
  }
  const dialog = await screen.findByRole('dialog', { name: texts[outcome].title });
  expect(dialog).toHaveAccessibleDescription(texts[outcome].message);
  // Shown once: the id is gone as soon as the answer is on screen.
  expect(readLastOrderId()).toBeNull();
  const ordersLink = within(dialog).queryByRole('link', { name: texts.myOrders });
  if (outcome === 'paid') expect(ordersLink).not.toBeInTheDocument();
  else expect(ordersLink).toHaveAttribute('href', '/profile?tab=my-orders');
}
