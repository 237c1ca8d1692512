import type { TelegramInset, TelegramWebApp } from './webApp';

/*
 * Telegram's viewport and safe areas as custom properties on <html>, which the layout reads with the device's own as
 * their fallback (app/layout/*.css): --miniapp-inset-{top,bottom,left,right}, what the device (notch, home indicator)
 * and Telegram's controls over the app (in full screen) keep clear together, and --miniapp-viewport-height, the stable
 * height Telegram gives the app (its viewport moves while the user drags it; the stable one does not).
 */

const none: TelegramInset = { top: 0, bottom: 0, left: 0, right: 0 };
const sides = ['top', 'bottom', 'left', 'right'] as const;

const viewportProperties = [...sides.map((side) => `--miniapp-inset-${side}`), '--miniapp-viewport-height'];

export function applyViewport(webApp: TelegramWebApp): void {
  const style = document.documentElement.style;
  const device = webApp.safeAreaInset ?? none;
  const telegram = webApp.contentSafeAreaInset ?? none;
  for (const side of sides) style.setProperty(`--miniapp-inset-${side}`, `${(device[side] ?? 0) + (telegram[side] ?? 0)}px`);
  const height = webApp.viewportStableHeight || webApp.viewportHeight;
  // Zero while Telegram has not measured it yet: the screen's own height meanwhile.
  if (height > 0) style.setProperty('--miniapp-viewport-height', `${height}px`);
  else style.removeProperty('--miniapp-viewport-height');
}

export function clearViewport(): void {
  for (const name of viewportProperties) document.documentElement.style.removeProperty(name);
}
