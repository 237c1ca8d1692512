import { useCallback, useContext, useEffect, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, useBlocker, useLocation, type Navigator, type To } from 'react-router-dom';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';

/** Whether a navigation must ask first: read when it happens, so a page can let its own navigation after a save through. */
type Blocks = () => boolean;

const pathnameOf = (to: To, current: string) => (typeof to === 'string' ? (to.split(/[?#]/)[0] ?? to) : (to.pathname ?? current));

/** "Leave without saving?": the question every staff editor asks before its unsaved changes go. */
export function LeaveDialog({ onStay, onLeave }: { onStay: () => void; onLeave: () => void }) {
  const { t } = useTranslation();
  return (
    <ConfirmDeleteDialog title={t('staff.unsaved.title')} text={t('staff.unsaved.text')} confirm={t('staff.unsaved.leave')} keep={t('staff.unsaved.stay')} busy={false} onCancel={onStay} onConfirm={onLeave} />
  );
}

type GuardProps = {
  blocks: Blocks;
  /** "Leave without saving" was chosen: the changes are given up, also while the page is still shown (its next page loading). */
  onLeave: () => void;
};

/** Under a data router (the tests' createMemoryRouter): react-router's own blocker, which also holds the browser's Back. */
function BlockerGuard({ blocks, onLeave }: GuardProps) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => blocks() && currentLocation.pathname !== nextLocation.pathname);
  if (blocker.state !== 'blocked') return null;
  return (
    <LeaveDialog
      onStay={() => blocker.reset()}
      onLeave={() => {
        onLeave();
        blocker.proceed();
      }}
    />
  );
}

/**
 * Under the declarative <BrowserRouter> the staff entry runs in (app/StaffRoot.tsx), useBlocker throws: every Link and
 * useNavigate call goes through the navigation context's navigator (the history object), so its push and replace are
 * wrapped while the page is mounted and put back after. The browser's Back is not held here (beforeunload does not fire on it).
 */
function HistoryGuard({ blocks, onLeave }: GuardProps) {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const { pathname } = useLocation();
  const current = useRef(pathname);
  const [pending, setPending] = useState<(() => void) | null>(null);

  useLayoutEffect(() => {
    current.current = pathname;
  }, [pathname]);

  useEffect(() => {
    const { push, replace } = navigator;
    const guarded =
      (go: Navigator['push']): Navigator['push'] =>
      (to, state, options) => {
        if (!blocks() || pathnameOf(to, current.current) === current.current) {
          go.call(navigator, to, state, options);
          return;
        }
        // The navigation waits in the dialog: Leave runs it as it was asked for.
        setPending(() => () => go.call(navigator, to, state, options));
      };
    const target: Navigator = navigator;
    target.push = guarded(push);
    target.replace = guarded(replace);
    return () => {
      target.push = push;
      target.replace = replace;
    };
  }, [navigator, blocks]);

  if (!pending) return null;
  return (
    <LeaveDialog
      onStay={() => setPending(null)}
      onLeave={() => {
        setPending(null);
        onLeave();
        pending();
      }}
    />
  );
}

/**
 * While `dirty`, closing or reloading the tab gets the browser's own "leave this page?" question, unless `asks` says the
 * changes were given up already.
 */
export function useLeavePageWarning(dirty: boolean, asks: () => boolean = () => true): void {
  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      if (!asks()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set as well.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty, asks]);
}

/**
 * Keeps a staff editor's unsaved changes from going unnoticed: while `dirty`, leaving the page inside the app asks
 * first (the returned `guard` renders that question), and closing or reloading the tab gets the browser's own question.
 * `release` lets the page's next navigation through unasked: one it makes itself after saving or deleting, before
 * its own state has caught up.
 */
export function useUnsavedChangesGuard(dirty: boolean): { guard: ReactElement; release: () => void } {
  const dirtyNow = useRef(dirty);
  const released = useRef(false);
  const dataRouter = useContext(UNSAFE_DataRouterContext);

  useLayoutEffect(() => {
    dirtyNow.current = dirty;
    // A page edited again after a release is guarded again.
    if (dirty) released.current = false;
  }, [dirty]);

  const blocks = useCallback(() => dirtyNow.current && !released.current, []);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  // The next section's code may still be on its way after "leave without saving": the page stays until it is in, and
  // closing the tab meanwhile must not ask about what was given up.
  useLeavePageWarning(dirty, blocks);

  // Which router the page is under does not change while it is mounted.
  const guard = dataRouter ? <BlockerGuard blocks={blocks} onLeave={release} /> : <HistoryGuard blocks={blocks} onLeave={release} />;
  return { guard, release };
}
