import { useMemo } from 'react';
import { useStore } from 'react-redux';
import { fromPromise } from 'xstate';
import type { AccountPanelActors } from '../../../machines/accountPanelTypes';
import type { AppStore } from '../../app/store';
import { useTelegramLogin } from '../telegram/login/useTelegramLogin';
import { accountApi } from './api';

const useAppStore = useStore.withTypes<AppStore>();

type MutationRequest<T> = { unwrap(): Promise<T>; abort(): void; reset(): void };

/**
 * Awaits a mutation for an actor: abandoning the actor (panel closed) aborts the request, and the
 * finished mutation is dropped from the store at once, so its arguments (passwords) never linger there.
 */
async function settle<T>(request: MutationRequest<T>, signal: AbortSignal): Promise<T> {
  signal.addEventListener('abort', () => request.abort(), { once: true });
  try {
    return await request.unwrap();
  } finally {
    request.reset();
  }
}

/**
 * The panel's calls as RTK Query mutations, dispatched on the store of the surrounding Provider (tests
 * bring their own store). A rejection carries RTK's `{status, data}`, which the machine reads.
 */
export function useAccountActors(): AccountPanelActors {
  const store = useAppStore();
  const telegramLogin = useTelegramLogin();
  return useMemo(() => {
    const { endpoints } = accountApi;
    return {
      loginCustomer: fromPromise(({ input, signal }) => settle(store.dispatch(endpoints.loginCustomer.initiate(input)), signal)),
      isRegistered: fromPromise(({ input, signal }) => settle(store.dispatch(endpoints.isRegistered.initiate(input)), signal)),
      smsCodeVerification: fromPromise(({ input, signal }) =>
        settle(store.dispatch(endpoints.smsCodeVerification.initiate(input)), signal),
      ),
      register: fromPromise(({ input, signal }) => settle(store.dispatch(endpoints.register.initiate(input)), signal)),
      sendVerifyCodeForForgetPassword: fromPromise(({ input, signal }) =>
        settle(store.dispatch(endpoints.sendVerifyCodeForForgetPassword.initiate(input)), signal),
      ),
      forgetPassword: fromPromise(({ input, signal }) => settle(store.dispatch(endpoints.forgetPassword.initiate(input)), signal)),
      // Started within the click that sent the machine its event, so the window opens in it.
      telegramAuthorization: fromPromise(({ signal }) => telegramLogin(signal)),
      telegramSignIn: fromPromise(({ input, signal }) => settle(store.dispatch(endpoints.telegramLogin.initiate(input)), signal)),
    } satisfies AccountPanelActors;
  }, [store, telegramLogin]);
}
