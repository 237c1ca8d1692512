import { accountPanelClosed, accountPanelOpened, accountPanelSlice, selectAccountPanelOpen, selectStayOnPageAfterSignIn } from './accountPanelSlice';

describe('accountPanelSlice', () => {
  it('starts closed, opens and closes', () => {
    const reduce = accountPanelSlice.reducer;
    const closed = reduce(undefined, { type: 'init' });
    expect(selectAccountPanelOpen({ accountPanel: closed })).toBe(false);
    const open = reduce(closed, accountPanelOpened());
    expect(selectAccountPanelOpen({ accountPanel: open })).toBe(true);
    expect(selectAccountPanelOpen({ accountPanel: reduce(open, accountPanelClosed()) })).toBe(false);
  });

  it('remembers whether the page that opened it wants the shopper back there after the sign-in', () => {
    const reduce = accountPanelSlice.reducer;
    const closed = reduce(undefined, { type: 'init' });
    const fromCheckout = reduce(closed, accountPanelOpened({ stayOnPage: true }));
    expect(selectStayOnPageAfterSignIn({ accountPanel: fromCheckout })).toBe(true);
    const fromHeader = reduce(reduce(fromCheckout, accountPanelClosed()), accountPanelOpened());
    expect(selectStayOnPageAfterSignIn({ accountPanel: fromHeader })).toBe(false);
  });
});
