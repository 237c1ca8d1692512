import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { enqueueSnackbar } from 'notistack';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { readSession, useSession } from '../../app/session';
import { saveSession } from '../../app/sessionCookies';
import { errorToast } from '../../components/errorToast';
import { toServerFailure } from '../../../machines/serverFailure';
import { setMiniAppSignInOffer } from './signInOffer';
import { miniAppApi } from './miniAppApi';
import type { TelegramWebApp } from './webApp';

/**
 * After the user shared their phone: how long to wait before each new try. The contact reaches the bot through
 * Telegram on its own way, a moment after the app hears "sent".
 */
const phoneRetryDelaysMs = [500, 1000, 2000, 4000];

type Attempt = 'signedIn' | 'phoneNeeded' | 'failed';

/** The toast for a refused sign-in, by the server's code (docs/api.md "Telegram") or the status. */
function failureKey(error: unknown) {
  const failure = toServerFailure(error);
  if (failure.status === 'network') return 'network';
  if (failure.status === 429) return 'rateLimited';
  if (failure.code === 'TELEGRAM_ALREADY_LINKED') return 'alreadyLinked';
  if (failure.code === 'TELEGRAM_INVALID' || failure.status === 401) return 'invalid';
  return 'unknown';
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Signs the shopper in from Telegram's launch data at start, unless they are signed in already, as the account panel
 * does after a phone sign-in (the session kept, the customer's data read again; the layout merges what a visitor had
 * kept). The first time, the server needs the user's phone: the shopper is asked to share it with the bot
 * (requestContact), and the sign-in is tried again until the contact has reached it. Declined, the shopper goes on as
 * a visitor; every request to sign in offers Telegram's sign-in again (signInOffer.ts), with the account panel one tap on.
 */
export function useMiniAppSignIn(webApp: TelegramWebApp) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const signedIn = useSession() !== null;
  const [phoneNeeded, setPhoneNeeded] = useState(false);
  const [promptOpen, setPromptOpen] = useState(false);
  const [waiting, setWaiting] = useState(false);
  const [otherWays, setOtherWays] = useState<(() => void) | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const attempt = useCallback(async (): Promise<Attempt> => {
    const request = dispatch(miniAppApi.endpoints.miniAppSignIn.initiate({ initData: webApp.initData }));
    try {
      saveSession(await request.unwrap());
      dispatch(api.util.invalidateTags(['Customer']));
      return 'signedIn';
    } catch (error) {
      const failure = toServerFailure(error);
      if (failure.status === 409 && failure.code === 'TELEGRAM_PHONE_NEEDED') return 'phoneNeeded';
      errorToast(t(`telegram.miniApp.errors.${failureKey(error)}`));
      return 'failed';
    } finally {
      // The answer holds a token: it is kept in the session's cookies only.
      request.reset();
    }
  }, [dispatch, webApp, t]);

  const signedInNow = useCallback(() => {
    setPhoneNeeded(false);
    setPromptOpen(false);
    enqueueSnackbar(t('telegram.miniApp.signedIn'), { variant: 'success' });
  }, [t]);

  /**
   * Signs in by Telegram, or asks for the phone when the server needs it. `panel`, when the shopper asked for the
   * account panel: it is the way on when Telegram's sign-in is refused (the toast says why).
   */
  const offer = useCallback(
    async (panel?: () => void) => {
      setOtherWays(panel ? () => panel : null);
      if (phoneNeeded) {
        setPromptOpen(true);
        return;
      }
      const result = await attempt();
      if (!mounted.current) return;
      if (result === 'phoneNeeded') {
        setPhoneNeeded(true);
        setPromptOpen(true);
      } else if (result === 'failed') panel?.();
      // A sign-in the shopper asked for is told; the one at start goes without saying.
      else if (panel) signedInNow();
    },
    [phoneNeeded, attempt, signedInNow],
  );

  const started = useRef(false);
  useEffect(() => {
    if (started.current || !webApp.initData || readSession()) return;
    started.current = true;
    void offer();
  }, [offer, webApp]);

  // A visitor's account entry (the header's, the bottom bar's) signs in by Telegram first, also after a sign-out.
  const offered = !signedIn && webApp.initData !== '';
  useEffect(() => {
    if (!offered) return undefined;
    setMiniAppSignInOffer((panel) => void offer(panel));
    return () => setMiniAppSignInOffer(null);
  }, [offered, offer]);

  const retryUntilTheContactArrives = useCallback(async () => {
    setWaiting(true);
    try {
      for (const wait of phoneRetryDelaysMs) {
        await delay(wait);
        if (!mounted.current) return;
        const result = await attempt();
        if (result === 'signedIn') return signedInNow();
        if (result === 'failed') return undefined;
      }
      errorToast(t('telegram.miniApp.errors.phoneNotReceived'));
      return undefined;
    } finally {
      if (mounted.current) setWaiting(false);
    }
  }, [attempt, signedInNow, t]);

  const share = useCallback(() => {
    try {
      webApp.requestContact((shared) => {
        if (!mounted.current) return;
        if (shared) void retryUntilTheContactArrives();
        else setPromptOpen(false);
      });
    } catch {
      // Telegram is asking already (a second tap): its answer comes to the first request.
    }
  }, [webApp, retryUntilTheContactArrives]);

  const close = useCallback(() => {
    setPromptOpen(false);
    setOtherWays(null);
  }, []);
  const signInOtherWay = useCallback(() => {
    const panel = otherWays;
    close();
    panel?.();
  }, [otherWays, close]);

  return { promptOpen: promptOpen && !signedIn, waiting, share, close, signInOtherWay: otherWays ? signInOtherWay : null };
}
