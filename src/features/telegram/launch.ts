/*
 * Whether the shop runs as Telegram's Mini App. Telegram opens it with its launch data in the address's hash
 * (#tgWebAppData=...&tgWebAppVersion=...); the shop's own navigation drops the hash, and a payment provider sends the
 * shopper back without it, so the hash's parameters are kept for the tab's session. This module is all the ordinary
 * shop carries of Telegram at start: the rest loads, in a chunk of its own, only when it answers yes.
 */

const launchKey = 'libos.telegramLaunch';

let launchParams: string | null = null;

/**
 * Reads the launch data: the address's hash when Telegram just opened the shop (kept then), else what this tab kept.
 * Called at start, before the router may change the address.
 */
export function detectMiniApp(): boolean {
  const hash = window.location.hash.slice(1);
  const opened = new URLSearchParams(hash).has('tgWebAppData');
  launchParams = opened ? hash : null;
  try {
    if (opened) sessionStorage.setItem(launchKey, hash);
    else launchParams = sessionStorage.getItem(launchKey);
  } catch {
    // No session storage (forbidden, or full): the Mini App lasts as long as this page.
  }
  return launchParams !== null;
}

/** The launch data's hash parameters (without "#"), or null outside Telegram. */
export function miniAppLaunchParams(): string | null {
  return launchParams;
}

/** True inside Telegram (after detectMiniApp). */
export function isMiniApp(): boolean {
  return launchParams !== null;
}
