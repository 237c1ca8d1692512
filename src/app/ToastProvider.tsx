import { useEffect } from 'react';
import { styled } from '@mui/material/styles';
// The library itself: a bare 'notistack' import resolves to toasts.ts in this project (webpack.config.ts).
import * as notistack from 'notistack/index.js';
import { theme } from '../components/theme/theme';
import { toastProviderMounted } from './toasts';
import styles from './ToastProvider.module.css';

// Toasts are 320 px wide; on a phone narrower than that they keep a small margin instead.
const Toast = styled(notistack.MaterialDesignContent)({
  width: 320,
  maxWidth: 'calc(100vw - 16px)',
  minWidth: 0,
  fontFamily: theme.typography.fontFamily,
  // The theme's colours, which carry white text at 4.5:1 or more; notistack's own green, orange and blue do not.
  '&.notistack-MuiContent-success': { backgroundColor: theme.palette.success.main },
  '&.notistack-MuiContent-info': { backgroundColor: theme.palette.info.main },
  '&.notistack-MuiContent-warning': { backgroundColor: theme.palette.warning.main },
  '&.notistack-MuiContent-error': { backgroundColor: theme.palette.error.main },
});

/**
 * notistack's provider as the shop uses it: top right below the header bar, three at a time, 5 s each. Mounted by
 * ToastHost.
 */
export function ToastProvider() {
  useEffect(() => toastProviderMounted(notistack), []);
  return (
    <notistack.SnackbarProvider
      maxSnack={3}
      autoHideDuration={5000}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      classes={{ containerAnchorOriginTopRight: styles.container }}
      Components={{ default: Toast, success: Toast, error: Toast, warning: Toast, info: Toast }}
    />
  );
}
