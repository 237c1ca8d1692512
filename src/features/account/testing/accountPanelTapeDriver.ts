import userEvent from '@testing-library/user-event';
import type { AccountPanelSnapshot } from '../../../../machines/accountPanel';
import { fakeAccountActors } from '../../../../machines/testing/accountPanelModel';
import { FakeCalls } from '../../../../machines/testing/fakeCalls';
import type { TapeDriver } from '../../../../machines/tapes/replay';
import type { Tape } from '../../../../machines/tapes/tape';
import { watchedMachine } from '../../../../machines/tapes/tapeSteps';
import { setScreenWidth } from '../../../../test/web/screen';
import { expectPanelShows, performOnPanel, type PanelUser } from './accountPanelUser';
import { renderAccountPanel } from './renderAccountPanel';

/** MUI's md breakpoint: from here a sign-in opens the profile's wide layout (AccountPanel's useFinishLogin). */
const WIDE_FROM = 900;

/**
 * The UI side of an account panel tape's replay: the panel rendered in the tape's language and width, its calls
 * fakes, each step done by a user (accountPanelUser.ts), and the panel's own actor watched for what it received and
 * the state it reached. Needs jest's fake timers (a delay's end moves them on).
 */
export async function accountPanelTapeDriver(tape: Tape): Promise<TapeDriver> {
  setScreenWidth(tape.width);
  const panelUser: PanelUser = {
    // No pause between keys: a tape's replay is in npm test, and the model tests type with pauses already.
    user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null }),
    calls: new FakeCalls(),
    language: tape.language,
    wide: tape.width >= WIDE_FROM,
    pastes: true,
  };
  const machine = watchedMachine<AccountPanelSnapshot>();
  const view = renderAccountPanel({ actors: fakeAccountActors(panelUser.calls), language: tape.language, inspect: machine.inspect });
  const now = machine.latest;
  await expectPanelShows(panelUser, now());

  return {
    perform: ({ event }) => performOnPanel(panelUser, event, now()),
    takeReceived: machine.takeReceived,
    reached: () => now().value,
    confirm: () => expectPanelShows(panelUser, now()),
    stop: () => view.unmount(),
  };
}
