/*
 * Inside Telegram, while the shopper could still sign in by sharing their phone with the bot, the Mini App
 * (useMiniAppSignIn.ts) leaves here what opens that offer; every request to sign in (account/openAccountPanel.ts)
 * opens it instead of the account panel. Read on the tap: nothing draws again when it changes.
 */

/** Opens the offer. `otherWays` opens the account panel after all, for a phone number and password. */
export type SignInOffer = (otherWays: () => void) => void;

let offer: SignInOffer | null = null;

export function setMiniAppSignInOffer(next: SignInOffer | null): void {
  offer = next;
}

export function miniAppSignInOffer(): SignInOffer | null {
  return offer;
}
