import { Suspense } from 'react';
import type { Action } from '@reduxjs/toolkit';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { TextsGate } from '../components/TextsGate';
import { openAccountPanel } from '../features/account/openAccountPanel';
import { readAccessToken } from './session';
import { clearSession } from './sessionCookies';

/*
 * Loaded (by api.ts) only when the server refuses the customer's token, so universal-cookie and this code stay out of
 * the first load.
 */

/** One toast however many requests the refused token failed: notistack shows a key only once at a time. */
export const sessionExpiredToastKey = 'session-expired';

function SessionExpiredText() {
  const { t } = useTranslation();
  return t('profile.errors.sessionExpired');
}

/**
 * The server refused the customer's token (401: it ran out, or a password change or reset ended it, docs/api.md
 * Conventions). The shop forgets the session and every cached answer (they were the customer's), says so, and opens
 * the account panel for signing in again; the pages follow the session and show what a visitor sees.
 */
export function endRefusedSession(refusedToken: string, dispatch: (action: Action) => unknown, cacheReset: Action): void {
  // The other requests that carried the same token fail too, and a new sign-in may have replaced it meanwhile:
  // only the token still in the cookie is ended, once.
  if (readAccessToken() !== refusedToken) return;
  clearSession();
  dispatch(cacheReset);
  openAccountPanel(dispatch, { stayOnPage: true });
  enqueueSnackbar(
    // The toast can come before the page has every text; it waits for its own.
    <Suspense fallback={null}>
      <TextsGate>
        <SessionExpiredText />
      </TextsGate>
    </Suspense>,
    { key: sessionExpiredToastKey, preventDuplicate: true, variant: 'warning' },
  );
}
