import type { BrowserContext, Page } from '@playwright/test';

/*
 * What the shop sends to a developer's tools, recorded in the page as the tools would receive it: the Redux DevTools
 * extension's hook (a stand-in installed before the shop's scripts, as the extension installs its own) and the
 * messages the inspector's window gets. The journeys in inspector.spec.ts search these for secrets.
 */

type RecordingWindow = Window & { __devtoolsSent?: string[]; __inspectorReceived?: string[] };

/**
 * A stand-in for the Redux DevTools extension: `window.__REDUX_DEVTOOLS_EXTENSION_COMPOSE__(options)` as the real one
 * answers RTK's configureStore, its enhancer innermost around the store, so it sees every action the reducers get. For
 * each it records what the extension would send: `actionSanitizer(action)` and, when the state changed,
 * `stateSanitizer(state)`, serialized; first the options it was given.
 */
export async function installFakeReduxDevtools(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    type Reducer = (state: unknown, action: { type: string }) => unknown;
    type CreateStore = (reducer: Reducer, preloadedState?: unknown) => unknown;
    type Enhancer = (next: CreateStore) => CreateStore;
    type Options = {
      name?: string;
      trace?: boolean;
      traceLimit?: number;
      actionSanitizer?: (action: unknown, id: number) => unknown;
      stateSanitizer?: (state: unknown, index: number) => unknown;
    };
    const sent: string[] = [];
    (window as RecordingWindow).__devtoolsSent = sent;
    Object.assign(window, {
      __REDUX_DEVTOOLS_EXTENSION_COMPOSE__: (options: Options) => {
        const { name, trace, traceLimit, actionSanitizer, stateSanitizer } = options;
        sent.push(JSON.stringify({ options: { name, trace, traceLimit, actionSanitizer: typeof actionSanitizer, stateSanitizer: typeof stateSanitizer } }));
        return (...enhancers: Enhancer[]) =>
          (createStore: CreateStore): CreateStore =>
          (reducer, preloadedState) => {
            let id = 0;
            const watched: Reducer = (state, action) => {
              const next = reducer(state, action);
              id += 1;
              const shownAction = actionSanitizer ? actionSanitizer(action, id) : action;
              const shownState = next === state ? undefined : stateSanitizer ? stateSanitizer(next, id) : next;
              sent.push(JSON.stringify({ action: shownAction, state: shownState }));
              return next;
            };
            return enhancers.reduceRight<CreateStore>((composed, enhancer) => enhancer(composed), createStore)(watched, preloadedState);
          };
      },
    });
  });
}

/**
 * Records, in the inspector's offline window, every message it receives, as it arrived. Listening from the window's
 * start: a window opened by the shop begins as about:blank, and Chromium keeps that window object (and this script's
 * listener) for the receiver's page it then loads, without running the script again.
 */
export async function recordInspectorMessages(context: BrowserContext, receiverPath: string): Promise<void> {
  await context.addInitScript((path) => {
    const recording = window as RecordingWindow;
    if (recording.__inspectorReceived) return;
    const received: string[] = [];
    recording.__inspectorReceived = received;
    window.addEventListener('message', (event) => {
      if (location.pathname === path) received.push(JSON.stringify(event.data));
    });
  }, receiverPath);
}

export function devtoolsSent(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as RecordingWindow).__devtoolsSent ?? []);
}

export function inspectorReceived(receiver: Page): Promise<string[]> {
  return receiver.evaluate(() => (window as RecordingWindow).__inspectorReceived ?? []);
}

/** The secrets (named, for the failure message) that appear in any of `messages`. */
export function secretsIn(messages: string[], secrets: Record<string, string>): string[] {
  return Object.entries(secrets)
    .filter(([, secret]) => messages.some((message) => message.includes(secret)))
    .map(([name]) => name);
}
