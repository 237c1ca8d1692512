import { act, render, screen } from '@testing-library/react';
import { makeStore } from './store';
import { AppProviders } from './providers';
import { createI18n } from '../i18n/setup';
import { errorToast } from '../components/errorToast';
import { enqueueSnackbar } from './toasts';

/*
 * Where a toast sits is the stylesheet's business (ToastProvider.module.css: top right, below the header bar, so a
 * panel's header stays clear on a phone); jsdom lays nothing out, so this checks that the toasts' container carries
 * that rule, and the shop's toast rules notistack is given.
 */
const renderPage = () =>
  render(
    <AppProviders store={makeStore()} i18n={createI18n('uz')}>
      <p>page</p>
    </AppProviders>,
  );

describe('ToastProvider', () => {
  it('puts toasts in the top right container that keeps below the header bar, 320 px wide', async () => {
    renderPage();
    act(() => {
      enqueueSnackbar('Saqlandi', { variant: 'success' });
    });

    const toast = await screen.findByText('Saqlandi');
    const container = toast.closest('.notistack-SnackbarContainer');
    expect(container).not.toBeNull();
    // identity-obj-proxy: a CSS module's class names are its keys.
    expect(container).toHaveClass('container');
    expect(getComputedStyle(toast.closest('.notistack-MuiContent')!).width).toBe('320px');
  });

  it('shows errorToast’s message there as an error toast, keeping the options it is given', async () => {
    renderPage();
    let key: string | number = '';
    act(() => {
      key = errorToast('Saqlanmadi', { key: 'save-failed' });
    });

    const toast = await screen.findByText('Saqlanmadi');
    expect(key).toBe('save-failed');
    expect(toast.closest('.notistack-MuiContent')).toHaveClass('notistack-MuiContent-error');
    expect(toast.closest('.notistack-SnackbarContainer')).toHaveClass('container');
  });
});
