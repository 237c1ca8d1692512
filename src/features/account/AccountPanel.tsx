import { useCallback, useEffect, useId, useRef } from 'react';
import { Box, Drawer, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useMachine } from '@xstate/react';
import { useSnackbar, type SnackbarKey } from 'notistack';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { InspectionEvent } from 'xstate';
import { accountPanelMachine } from '../../../machines/accountPanel';
import { accountPanelStep, type AccountPanelStep } from '../../../machines/accountPanelStep';
import type { AccountPanelActors, AccountPanelEmitted, Session } from '../../../machines/accountPanelTypes';
import { api } from '../../app/api';
import { devMachineInspect } from '../../components/devtools/machineInspection';
import { errorToast } from '../../components/errorToast';
import { focusPageHeading } from '../../components/pageFocus';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { saveSession } from '../../app/sessionCookies';
import { selectStayOnPageAfterSignIn } from './accountPanelSlice';
import { CodeStep } from './components/CodeStep';
import { DetailsStep } from './components/DetailsStep';
import { LoginStep } from './components/LoginStep';
import { PanelHeader } from './components/PanelHeader';
import { PhoneStep } from './components/PhoneStep';
import { ResetStep } from './components/ResetStep';
import { StartStep } from './components/StartStep';
import type { StepProps } from './components/stepProps';
import { useAccountActors } from './useAccountActors';

/** The panel is 464 px wide; below that it takes the whole width. */
export const ACCOUNT_PANEL_WIDTH = 464;

type AccountPanelProps = {
  open: boolean;
  onClose: () => void;
  /** Tests replace the server calls; the app uses the RTK Query ones. */
  actors?: Partial<AccountPanelActors>;
  /** Observes the machine (tests record transitions; development builds forward to the dev tools: components/devtools). */
  inspect?: (inspection: InspectionEvent) => void;
};

const titleKeys = {
  start: 'account.titles.start',
  login: 'account.titles.login',
  registerPhone: 'account.titles.register',
  registerCode: 'account.titles.register',
  registerDetails: 'account.titles.register',
  forgotPhone: 'account.titles.forgot',
  forgotReset: 'account.titles.forgot',
} as const satisfies Record<AccountPanelStep, string>;

function StepView({ step, telegramBusy, ...props }: StepProps & { step: AccountPanelStep; telegramBusy: boolean }) {
  switch (step) {
    case 'start':
      return <StartStep busy={props.busy} send={props.send} />;
    case 'login':
      return <LoginStep {...props} telegramBusy={telegramBusy} />;
    case 'registerPhone':
      return <PhoneStep {...props} purpose="register" />;
    case 'registerCode':
      return <CodeStep {...props} />;
    case 'registerDetails':
      return <DetailsStep {...props} />;
    case 'forgotPhone':
      return <PhoneStep {...props} purpose="forgot" />;
    case 'forgotReset':
      return <ResetStep {...props} />;
  }
}

/**
 * After a login: keep the session, refresh customer data, and go to the profile; or, when the page asked to stay, put
 * the keyboard's focus on its heading once the panel has gone (its opener, "Kirish" in the header, is replaced by the
 * avatar, and the focus would fall to the page's body). A page the sign-in then leads to (the checkout a visitor's cart
 * waited for) takes it to its own heading (src/app/layout/RouteAnnouncer.tsx).
 */
function useFinishLogin(onClose: () => void) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const theme = useTheme();
  const wide = useMediaQuery(theme.breakpoints.up('md'));
  const stayOnPage = useAppSelector(selectStayOnPageAfterSignIn);
  return useCallback(
    (session: Session) => {
      saveSession(session);
      dispatch(api.util.invalidateTags(['Customer']));
      onClose();
      if (stayOnPage) focusPageHeading();
      else navigate(wide ? '/profile?tab=my-profile' : '/profile');
    },
    [dispatch, navigate, onClose, wide, stayOnPage],
  );
}

type Failure = Extract<AccountPanelEmitted, { type: 'failed' }>;

/** A failure's text; Telegram's own are in its area, shared with the profile's linking. */
function failureText({ reason, serverMessage }: Failure, t: TFunction): string {
  if (reason === 'telegramPopupBlocked') return t('telegram.login.popupBlocked');
  if (reason === 'telegramInvalid') return t('telegram.login.invalid');
  // The server's own words only help when no translated text covers the case.
  if (reason === 'unknown' && serverMessage) return t('account.errors.unknownWithDetail', { detail: serverMessage });
  return t(`account.errors.${reason}`);
}

/**
 * The panel's failure toasts, and their dismissal: once a sign-in succeeds, what went wrong before is no longer
 * true, so its toasts leave with the panel instead of lying over the profile.
 */
function useFailureToasts() {
  const { t } = useTranslation();
  const { closeSnackbar } = useSnackbar();
  const shown = useRef(new Set<SnackbarKey>());
  const showFailure = useCallback(
    (failure: Failure) => {
      const key = errorToast(failureText(failure, t), { onExited: (_node, exitedKey) => shown.current.delete(exitedKey) });
      shown.current.add(key);
    },
    [t],
  );
  const dismissFailures = useCallback(() => {
    for (const key of shown.current) closeSnackbar(key);
    shown.current.clear();
  }, [closeSnackbar]);
  return { showFailure, dismissFailures };
}

/** The right-side login and registration panel: the machine decides the step, this draws it. */
export function AccountPanel({ open, onClose, actors, inspect }: AccountPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const apiActors = useAccountActors();
  const [snapshot, send, actorRef] = useMachine(accountPanelMachine.provide({ actors: { ...apiActors, ...actors } }), {
    inspect: inspect ?? devMachineInspect('accountPanel'),
  });
  const finishLogin = useFinishLogin(onClose);
  const { showFailure, dismissFailures } = useFailureToasts();

  useEffect(() => {
    const subscriptions = [
      actorRef.on('loggedIn', ({ session }) => {
        dismissFailures();
        finishLogin(session);
      }),
      actorRef.on('failed', showFailure),
      actorRef.on('closeRequested', onClose),
    ];
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [actorRef, finishLogin, showFailure, dismissFailures, onClose]);

  // However the panel was closed (button, Escape, backdrop, the parent), the next opening starts afresh.
  useEffect(() => {
    if (!open) send({ type: 'CLOSE' });
  }, [open, send]);

  const step = accountPanelStep(snapshot);
  const busy = snapshot.hasTag('busy');
  const close = () => {
    send({ type: 'CLOSE' });
    onClose();
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={close}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: { width: '100%', maxWidth: ACCOUNT_PANEL_WIDTH },
        },
      }}
    >
      <PanelHeader
        titleId={titleId}
        title={t(titleKeys[step])}
        backDisabled={busy}
        onBack={() => send({ type: 'BACK' })}
        onClose={close}
      />
      <Box sx={{ p: { xs: 2, sm: 3 }, overflowY: 'auto' }}>
        {/* A new step mounts afresh: empty fields, and focus on its first field. */}
        <StepView
          key={step}
          step={step}
          context={snapshot.context}
          busy={busy}
          telegramBusy={snapshot.matches('startTelegram') || snapshot.matches('loginTelegram')}
          send={send}
        />
      </Box>
    </Drawer>
  );
}
