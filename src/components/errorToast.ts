import { enqueueSnackbar, type OptionsWithExtraProps, type SnackbarKey, type SnackbarMessage } from 'notistack';

/**
 * A failure said in a toast: the one error toast of the shop and the staff app, red, where and for as long as every
 * toast shows (the one setup, src/app/ToastProvider.tsx: top right, 5 s, 320 px). `options` are notistack's (a key,
 * onExited, ...), the variant aside.
 */
export function errorToast(message: SnackbarMessage, options?: Omit<OptionsWithExtraProps<'error'>, 'variant'>): SnackbarKey {
  return enqueueSnackbar(message, { ...options, variant: 'error' });
}
