import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readSession } from '../../app/session';
import { customerAnswer } from '../../../test/web/answers';
import { mockRoutes, pathOf, type MockReply } from '../../../test/web/fetchMock';
import uz from '../../i18n/uz/account.json';
import ru from '../../i18n/ru/account.json';
import { accountApi } from './api';
import { renderAccountPanel, reopenLabel } from './testing/renderAccountPanel';
import { setScreenWidth } from '../../../test/web/screen';

const phone = '+998901234567';
const session = { accessToken: 'jwt-from-server', customerId: 42 };
const loginPath = '/api/auth/loginCustomer';
const customerPath = '/api/customers/getCustomerById/42';

async function bodyOf(request: Request): Promise<unknown> {
  return JSON.parse(await request.clone().text());
}

function requestsTo(requests: Request[], path: string) {
  return requests.filter((request) => pathOf(request) === path);
}

async function logIn(password = 'libos123') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: uz.start.login }));
  const dialog = within(screen.getByRole('dialog', { name: uz.titles.login }));
  await user.type(dialog.getByLabelText(uz.fields.phone), ' 90 123 45 67');
  await user.type(dialog.getByLabelText(uz.fields.password), `${password}{Enter}`);
  return user;
}

describe('AccountPanel', () => {
  it('opens on the choice between login and register, with focus on Login, at most 464 px wide', async () => {
    renderAccountPanel();

    const dialog = await screen.findByRole('dialog', { name: uz.titles.start });
    expect(within(dialog).getByRole('button', { name: uz.start.login })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: uz.start.register })).toBeInTheDocument();
    expect(dialog).toHaveStyle({ width: '100%', maxWidth: '464px' });
  });

  it('starts the phone with +998 and puts focus in it', async () => {
    const user = userEvent.setup();
    renderAccountPanel();

    await user.click(await screen.findByRole('button', { name: uz.start.login }));

    const phoneField = screen.getByLabelText(uz.fields.phone);
    expect(phoneField).toHaveValue('+998');
    expect(phoneField).toHaveFocus();
    expect(phoneField).toHaveAttribute('type', 'tel');
  });

  it('logs in on a wide screen: keeps the session, refreshes the customer, closes, opens the profile tab', async () => {
    setScreenWidth(1280);
    const { requests } = mockRoutes({ [loginPath]: { body: session }, [customerPath]: { body: customerAnswer({ id: 42, fullName: 'Malika' }) } });
    const { store, closes } = renderAccountPanel();
    // The panel opens with focus on Login, whose focus ripple starts a moment later: both are in before anything else.
    expect(await screen.findByRole('button', { name: uz.start.login })).toHaveFocus();
    const customer = store.dispatch(accountApi.endpoints.getCustomerById.initiate(42));
    await customer;

    await logIn();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile?tab=my-profile'));
    const [login] = requestsTo(requests, loginPath);
    expect(await bodyOf(login!)).toEqual({ phoneNumber: phone, password: 'libos123' });
    expect(readSession()).toEqual(session);
    expect(closes.count).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The Customer tag was invalidated: the header's customer query asks again.
    await waitFor(() => expect(requestsTo(requests, customerPath)).toHaveLength(2));
    customer.unsubscribe();
  });

  it('logs in on a small screen and opens the plain profile address', async () => {
    setScreenWidth(390);
    mockRoutes({ [loginPath]: { body: session } });
    renderAccountPanel();

    await logIn();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/profile$/));
    expect(readSession()).toEqual(session);
  });

  it.each([
    ['a wrong password', { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Wrong phone number or password' } } }],
    ['a server fault', { status: 500, body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side' } } }],
  ] satisfies Array<[string, MockReply]>)('shows the one login failure toast after %s and stays on the login form', async (_case, reply) => {
    mockRoutes({ [loginPath]: reply });
    renderAccountPanel();

    await logIn('wrong-one');

    expect(await screen.findByText(uz.errors.loginFailed)).toBeInTheDocument();
    const dialog = screen.getByRole('dialog', { name: uz.titles.login });
    expect(within(dialog).getByLabelText(uz.fields.phone)).toHaveValue('+998 90 123 45 67');
    expect(within(dialog).getByRole('button', { name: uz.login.submit })).toBeEnabled();
    expect(readSession()).toBeNull();
  });

  it('says that the login failed in Russian in the Russian interface', async () => {
    mockRoutes({ [loginPath]: { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Wrong phone number or password' } } } });
    const user = userEvent.setup();
    renderAccountPanel({ language: 'ru' });

    await user.click(await screen.findByRole('button', { name: ru.start.login }));
    await user.type(screen.getByLabelText(ru.fields.phone), '901234567');
    await user.type(screen.getByLabelText(ru.fields.password), 'wrong-one{Enter}');

    const toast = await screen.findByText(ru.errors.loginFailed);
    expect(toast).toHaveTextContent('Не удалось войти. Попробуйте ещё раз.');
    expect(screen.queryByText(uz.errors.loginFailed)).not.toBeInTheDocument();
  });

  it('takes the failure toast away once the next login succeeds', async () => {
    let attempts = 0;
    mockRoutes({
      [loginPath]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Wrong phone number or password' } } } : { body: session };
      },
      [customerPath]: { body: customerAnswer({ id: 42 }) },
    });
    renderAccountPanel();
    const user = await logIn('wrong-one');
    expect(await screen.findByText(uz.errors.loginFailed)).toBeInTheDocument();

    const dialog = within(screen.getByRole('dialog', { name: uz.titles.login }));
    await user.clear(dialog.getByLabelText(uz.fields.password));
    await user.type(dialog.getByLabelText(uz.fields.password), 'libos123{Enter}');

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/profile'));
    // Well before the toast's own 5 s: the sign-in closed it.
    await waitFor(() => expect(screen.queryByText(uz.errors.loginFailed)).not.toBeInTheDocument(), { timeout: 2000 });
    expect(attempts).toBe(2);
  });

  it('refuses an invalid form without calling the server and moves focus to the first wrong field', async () => {
    const { requests } = mockRoutes({});
    const user = userEvent.setup();
    renderAccountPanel();

    await user.click(await screen.findByRole('button', { name: uz.start.login }));
    await user.click(screen.getByRole('button', { name: uz.login.submit }));

    const phoneField = screen.getByLabelText(uz.fields.phone);
    expect(phoneField).toHaveAttribute('aria-invalid', 'true');
    expect(phoneField).toHaveAccessibleDescription(uz.validation.phoneInvalid);
    expect(screen.getByLabelText(uz.fields.password)).toHaveAccessibleDescription(uz.validation.passwordRequired);
    expect(phoneField).toHaveFocus();
    expect(requests).toEqual([]);
  });

  it('signs up against the API and is signed in at once, with no second typing of the password', async () => {
    const { requests } = mockRoutes({
      '/api/auth/isRegistered': { body: false },
      '/api/auth/smsCodeVerification': { status: 204 },
      '/api/auth/register': { status: 201, body: { customerId: 43, accessToken: 'new-customer-token' } },
    });
    const user = userEvent.setup();
    renderAccountPanel();

    await user.click(await screen.findByRole('button', { name: uz.start.register }));
    await user.type(screen.getByLabelText(uz.fields.phone), '933334455{Enter}');
    await user.type(await screen.findByLabelText(uz.fields.code), '0420{Enter}');
    await user.type(await screen.findByLabelText(uz.fields.fullName), 'Aziz Rahimov');
    await user.type(screen.getByLabelText(uz.fields.birthDate), '31011990');
    await user.type(screen.getByLabelText(uz.fields.password), 'secret1');
    expect(screen.getByRole('radio', { name: uz.gender.Ayol })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: uz.gender.Erkak }));
    await user.click(screen.getByRole('button', { name: uz.register.submit }));

    // Signed in and on to the profile, as after a login: it once ended on the login form, the password to type again.
    await waitFor(() => expect(readSession()).toEqual({ accessToken: 'new-customer-token', customerId: 43 }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await Promise.all(requests.map(bodyOf))).toEqual([
      { phoneNumber: '+998933334455' },
      { phoneNumber: '+998933334455', verifyCode: '0420' },
      { phoneNumber: '+998933334455', verifyCode: '0420', fullName: 'Aziz Rahimov', birthDate: '1990-01-31', password: 'secret1', gender: 'Erkak' },
    ]);
  });

  it('adds the server text to a failure no translation covers', async () => {
    mockRoutes({
      '/api/auth/isRegistered': { status: 400, body: { error: { code: 'VALIDATION', message: 'phoneNumber must match +998 and 9 digits' } } },
    });
    const user = userEvent.setup();
    renderAccountPanel();

    await user.click(await screen.findByRole('button', { name: uz.start.register }));
    await user.type(screen.getByLabelText(uz.fields.phone), '901234567{Enter}');

    expect(await screen.findByText('Xatolik yuz berdi: phoneNumber must match +998 and 9 digits')).toBeInTheDocument();
  });

  it('explains a rate limit in Russian when a reset code is asked for too soon', async () => {
    mockRoutes({
      [loginPath]: { body: session },
      '/api/auth/sendVerifyCodeForForgetPassword': {
        status: 429,
        body: { error: { code: 'RATE_LIMITED', message: 'Too many codes were sent to this phone; try again in 40 seconds' } },
      },
    });
    const user = userEvent.setup();
    renderAccountPanel({ language: 'ru' });

    await user.click(await screen.findByRole('button', { name: ru.start.login }));
    await user.type(screen.getByLabelText(ru.fields.phone), '901234567');
    await user.click(screen.getByRole('button', { name: ru.login.forgot }));
    expect(await screen.findByRole('dialog', { name: ru.titles.forgot })).toBeInTheDocument();
    expect(screen.getByLabelText(ru.fields.phone)).toHaveValue(phone);
    await user.click(screen.getByRole('button', { name: ru.forgot.sendCode }));

    expect(await screen.findByText(ru.errors.rateLimited)).toBeInTheDocument();
  });

  it('closes with Escape and starts over when opened again', async () => {
    const user = userEvent.setup();
    const { closes } = renderAccountPanel();

    await user.click(await screen.findByRole('button', { name: uz.start.register }));
    expect(screen.getByRole('dialog', { name: uz.titles.register })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closes.count).toBe(1);

    await user.click(screen.getByRole('button', { name: reopenLabel }));
    expect(await screen.findByRole('dialog', { name: uz.titles.start })).toBeInTheDocument();
  });

  it('shows or hides the password on request', async () => {
    const user = userEvent.setup();
    renderAccountPanel();
    await user.click(await screen.findByRole('button', { name: uz.start.login }));

    const password = screen.getByLabelText(uz.fields.password);
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: uz.fields.showPassword }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: uz.fields.hidePassword }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('drops a pending login when closed, so a late answer signs nobody in', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    mockRoutes({ [loginPath]: () => new Promise<MockReply>((resolve) => (answer = resolve)) });
    renderAccountPanel();
    const user = await logIn();
    expect(await screen.findByRole('progressbar', { name: uz.busy })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: uz.panel.close }));
    await act(async () => answer({ body: session }));

    expect(readSession()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
