import { accountPanelClosed, accountPanelOpened, accountPanelSlice, selectAccountPanelOpen } from './accountPanelSlice';

describe('accountPanelSlice', () => {
  it('starts closed, opens and closes', () => {
    const reduce = accountPanelSlice.reducer;
    const closed = reduce(undefined, { type: 'init' });
    expect(selectAccountPanelOpen({ accountPanel: closed })).toBe(false);
    const open = reduce(closed, accountPanelOpened());
    expect(selectAccountPanelOpen({ accountPanel: open })).toBe(true);
    expect(selectAccountPanelOpen({ accountPanel: reduce(open, accountPanelClosed()) })).toBe(false);
  });
});
