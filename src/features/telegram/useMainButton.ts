import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMainAction, type MainAction } from './mainAction';
import type { TelegramWebApp } from './webApp';

/**
 * Telegram's MainButton as the page's main action (mainAction.ts): "Add to cart" on a product, "Checkout" on the
 * cart, "Pay" on the checkout, hidden elsewhere. A tap runs the page's own handler; the button shows progress while
 * the page's call runs, and takes no second tap meanwhile.
 */
export function useMainButton(webApp: TelegramWebApp): void {
  const { t } = useTranslation();
  const action = useMainAction();
  // The action whose run is on its way: another page's button does not show its progress.
  const [running, setRunning] = useState<MainAction | null>(null);
  const busy = action !== null && (running === action || action.busy);
  const text = action ? t(`telegram.miniApp.mainButton.${action.kind}`, { total: action.total ?? '' }) : '';

  useEffect(() => {
    const button = webApp.MainButton;
    if (!action) {
      button.hideProgress();
      button.hide();
      return;
    }
    button.setText(text);
    // Telegram's script makes the button inactive with its progress and active again without it: the progress first.
    if (busy) button.showProgress(false);
    else {
      button.hideProgress();
      if (action.disabled) button.disable();
      else button.enable();
    }
    button.show();
  }, [webApp, action, text, busy]);
  useEffect(() => () => webApp.MainButton.hide(), [webApp]);

  useEffect(() => {
    if (!action) return undefined;
    const press = () => {
      if (action.disabled || busy) return;
      const result = action.run();
      if (!(result instanceof Promise)) return;
      setRunning(action);
      // The page tells its own failures; the button only stops showing progress.
      void result.catch(() => undefined).finally(() => setRunning((current) => (current === action ? null : current)));
    };
    webApp.MainButton.onClick(press);
    return () => webApp.MainButton.offClick(press);
  }, [webApp, action, busy]);
}
