import { accountPanelOpened } from './accountPanelSlice';
import { miniAppSignInOffer } from '../telegram/signInOffer';

/**
 * Asks the visitor to sign in, wherever the asking comes from (the header, the checkout, a heart, "add to cart", a
 * session that ended): the account panel, or, inside Telegram while the shopper can still sign in by sharing their
 * phone with the bot, that offer first (telegram/signInOffer.ts), with the panel one tap on. `stayOnPage` as the panel's.
 */
export function openAccountPanel(dispatch: (action: ReturnType<typeof accountPanelOpened>) => unknown, options?: { stayOnPage: boolean }): void {
  const panel = () => dispatch(accountPanelOpened(options));
  const telegramOffer = miniAppSignInOffer();
  if (telegramOffer) telegramOffer(panel);
  else panel();
}
