import type { AnyEventObject } from 'xstate';
import { KNOWN_PHONE, MODEL_SESSION, MODEL_TELEGRAM_FIELDS, startAccountPanel } from './testing/accountPanelModel';

/* "Log in with Telegram" in the account panel's machine, case by case (the model tests take its every transition). */

beforeEach(() => jest.useFakeTimers());

describe('accountPanel machine, Telegram', () => {
  const telegramRefusal = (status: number, code: string, message: string) => ({ status, data: { error: { code, message } } });

  async function settle(panel: ReturnType<typeof startAccountPanel>, event: AnyEventObject) {
    panel.calls.settle(event);
    await jest.advanceTimersByTimeAsync(0);
  }

  it('signs in with what Telegram’s window answered, and forgets it afterwards', async () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'LOGIN_WITH_TELEGRAM' });
    expect(panel.actor.getSnapshot().matches({ startTelegram: 'authorizing' })).toBe(true);
    expect(panel.actor.getSnapshot().hasTag('busy')).toBe(true);

    await settle(panel, { type: 'xstate.done.actor.telegramAuthorization', output: { status: 'authorized', fields: MODEL_TELEGRAM_FIELDS } });
    expect(panel.calls.made).toEqual([
      { id: 'telegramAuthorization', input: undefined },
      { id: 'telegramSignIn', input: MODEL_TELEGRAM_FIELDS },
    ]);

    await settle(panel, { type: 'xstate.done.actor.telegramSignIn', output: MODEL_SESSION });
    expect(panel.emitted).toEqual([{ type: 'loggedIn', session: MODEL_SESSION }]);
    expect(panel.actor.getSnapshot().value).toBe('start');
    expect(panel.actor.getSnapshot().context.telegramFields).toBeNull();
  });

  it('sends a Telegram user nobody linked to the phone login, saying how to link', async () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'LOGIN_WITH_TELEGRAM' });
    await settle(panel, { type: 'xstate.done.actor.telegramAuthorization', output: { status: 'authorized', fields: MODEL_TELEGRAM_FIELDS } });
    await settle(panel, { type: 'xstate.error.actor.telegramSignIn', error: telegramRefusal(404, 'TELEGRAM_NOT_LINKED', 'No customer is linked') });

    expect(panel.actor.getSnapshot().value).toBe('login');
    expect(panel.actor.getSnapshot().context).toMatchObject({ notice: 'telegramNotLinked', telegramFields: null });
    expect(panel.emitted).toEqual([]);
  });

  it('returns to the login form when the window is closed, saying nothing', async () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'CHOOSE_LOGIN' });
    panel.actor.send({ type: 'SUBMIT_LOGIN', phoneNumber: KNOWN_PHONE, password: '' });
    panel.actor.send({ type: 'LOGIN_WITH_TELEGRAM' });
    expect(panel.actor.getSnapshot().matches({ loginTelegram: 'authorizing' })).toBe(true);
    expect(panel.actor.getSnapshot().context.fieldErrors).toEqual({});

    await settle(panel, { type: 'xstate.done.actor.telegramAuthorization', output: { status: 'cancelled' } });
    expect(panel.actor.getSnapshot().value).toBe('login');
    expect(panel.emitted).toEqual([]);
    expect(panel.calls.made.map(({ id }) => id)).toEqual(['telegramAuthorization']);
  });

  it('says when the browser blocked the window', async () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'LOGIN_WITH_TELEGRAM' });
    await settle(panel, { type: 'xstate.done.actor.telegramAuthorization', output: { status: 'blocked' } });

    expect(panel.actor.getSnapshot().value).toBe('start');
    expect(panel.emitted).toEqual([{ type: 'failed', reason: 'telegramPopupBlocked' }]);
  });

  it.each([
    ['forged or stale data', telegramRefusal(401, 'TELEGRAM_INVALID', 'The Telegram data is forged or expired'), { reason: 'telegramInvalid' }],
    ['too many tries', telegramRefusal(429, 'RATE_LIMITED', 'Too many requests'), { reason: 'rateLimited', serverMessage: 'Too many requests' }],
  ])('reports %s and goes back to where Telegram was chosen', async (_case, error, failure) => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'CHOOSE_LOGIN' });
    panel.actor.send({ type: 'LOGIN_WITH_TELEGRAM' });
    await settle(panel, { type: 'xstate.done.actor.telegramAuthorization', output: { status: 'authorized', fields: MODEL_TELEGRAM_FIELDS } });
    await settle(panel, { type: 'xstate.error.actor.telegramSignIn', error });

    expect(panel.actor.getSnapshot().value).toBe('login');
    expect(panel.emitted).toEqual([{ type: 'failed', ...failure }]);
  });

  it('abandons Telegram’s window when the panel closes', () => {
    const panel = startAccountPanel();
    panel.actor.send({ type: 'LOGIN_WITH_TELEGRAM' });
    expect(panel.calls.isPending('telegramAuthorization')).toBe(true);

    panel.actor.send({ type: 'CLOSE' });

    expect(panel.calls.isPending('telegramAuthorization')).toBe(false);
    expect(panel.actor.getSnapshot().value).toBe('start');
  });
});
