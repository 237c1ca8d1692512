import type { AccountPanelSnapshot } from './accountPanel';

/** The form a snapshot shows; a busy state keeps showing the form that started the call (Telegram's too). */
export type AccountPanelStep =
  | 'start'
  | 'login'
  | 'registerPhone'
  | 'registerCode'
  | 'registerDetails'
  | 'forgotPhone'
  | 'forgotReset';

export function accountPanelStep(snapshot: AccountPanelSnapshot): AccountPanelStep {
  if (snapshot.matches('login') || snapshot.matches('loggingIn') || snapshot.matches('loginTelegram')) return 'login';
  if (snapshot.matches('registerPhone') || snapshot.matches('checkingRegistered')) return 'registerPhone';
  if (snapshot.matches('registerCode')) return 'registerCode';
  if (snapshot.matches('registerDetails') || snapshot.matches('registering')) return 'registerDetails';
  if (snapshot.matches('forgotPhone') || snapshot.matches('sendingCode')) return 'forgotPhone';
  if (snapshot.matches('forgotReset') || snapshot.matches('resetting')) return 'forgotReset';
  return 'start';
}
