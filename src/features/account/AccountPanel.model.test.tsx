import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { AnyEventObject } from 'xstate';
import { accountPanelMachine, RESEND_DELAY_MS, type AccountPanelSnapshot } from '../../../machines/accountPanel';
import { accountPanelStep, type AccountPanelStep } from '../../../machines/accountPanelStep';
import { failureReason, toServerFailure } from '../../../machines/serverFailure';
import { coveringPaths, definedTransitionKeys, edgePaths, runPath, transitionRecorder } from '../../../machines/testing/modelCoverage';
import { FakeCalls, isActorOutcome } from '../../../machines/testing/fakeCalls';
import { MODEL_SESSION, createAccountPanelModel, fakeAccountActors } from '../../../machines/testing/accountPanelModel';
import { readSession } from '../../app/session';
import uz from '../../i18n/uz/account.json';
import { renderAccountPanel, reopenLabel } from './testing/renderAccountPanel';

/*
 * The account panel's model paths, performed by a user on the rendered panel: every event is a click or
 * typing, every call outcome settles a fake call, and after each step the screen must show what the
 * model's state says. The paths are the fewest that together take every transition of the machine, and
 * the panel's own actor records which transitions it took, so the last test proves the UI covered them.
 */

const titles: Record<AccountPanelStep, string> = {
  start: uz.titles.start,
  login: uz.titles.login,
  registerPhone: uz.titles.register,
  registerCode: uz.titles.register,
  registerDetails: uz.titles.register,
  forgotPhone: uz.titles.forgot,
  forgotReset: uz.titles.forgot,
};

const submitLabels: Record<Exclude<AccountPanelStep, 'start'>, string> = {
  login: uz.login.submit,
  registerPhone: uz.register.continue,
  registerCode: uz.register.verify,
  registerDetails: uz.register.submit,
  forgotPhone: uz.forgot.sendCode,
  forgotReset: uz.forgot.submit,
};

const taken = new Set<string>();

function panel(): HTMLElement {
  return screen.getByRole('dialog');
}

async function fill(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}

function toastText(event: AnyEventObject): string {
  if (event.type === 'xstate.error.actor.loginCustomer') return uz.errors.loginFailed;
  return uz.errors[failureReason(toServerFailure(event.error))];
}

async function waitUntilClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function perform(user: UserEvent, calls: FakeCalls, event: AnyEventObject, before: AccountPanelSnapshot) {
  const inPanel = () => within(panel());
  const submit = (step: Exclude<AccountPanelStep, 'start'>) => user.click(inPanel().getByRole('button', { name: submitLabels[step] }));

  if (isActorOutcome(event)) {
    const isFailure = event.type.startsWith('xstate.error.actor.');
    const toasts = isFailure ? screen.queryAllByText(toastText(event)).length : 0;
    await act(async () => calls.settle(event));
    if (isFailure) await waitFor(() => expect(screen.queryAllByText(toastText(event))).toHaveLength(toasts + 1));
    if (event.type === 'xstate.done.actor.loginCustomer') {
      await waitUntilClosed();
      expect(readSession()).toEqual(MODEL_SESSION);
      // No matchMedia in jsdom: a small screen, so the plain profile address.
      expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/);
    }
    return;
  }

  switch (event.type) {
    case 'xstate.after.resendDelay.accountPanel.registerCode':
      await act(async () => jest.advanceTimersByTime(RESEND_DELAY_MS));
      return;
    case 'CHOOSE_LOGIN':
      await user.click(inPanel().getByRole('button', { name: uz.start.login }));
      return;
    case 'CHOOSE_REGISTER':
      await user.click(inPanel().getByRole('button', { name: uz.start.register }));
      return;
    case 'FORGOT_PASSWORD':
      await fill(user, inPanel().getByLabelText(uz.fields.phone), event.phoneNumber);
      await user.click(inPanel().getByRole('button', { name: uz.login.forgot }));
      return;
    case 'SUBMIT_LOGIN':
      await fill(user, inPanel().getByLabelText(uz.fields.phone), event.phoneNumber);
      await fill(user, inPanel().getByLabelText(uz.fields.password), event.password);
      // The keyboard way: Enter in the last field submits the form.
      await user.type(inPanel().getByLabelText(uz.fields.password), '{Enter}');
      return;
    case 'SUBMIT_PHONE':
      await fill(user, inPanel().getByLabelText(uz.fields.phone), event.phoneNumber);
      await submit(accountPanelStep(before) === 'forgotPhone' ? 'forgotPhone' : 'registerPhone');
      return;
    case 'SUBMIT_CODE':
      await fill(user, inPanel().getByLabelText(uz.fields.code), event.verifyCode);
      await submit('registerCode');
      return;
    case 'RESEND_CODE':
      await user.click(inPanel().getByRole('button', { name: uz.register.resend }));
      return;
    case 'SUBMIT_DETAILS':
      await fill(user, inPanel().getByLabelText(uz.fields.fullName), event.fullName);
      // Typed as the shopper writes it, day first ("31.01.1990"), in one change.
      fireEvent.change(inPanel().getByLabelText(uz.fields.birthDate), { target: { value: event.birthDate.split('-').reverse().join('.') } });
      await fill(user, inPanel().getByLabelText(uz.fields.password), event.password);
      await user.click(inPanel().getByRole('radio', { name: uz.gender[event.gender as 'Ayol' | 'Erkak'] }));
      await submit('registerDetails');
      return;
    case 'SUBMIT_RESET':
      await fill(user, inPanel().getByLabelText(uz.fields.code), event.verifyCode);
      await fill(user, inPanel().getByLabelText(uz.fields.newPassword), event.newPassword);
      await fill(user, inPanel().getByLabelText(uz.fields.confirmPassword), event.confirmPassword);
      await submit('forgotReset');
      return;
    case 'BACK':
      await user.click(inPanel().getByRole('button', { name: uz.panel.back }));
      if (accountPanelStep(before) === 'start') await waitUntilClosed();
      return;
    case 'CLOSE':
      await user.click(inPanel().getByRole('button', { name: uz.panel.close }));
      await waitUntilClosed();
      return;
    default:
      throw new Error(`No user action for ${event.type}`);
  }
}

async function check(user: UserEvent, snapshot: AccountPanelSnapshot) {
  const step = accountPanelStep(snapshot);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');

  if (step === 'start') {
    // The panel may have closed (close, back from the start, login); opening it again shows the start.
    if (!screen.queryByRole('dialog')) await user.click(screen.getByRole('button', { name: reopenLabel }));
    const start = within(await screen.findByRole('dialog', { name: titles.start }));
    expect(start.getByRole('button', { name: uz.start.login })).toHaveFocus();
    expect(start.getByRole('button', { name: uz.start.register })).toBeEnabled();
    return;
  }

  const view = within(await screen.findByRole('dialog', { name: titles[step] }));
  const submitButton = await view.findByRole('button', { name: submitLabels[step] });
  expect(submitButton).toHaveProperty('disabled', busy);
  expect(view.getByRole('button', { name: uz.panel.back })).toHaveProperty('disabled', busy);
  expect(view.queryByRole('progressbar', { name: uz.busy }) !== null).toBe(busy);

  const errors = Object.entries(context.fieldErrors);
  for (const [, error] of errors) expect(view.getByText(uz.validation[error])).toBeInTheDocument();
  expect(panel().querySelectorAll('input[aria-invalid="true"]')).toHaveLength(errors.length);

  if (context.notice) expect(view.getByRole('status')).toHaveTextContent(uz.notices[context.notice]);
  else expect(view.queryByRole('status')).not.toBeInTheDocument();

  if (step === 'registerCode') {
    expect(view.getByRole('button', { name: uz.register.resend })).toHaveProperty('disabled', !context.resendAvailable || busy);
    expect(view.getByText(uz.register.codeSentTo.replace('{{phone}}', context.phoneNumber))).toBeInTheDocument();
  }
  if (step === 'registerDetails') {
    expect(view.getByLabelText(uz.fields.phone)).toHaveValue(context.phoneNumber);
    expect(view.getByLabelText(uz.fields.phone)).toHaveAttribute('readonly');
  }
}

const model = createAccountPanelModel();
const paths = coveringPaths(accountPanelMachine, edgePaths(model));

beforeEach(() => jest.useFakeTimers());

describe('AccountPanel, model-based through the UI', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const calls = new FakeCalls();
    renderAccountPanel({ actors: fakeAccountActors(calls), inspect: transitionRecorder(taken) });
    // The panel opens with focus on Login, whose focus ripple starts a moment later: both are in before the path starts.
    expect(await screen.findByRole('button', { name: uz.start.login })).toHaveFocus();

    await runPath(path, { perform: (event, before) => perform(user, calls, event, before), check: (state) => check(user, state) });
  }, 30_000);

  it('took every transition of the machine through the UI', () => {
    expect(definedTransitionKeys(accountPanelMachine).filter((key) => !taken.has(key))).toEqual([]);
  });
});
