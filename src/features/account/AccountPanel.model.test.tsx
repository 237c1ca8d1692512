import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountPanelMachine } from '../../../machines/accountPanel';
import { coveringPaths, definedTransitionKeys, edgePaths, runPath, transitionRecorder } from '../../../machines/testing/modelCoverage';
import { FakeCalls } from '../../../machines/testing/fakeCalls';
import { createAccountPanelModel, fakeAccountActors } from '../../../machines/testing/accountPanelModel';
import uz from '../../i18n/uz/account.json';
import { expectPanelShows, performOnPanel, type PanelUser } from './testing/accountPanelUser';
import { renderAccountPanel } from './testing/renderAccountPanel';

/*
 * The account panel's model paths, performed by a user on the rendered panel (testing/accountPanelUser.ts): every
 * event is a click or typing, every call outcome settles a fake call, and after each step the screen must show what
 * the model's state says. The paths are the fewest that together take every transition of the machine, and the
 * panel's own actor records which transitions it took, so the last test proves the UI covered them.
 */

const taken = new Set<string>();

const model = createAccountPanelModel();
const paths = coveringPaths(accountPanelMachine, edgePaths(model));

beforeEach(() => jest.useFakeTimers());

describe('AccountPanel, model-based through the UI', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const panelUser: PanelUser = {
      user: userEvent.setup({ advanceTimers: jest.advanceTimersByTime }),
      calls: new FakeCalls(),
      language: 'uz',
      // No matchMedia in jsdom: a small screen.
      wide: false,
    };
    renderAccountPanel({ actors: fakeAccountActors(panelUser.calls), inspect: transitionRecorder(taken) });
    // The panel opens with focus on Login, whose focus ripple starts a moment later: both are in before the path starts.
    expect(await screen.findByRole('button', { name: uz.start.login })).toHaveFocus();

    await runPath(path, { perform: (event, before) => performOnPanel(panelUser, event, before), check: (state) => expectPanelShows(panelUser, state) });
  }, 30_000);

  it('took every transition of the machine through the UI', () => {
    expect(definedTransitionKeys(accountPanelMachine).filter((key) => !taken.has(key))).toEqual([]);
  });
});
