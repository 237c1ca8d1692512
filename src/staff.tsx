import './app/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { LoginBody } from '../contract/auth';
import { ToastHost } from './app/ToastHost';
import { browserStorage } from './components/browserStorage';
import { readStaffToken } from './features/staff/staffSession';
import { preloadStaffTheme } from './features/staff/StaffTheme';
import type { StaffLoginResponse } from './features/staff/types';
import { detectLanguage } from './i18n/languages';

const container = document.getElementById('root');
if (!container) throw new Error('staff.html must contain <div id="root">');

/*
 * The staff application's entry (served for /staff/*), issue 33: a visit loads what its first screen needs and nothing
 * else. This chunk holds React and the choice between the two screens: signed out, the sign-in alone (staff-sign-in:
 * its form, its texts in both languages, no MUI, store or router); signed in, the application (staff-app: the store,
 * the router, the frame, every area's texts) with MUI's theme beside it (staff-theme), and then the page the address opens (each
 * section a chunk of its own, which the application fetches first thing: app/renderStaff.tsx).
 */
const root = createRoot(container);
const loadApp = () => import(/* webpackChunkName: "staff-app" */ './app/renderStaff');

/** Resolves once the application is drawn; rejects when its code cannot be had (the sign-in then says so). */
function startApp(): Promise<void> {
  preloadStaffTheme();
  return loadApp().then(({ renderStaff }) => renderStaff(root));
}

/** The code that follows a sign-in, fetched as soon as the merchant reaches for the form (once). */
let appWanted = false;
function fetchAppAhead(): void {
  if (appWanted) return;
  appWanted = true;
  preloadStaffTheme();
  void loadApp().catch(() => undefined); // startApp asks again, and the page's error boundary shows a failure
}

/**
 * The sign-in's call, through the one api on the application's store: their code comes with the application's, which
 * is fetched as the merchant reaches for the form, so the signed-out first load carries no Redux. Code that cannot be
 * fetched (offline) fails as RTK Query's unanswered call does, and the form says there is no connection.
 */
async function signIn(body: LoginBody): Promise<StaffLoginResponse> {
  const send = await signInCode().catch((error: unknown) => Promise.reject({ status: 'FETCH_ERROR', error: String(error) }));
  return send(body);
}

/** The sign-in's code, from the application's chunk (each import destructured where it is awaited, as below). */
async function signInCode(): Promise<(body: LoginBody) => Promise<StaffLoginResponse>> {
  const { staffStore } = await import(/* webpackChunkName: "staff-app" */ './app/staffStore');
  const { signInStaff } = await import(/* webpackChunkName: "staff-app" */ './features/staff/api');
  return (body) => signInStaff(staffStore().dispatch, body);
}

async function showSignIn(): Promise<void> {
  // The application sends /staff to the orders, where every sign-in lands: so does the sign-in shown in its place.
  if (/^\/staff\/?$/i.test(window.location.pathname)) window.history.replaceState(window.history.state, '', `/staff/orders${window.location.search}`);
  // One chunk (one name) for both: the second import finds it loaded. Each destructured where it is awaited, so that
  // webpack sees which exports are used.
  const { createSignInI18n } = await import(/* webpackChunkName: "staff-sign-in" */ './features/staff/frame/signInTexts');
  const { StaffSignInPage } = await import(/* webpackChunkName: "staff-sign-in" */ './features/staff/frame/StaffSignInPage');
  const i18n = createSignInI18n(detectLanguage({ storage: browserStorage(), navigatorLanguage: window.navigator.language, search: window.location.search }));
  // As a transition, React renders the page in slices with the browser free in between: its first texts and
  // components run cold (compiled on their first call), a task of some 300 ms on a phone in one piece (Total Blocking Time).
  startTransition(() =>
    root.render(
      <StrictMode>
        <I18nextProvider i18n={i18n}>
          <StaffSignInPage onIntent={fetchAppAhead} signIn={signIn} onSignedIn={startApp} />
          <ToastHost />
        </I18nextProvider>
      </StrictMode>,
    ),
  );
}

if (readStaffToken()) void startApp();
else void showSignIn();
