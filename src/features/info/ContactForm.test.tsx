import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockRoutes } from '../../../test/web/fetchMock';
import { renderApp } from '../../../test/web/render';
import { customerId, jsonBody, mockProfileRoutes, requestsTo, serverError, signIn } from '../profile/testing/profileKit';

// The whole app renders first (its lazy texts and sections): slow on a busy machine, so the first look waits longer.
const firstPaint = 15_000;

const addPath = '/api/message/add';

describe('the contact form', () => {
  it('checks the fields as the server does, then sends the message and says so', async () => {
    const { requests } = mockRoutes({ [addPath]: { status: 201, body: { id: 5 } } });
    const user = userEvent.setup();
    renderApp({ route: '/contact' });
    const form = await screen.findByRole('form', { name: 'Bizga yozing' }, { timeout: firstPaint });
    expect(form).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Yuborish' }));
    expect(await screen.findByText('Ismingizni kiriting')).toBeInTheDocument();
    expect(screen.getByText('Telefon raqamini +998 va 9 ta raqam bilan kiriting')).toBeInTheDocument();
    expect(screen.getByText('Xabarni yozing')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Ismingiz/ })).toHaveFocus();
    expect(requestsTo(requests, addPath, 'POST')).toHaveLength(0);

    await user.click(screen.getByRole('textbox', { name: /Ismingiz/ }));
    await user.paste('Aziza');
    await user.click(screen.getByRole('textbox', { name: /Telefon raqamingiz/ }));
    await user.paste('90 111 22 33');
    await user.click(screen.getByRole('textbox', { name: /Xabar/ }));
    await user.paste('Yetkazib berish qachon?');
    await user.click(screen.getByRole('button', { name: 'Yuborish' }));

    expect(await screen.findByText('Xabaringiz yuborildi. Rahmat! Tez orada bog‘lanamiz.')).toBeInTheDocument();
    expect(await jsonBody(requestsTo(requests, addPath, 'POST')[0])).toEqual({ fullName: 'Aziza', phoneNumber: '+998901112233', message: 'Yetkazib berish qachon?' });
    expect(screen.getByRole('textbox', { name: /Xabar/ })).toHaveValue('');
  });

  it("fills in a signed-in customer's name and phone, sends their token, and says when too many were sent", async () => {
    signIn();
    const { requests } = mockProfileRoutes({ [addPath]: serverError(429, 'RATE_LIMITED') });
    const user = userEvent.setup();
    renderApp({ route: '/contact', language: 'ru' });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Ваше имя/ })).toHaveValue('Dilnoza Karimova'), { timeout: firstPaint });
    expect(screen.getByRole('textbox', { name: /Ваш телефон/ })).toHaveValue('+998 90 123 45 67');

    await user.click(screen.getByRole('textbox', { name: /Сообщение/ }));
    await user.paste('Есть ли размер M?');
    await user.click(screen.getByRole('button', { name: 'Отправить' }));
    await waitFor(() => expect(requestsTo(requests, addPath, 'POST')).toHaveLength(1));
    const [sent] = requestsTo(requests, addPath, 'POST');
    expect(sent!.headers.get('Authorization')).toBe(`Bearer token-${customerId}`);
    expect(await jsonBody(sent)).toEqual({ fullName: 'Dilnoza Karimova', phoneNumber: '+998901234567', message: 'Есть ли размер M?' });
    // The message stays for another try.
    expect(await screen.findByRole('textbox', { name: /Сообщение/ })).toHaveValue('Есть ли размер M?');
  });
});
