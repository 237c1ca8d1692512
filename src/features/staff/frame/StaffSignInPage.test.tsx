import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { mockRoutes } from '../../../../test/web/fetchMock';
import { makeStore } from '../../../app/store';
import { ToastHost } from '../../../app/ToastHost';
import { createI18n } from '../../../i18n/setup';
import type { Language } from '../../../i18n/languages';
import { signInStaff } from '../api';
import { staffAudience } from '../staffAudience';
import { readStaffSession } from '../staffSession';
import { StaffSignInPage } from './StaffSignInPage';

const loginPath = '/api/auth/loginUser';

/**
 * The page as src/staff.tsx shows a signed-out visit: texts and toasts around it, no store provider and no router; its
 * call goes through the one api on a staff store of its own, as src/staff.tsx's does.
 */
function renderSignIn(routes: Parameters<typeof mockRoutes>[0], language: Language = 'uz', application: () => Promise<void> = async () => undefined) {
  const mock = mockRoutes(routes);
  const onIntent = jest.fn();
  const onSignedIn = jest.fn(application);
  const user = userEvent.setup();
  const store = makeStore(undefined, { audience: staffAudience });
  render(
    <I18nextProvider i18n={createI18n(language)}>
      <StaffSignInPage onIntent={onIntent} signIn={(body) => signInStaff(store.dispatch, body)} onSignedIn={onSignedIn} />
      <ToastHost />
    </I18nextProvider>,
  );
  return { ...mock, onIntent, onSignedIn, user, store };
}

describe('the staff sign-in page of a signed-out visit', () => {
  it('signs in with no store provider and no router around it, and says so once the session is kept', async () => {
    const { user, requests, onIntent, onSignedIn, store } = renderSignIn({ [loginPath]: { body: { accessToken: 'staff-token-9', userId: 1, role: 'MANAGER' } } });
    const form = screen.getByRole('form', { name: 'Xodimlar uchun kirish' });
    expect(within(screen.getByRole('banner')).getByText('Libos boshqaruvi')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Xodimlar uchun kirish — Libos boshqaruvi'));
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');

    // Reaching for the form lets the application be fetched meanwhile.
    await user.click(within(form).getByRole('textbox', { name: 'Telefon raqami' }));
    expect(onIntent).toHaveBeenCalled();

    await user.click(within(form).getByRole('button', { name: 'Kirish' }));
    const phone = within(form).getByRole('textbox', { name: 'Telefon raqami' });
    expect(phone).toHaveFocus();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Raqam +998 va 9 ta raqamdan iborat bo‘lishi kerak');
    expect(within(form).getByLabelText('Parol')).toHaveAccessibleDescription('Parolni kiriting');
    expect(requests).toHaveLength(0);

    await user.type(phone, '90 999 99 99');
    await user.type(within(form).getByLabelText('Parol'), 'admin123');
    await user.click(within(form).getByRole('button', { name: 'Parolni ko‘rsatish' }));
    expect(within(form).getByLabelText('Parol')).toHaveAttribute('type', 'text');
    await user.click(within(form).getByRole('button', { name: 'Kirish' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(requests).toHaveLength(1);
    expect(requests[0]!.method).toBe('POST');
    expect(await requests[0]!.clone().json()).toEqual({ phoneNumber: '+998909999999', password: 'admin123' });
    expect(readStaffSession()).toEqual({ accessToken: 'staff-token-9', role: 'MANAGER', phoneNumber: '+998909999999' });
    // The call's record in the store, which held the token, is gone once answered: the staff session keeps it.
    expect(JSON.stringify(store.getState())).not.toContain('staff-token-9');
  });

  it('says a wrong pair in a toast and keeps the form for another try', async () => {
    const { user, onSignedIn } = renderSignIn({ [loginPath]: { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'wrong' } } } }, 'ru');
    const form = screen.getByRole('form', { name: 'Вход для сотрудников' });
    await user.type(within(form).getByRole('textbox', { name: 'Номер телефона' }), '90 999 99 99');
    await user.type(within(form).getByLabelText('Пароль'), 'not-it');
    await user.click(within(form).getByRole('button', { name: 'Войти' }));

    expect(await screen.findByText('Неверный номер телефона или пароль.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Войти' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(readStaffSession()).toBeNull();
  });

  it('says when the application cannot be fetched after the sign-in, and fetches it again on the next try', async () => {
    const application = jest.fn<Promise<void>, []>().mockRejectedValueOnce(new Error('Loading chunk staff-app failed.')).mockResolvedValueOnce(undefined);
    const { user, onSignedIn } = renderSignIn({ [loginPath]: { body: { accessToken: 'staff-token-9', userId: 1, role: 'ADMIN' } } }, 'uz', application);
    const form = screen.getByRole('form', { name: 'Xodimlar uchun kirish' });
    await user.type(within(form).getByRole('textbox', { name: 'Telefon raqami' }), '90 999 99 99');
    await user.type(within(form).getByLabelText('Parol'), 'admin123');
    await user.click(within(form).getByRole('button', { name: 'Kirish' }));

    expect(await screen.findByText('Server bilan bog‘lanib bo‘lmadi. Internet aloqasini tekshirib, qayta urinib ko‘ring.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Kirish' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(2));
    expect(within(form).getByRole('button', { name: 'Kirish' })).toBeDisabled();
  });

  it('switches the language from its bar, remembering the choice for the application and in the address', async () => {
    window.history.replaceState(null, '', '/staff/orders?lang=uz');
    const { user } = renderSignIn({});
    await user.click(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Til' }));
    await user.click(await screen.findByRole('option', { name: 'Русский' }));

    expect(await screen.findByRole('form', { name: 'Вход для сотрудников' })).toBeInTheDocument();
    expect(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Язык' })).toHaveTextContent('RU');
    expect(window.localStorage.getItem('language')).toBe('ru');
    expect(window.location.search).toBe('?lang=ru');
  });
});
