import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { AnyEventObject } from 'xstate';
import { RESEND_DELAY_MS, type AccountPanelSnapshot } from '../../../../machines/accountPanel';
import { accountPanelStep, type AccountPanelStep } from '../../../../machines/accountPanelStep';
import { failureReason, toServerFailure } from '../../../../machines/serverFailure';
import { isActorOutcome, type FakeCalls } from '../../../../machines/testing/fakeCalls';
import { readSession } from '../../../app/session';
import type { Language } from '../../../i18n/languages';
import ruAccount from '../../../i18n/ru/account.json';
import ruTelegram from '../../../i18n/ru/telegram.json';
import uzAccount from '../../../i18n/uz/account.json';
import uzTelegram from '../../../i18n/uz/telegram.json';
import { reopenLabel } from './renderAccountPanel';

/*
 * A user on the rendered account panel (renderAccountPanel): `performOnPanel` makes one of the machine's events happen
 * the way a shopper does (clicks, typing, Enter) or settles the fake call an answer names, and `expectPanelShows`
 * checks the screen against a state of the machine. The model tests walk their paths with these, and a tape's UI
 * replay (accountPanelTapeDriver.ts) its steps.
 */

export type PanelUser = {
  user: UserEvent;
  calls: FakeCalls;
  language: Language;
  /** A window of md width and up: a sign-in then opens the profile's wide layout. */
  wide: boolean;
  /** Pastes what it would type (one input event instead of one a key): a tape's replay, at half the time. */
  pastes?: boolean;
};

const textsOf = {
  uz: { account: uzAccount, telegram: uzTelegram },
  ru: { account: ruAccount, telegram: ruTelegram },
} satisfies Record<Language, { account: typeof uzAccount; telegram: typeof uzTelegram }>;

function labels(language: Language) {
  const { account, telegram } = textsOf[language];
  const titles: Record<AccountPanelStep, string> = {
    start: account.titles.start,
    login: account.titles.login,
    registerPhone: account.titles.register,
    registerCode: account.titles.register,
    registerDetails: account.titles.register,
    forgotPhone: account.titles.forgot,
    forgotReset: account.titles.forgot,
  };
  const submits: Record<Exclude<AccountPanelStep, 'start'>, string> = {
    login: account.login.submit,
    registerPhone: account.register.continue,
    registerCode: account.register.verify,
    registerDetails: account.register.submit,
    forgotPhone: account.forgot.sendCode,
    forgotReset: account.forgot.submit,
  };
  return { account, telegram, titles, submits };
}

function panel(): HTMLElement {
  return screen.getByRole('dialog');
}

async function fill({ user, pastes }: PanelUser, field: HTMLElement, value: string) {
  await user.clear(field);
  if (!value) return;
  // The cleared field keeps the focus, where a paste goes.
  if (pastes) await user.paste(value);
  else await user.type(field, value);
}

/** The failure toast an answer brings, if any. */
function toastText(event: AnyEventObject, language: Language): string | undefined {
  const { account, telegram } = textsOf[language];
  if (event.type === 'xstate.done.actor.telegramAuthorization') return event.output.status === 'blocked' ? telegram.login.popupBlocked : undefined;
  if (!event.type.startsWith('xstate.error.actor.')) return undefined;
  if (event.type === 'xstate.error.actor.loginCustomer') return account.errors.loginFailed;
  const failure = toServerFailure(event.error);
  // Not linked is said by the login form's notice instead.
  if (failure.code === 'TELEGRAM_NOT_LINKED') return undefined;
  if (failure.code === 'TELEGRAM_INVALID') return telegram.login.invalid;
  return account.errors[failureReason(failure)];
}

async function waitUntilClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const signIns = ['xstate.done.actor.loginCustomer', 'xstate.done.actor.telegramSignIn', 'xstate.done.actor.register'];

/** Makes `event` happen on the panel, which was in state `before`. */
export async function performOnPanel(panelUser: PanelUser, event: AnyEventObject, before: AccountPanelSnapshot) {
  const { user, calls, language, wide } = panelUser;
  const { account, submits } = labels(language);
  const inPanel = () => within(panel());
  const submit = (step: Exclude<AccountPanelStep, 'start'>) => user.click(inPanel().getByRole('button', { name: submits[step] }));

  if (isActorOutcome(event)) {
    const toast = toastText(event, language);
    const toasts = toast ? screen.queryAllByText(toast).length : 0;
    await act(async () => calls.settle(event));
    if (toast) await waitFor(() => expect(screen.queryAllByText(toast)).toHaveLength(toasts + 1));
    if (signIns.includes(event.type)) {
      await waitUntilClosed();
      // The session the call answered, whatever else its answer carried.
      expect(readSession()).toEqual({ accessToken: event.output.accessToken, customerId: event.output.customerId });
      // jsdom's window is a phone unless the test set a wider one (test/web/screen.ts).
      expect(screen.getByTestId('location')).toHaveTextContent(wide ? /^\/profile\?tab=my-profile$/ : /^\/profile$/);
    }
    return;
  }

  switch (event.type) {
    case 'xstate.after.resendDelay.accountPanel.registerCode':
      await act(async () => jest.advanceTimersByTime(RESEND_DELAY_MS));
      return;
    case 'CHOOSE_LOGIN':
      await user.click(inPanel().getByRole('button', { name: account.start.login }));
      return;
    case 'CHOOSE_REGISTER':
      await user.click(inPanel().getByRole('button', { name: account.start.register }));
      return;
    case 'LOGIN_WITH_TELEGRAM':
      await user.click(inPanel().getByRole('button', { name: account.telegram.login }));
      return;
    case 'FORGOT_PASSWORD':
      await fill(panelUser, inPanel().getByLabelText(account.fields.phone), event.phoneNumber);
      await user.click(inPanel().getByRole('button', { name: account.login.forgot }));
      return;
    case 'SUBMIT_LOGIN':
      await fill(panelUser, inPanel().getByLabelText(account.fields.phone), event.phoneNumber);
      await fill(panelUser, inPanel().getByLabelText(account.fields.password), event.password);
      // The keyboard way: Enter in the last field submits the form.
      await user.type(inPanel().getByLabelText(account.fields.password), '{Enter}');
      return;
    case 'SUBMIT_PHONE':
      await fill(panelUser, inPanel().getByLabelText(account.fields.phone), event.phoneNumber);
      await submit(accountPanelStep(before) === 'forgotPhone' ? 'forgotPhone' : 'registerPhone');
      return;
    case 'SUBMIT_CODE':
      await fill(panelUser, inPanel().getByLabelText(account.fields.code), event.verifyCode);
      await submit('registerCode');
      return;
    case 'RESEND_CODE':
      await user.click(inPanel().getByRole('button', { name: account.register.resend }));
      return;
    case 'SUBMIT_DETAILS':
      await fill(panelUser, inPanel().getByLabelText(account.fields.fullName), event.fullName);
      // Typed as the shopper writes it, day first ("31.01.1990"), in one change.
      fireEvent.change(inPanel().getByLabelText(account.fields.birthDate), { target: { value: event.birthDate.split('-').reverse().join('.') } });
      await fill(panelUser, inPanel().getByLabelText(account.fields.password), event.password);
      await user.click(inPanel().getByRole('radio', { name: account.gender[event.gender as 'Ayol' | 'Erkak'] }));
      await submit('registerDetails');
      return;
    case 'SUBMIT_RESET':
      await fill(panelUser, inPanel().getByLabelText(account.fields.code), event.verifyCode);
      await fill(panelUser, inPanel().getByLabelText(account.fields.newPassword), event.newPassword);
      await fill(panelUser, inPanel().getByLabelText(account.fields.confirmPassword), event.confirmPassword);
      await submit('forgotReset');
      return;
    case 'BACK':
      await user.click(inPanel().getByRole('button', { name: account.panel.back }));
      if (accountPanelStep(before) === 'start') await waitUntilClosed();
      return;
    case 'CLOSE':
      await user.click(inPanel().getByRole('button', { name: account.panel.close }));
      await waitUntilClosed();
      return;
    default:
      throw new Error(`No user action for ${event.type}`);
  }
}

/** Asserts the screen shows `snapshot`: its form, busy or not, its field errors, notice and resend button. */
export async function expectPanelShows({ user, language }: PanelUser, snapshot: AccountPanelSnapshot) {
  const { account, titles, submits } = labels(language);
  const step = accountPanelStep(snapshot);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');

  if (step === 'start') {
    // The panel may have closed (close, back from the start, login); opening it again shows the start.
    const reopened = !screen.queryByRole('dialog');
    if (reopened) await user.click(screen.getByRole('button', { name: reopenLabel }));
    const start = within(await screen.findByRole('dialog', { name: titles.start }));
    if (reopened) expect(start.getByRole('button', { name: account.start.login })).toHaveFocus();
    // Busy only while Telegram's sign-in runs: every choice waits for it, and its button shows the spinner.
    for (const name of [account.start.login, account.start.register, account.telegram.login]) {
      expect(start.getByRole('button', { name })).toHaveProperty('disabled', busy);
    }
    expect(start.queryByRole('progressbar', { name: account.busy }) !== null).toBe(busy);
    expect(start.getByRole('button', { name: account.panel.back })).toHaveProperty('disabled', busy);
    return;
  }

  const view = within(await screen.findByRole('dialog', { name: titles[step] }));
  const submitButton = await view.findByRole('button', { name: submits[step] });
  expect(submitButton).toHaveProperty('disabled', busy);
  if (step === 'login') expect(view.getByRole('button', { name: account.telegram.login })).toHaveProperty('disabled', busy);
  expect(view.getByRole('button', { name: account.panel.back })).toHaveProperty('disabled', busy);
  expect(view.queryByRole('progressbar', { name: account.busy }) !== null).toBe(busy);

  const errors = Object.entries(context.fieldErrors);
  for (const [, error] of errors) expect(view.getByText(account.validation[error])).toBeInTheDocument();
  expect(panel().querySelectorAll('input[aria-invalid="true"]')).toHaveLength(errors.length);

  if (context.notice) expect(view.getByRole('status')).toHaveTextContent(account.notices[context.notice]);
  else expect(view.queryByRole('status')).not.toBeInTheDocument();

  if (step === 'registerCode') {
    expect(view.getByRole('button', { name: account.register.resend })).toHaveProperty('disabled', !context.resendAvailable || busy);
    expect(view.getByText(account.register.codeSentTo.replace('{{phone}}', context.phoneNumber))).toBeInTheDocument();
  }
  if (step === 'registerDetails') {
    expect(view.getByLabelText(account.fields.phone)).toHaveValue(context.phoneNumber);
    expect(view.getByLabelText(account.fields.phone)).toHaveAttribute('readonly');
  }
}
