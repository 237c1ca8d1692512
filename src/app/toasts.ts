import { isValidElement } from 'react';
import type { EnqueueSnackbar, OptionsWithExtraProps, ProviderContext, SnackbarKey, SnackbarMessage, VariantType } from 'notistack';

/*
 * notistack's hook and functions without notistack in the first load. webpack.config.ts and jest.config.ts resolve
 * `import ... from 'notistack'` to this module, so every feature keeps notistack's API (and its types) while the
 * library itself comes in its own chunk (ToastProvider.tsx): ToastHost mounts it when the browser is idle or the
 * first toast is asked for, and toasts asked for before it is there show as soon as it is.
 */

type Notistack = Pick<ProviderContext, 'enqueueSnackbar' | 'closeSnackbar'>;

// notistack's own enqueueSnackbar and closeSnackbar while a provider is mounted; they reach the last one mounted.
let mounted: Notistack | null = null;
let waiting: Array<(notistack: Notistack) => void> = [];
const hostRequests = new Set<() => void>();
let lastKey = 0;

function whenMounted(run: (notistack: Notistack) => void): void {
  if (mounted) {
    run(mounted);
    return;
  }
  waiting.push(run);
  for (const request of hostRequests) request();
}

type OptionsWithMessage = OptionsWithExtraProps<VariantType> & { message?: SnackbarMessage };

function enqueue(messageOrOptions: SnackbarMessage | OptionsWithMessage, maybeOptions?: OptionsWithExtraProps<VariantType>): SnackbarKey {
  // notistack's own test for its two call forms: (message, options) and (options with a message).
  const isOptions = typeof messageOrOptions === 'object' && messageOrOptions !== null && !isValidElement(messageOrOptions);
  const options: OptionsWithMessage = isOptions ? (messageOrOptions as OptionsWithMessage) : { ...maybeOptions, message: messageOrOptions };
  lastKey += 1;
  // The key is known at once, even before the provider is there (callers close or track their toast by it).
  const key = options.key ?? `toast-${lastKey}`;
  whenMounted((notistack) => notistack.enqueueSnackbar({ ...options, key }));
  return key;
}

/** notistack's enqueueSnackbar. */
export const enqueueSnackbar = enqueue as EnqueueSnackbar;

/** notistack's closeSnackbar: one toast, or all of them without a key. */
export function closeSnackbar(key?: SnackbarKey): void {
  whenMounted((notistack) => notistack.closeSnackbar(key));
}

const toastApi: ProviderContext = { enqueueSnackbar, closeSnackbar };

/** notistack's useSnackbar. */
export function useSnackbar(): ProviderContext {
  return toastApi;
}

/** Whether a provider is mounted, so toasts show at once (until then they wait for ToastHost to mount one). */
export function toastsMounted(): boolean {
  return mounted !== null;
}

/** A ToastHost is on the page: `request` makes it fetch and mount the provider. Returns the removal. */
export function registerToastHost(request: () => void): () => void {
  hostRequests.add(request);
  if (waiting.length > 0) request();
  return () => {
    hostRequests.delete(request);
  };
}

/** The provider is mounted: toasts asked for meanwhile show now. Returns what its unmounting calls. */
export function toastProviderMounted(notistack: Notistack): () => void {
  mounted = notistack;
  const queued = waiting;
  waiting = [];
  for (const run of queued) run(notistack);
  return () => {
    if (mounted === notistack) mounted = null;
  };
}
