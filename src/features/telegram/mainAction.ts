import { useEffect, useRef, useSyncExternalStore } from 'react';
import { isMiniApp } from './launch';

/*
 * What the pages tell the Mini App (MiniApp.tsx) without loading it: the page's main action for Telegram's MainButton,
 * and an item added to the cart (haptics). Outside Telegram nothing is published, and nothing listens.
 */

/** The MainButton's words for each page's main action (telegram.miniApp.mainButton.*). */
export type MainActionKind = 'addToCart' | 'chooseSize' | 'checkout' | 'pay';

export type MainAction = {
  kind: MainActionKind;
  disabled: boolean;
  /** The page's own call is on its way (the button shows progress). */
  busy: boolean;
  /** What the order comes to, as the page writes it ("128 000 so‘m"), for "Checkout" and "Pay". */
  total?: string;
  /** The page's own handler; a promise keeps the button's progress on until it settles. */
  run: () => unknown;
};

function makeStore<Value>(initial: Value) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: Value) {
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

const mainAction = makeStore<MainAction | null>(null);

/** The main action the page on screen offers, for the MainButton. */
export function useMainAction(): MainAction | null {
  return useSyncExternalStore(mainAction.subscribe, mainAction.get, mainAction.get);
}

/**
 * Offers the page's main action to Telegram's MainButton while the page shows it (inside Telegram only). `run` may
 * change on every render: the button calls the latest.
 */
export function useMiniAppMainAction(action: (Partial<MainAction> & Pick<MainAction, 'kind' | 'run'>) | null): void {
  const run = useRef(action?.run);
  useEffect(() => {
    run.current = action?.run;
  });
  const kind = action?.kind;
  const disabled = action?.disabled ?? false;
  const busy = action?.busy ?? false;
  const total = action?.total;
  useEffect(() => {
    if (!kind || !isMiniApp()) return undefined;
    const offered: MainAction = { kind, disabled, busy, total, run: () => run.current?.() };
    mainAction.set(offered);
    return () => {
      // A page that came meanwhile keeps its own.
      if (mainAction.get() === offered) mainAction.set(null);
    };
  }, [kind, disabled, busy, total]);
}

const addedListeners = new Set<() => void>();

/** An item went into the cart (the MiniApp answers with a haptic tap). */
export function announceAddedToCart(): void {
  for (const listener of addedListeners) listener();
}

export function onAddedToCart(listener: () => void): () => void {
  addedListeners.add(listener);
  return () => {
    addedListeners.delete(listener);
  };
}
