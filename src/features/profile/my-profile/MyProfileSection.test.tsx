import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../../test/web/render';
import type { Customer } from '../../account/types';
import { readSession } from '../../../app/session';
import { customerId, dilnoza, jsonBody, mockProfileRoutes, paths, requestsTo, serverError, signIn } from '../testing/profileKit';

beforeEach(() => signIn());

async function openMyProfile(language: 'uz' | 'ru' = 'uz') {
  const view = renderApp({ route: '/my-profile', language });
  await screen.findByRole('textbox', { name: language === 'uz' ? 'Ism va familiya' : 'Имя и фамилия' });
  return view;
}

describe('my-profile states', () => {
  it('shows a skeleton while loading, then the customer’s details', async () => {
    let release: () => void = () => undefined;
    mockProfileRoutes({
      [paths.customer]: () => new Promise((resolve) => {
        release = () => resolve({ body: dilnoza });
      }),
    });
    renderApp({ route: '/my-profile' });

    expect(await screen.findByRole('status', { name: 'Profil yuklanmoqda' })).toBeInTheDocument();
    release();
    expect(await screen.findByRole('textbox', { name: 'Ism va familiya' })).toHaveValue('Dilnoza Karimova');
    expect(screen.getByLabelText('Tug‘ilgan sana')).toHaveValue('14.03.1996');
    expect(screen.getByRole('radio', { name: 'Ayol' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Telefon raqami' })).toHaveValue('+998 90 123 45 67');
    expect(screen.getByRole('textbox', { name: 'Telefon raqami' })).toHaveAttribute('readonly');
  });

  it('says when the profile cannot be read, and retries', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockProfileRoutes({ [paths.customer]: () => (fail ? serverError(404, 'NOT_FOUND') : { body: dilnoza }) });
    renderApp({ route: '/my-profile' });

    const alert = await screen.findByText(/Ma’lumotlarni yuklab bo‘lmadi/);
    fail = false;
    await user.click(within(alert.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByRole('textbox', { name: 'Ism va familiya' })).toHaveValue('Dilnoza Karimova');
  });
});

describe('editing the details', () => {
  it('sends the name, birth date and gender, and shows the saved customer', async () => {
    const user = userEvent.setup();
    const saved: Customer = { ...dilnoza, fullName: 'Dilnoza Rahimova', birthDate: '1995-12-01', gender: 'Erkak' };
    const { requests } = mockProfileRoutes({ [paths.editCustomer]: { body: saved } });
    await openMyProfile();

    const name = screen.getByRole('textbox', { name: 'Ism va familiya' });
    await user.clear(name);
    await user.type(name, '  Dilnoza Rahimova ');
    const birthDate = screen.getByLabelText('Tug‘ilgan sana');
    await user.clear(birthDate);
    await user.type(birthDate, '01.12.1995');
    await user.click(screen.getByRole('radio', { name: 'Erkak' }));
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));

    expect(await screen.findByText('Ma’lumotlaringiz saqlandi')).toBeInTheDocument();
    const [edit] = requestsTo(requests, paths.editCustomer, 'PUT');
    expect(await jsonBody(edit)).toEqual({ fullName: 'Dilnoza Rahimova', birthDate: '1995-12-01', gender: 'Erkak' });
    expect(edit?.headers.get('Authorization')).toBe('Bearer token-7');
    // The answer replaces the cached customer, so the form now matches it and has nothing left to save.
    expect(screen.getByRole('textbox', { name: 'Ism va familiya' })).toHaveValue('Dilnoza Rahimova');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Saqlash' })).toBeDisabled());
  });

  it('keeps Save off until something changed, and checks the fields before sending', async () => {
    const user = userEvent.setup();
    const { requests } = mockProfileRoutes();
    await openMyProfile();

    expect(screen.getByRole('button', { name: 'Saqlash' })).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Ism va familiya' }));
    await user.clear(screen.getByLabelText('Tug‘ilgan sana'));
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));

    expect(screen.getByRole('textbox', { name: 'Ism va familiya' })).toHaveAccessibleDescription('Ism va familiyangizni kiriting');
    expect(screen.getByLabelText('Tug‘ilgan sana')).toHaveAccessibleDescription('Tug‘ilgan sanangizni kiriting');
    expect(requestsTo(requests, paths.editCustomer, 'PUT')).toHaveLength(0);
  });

  it('marks the field the server refuses', async () => {
    const user = userEvent.setup();
    mockProfileRoutes({ [paths.editCustomer]: serverError(400, 'VALIDATION', { birthDate: 'cannot be in the future' }) });
    await openMyProfile('ru');

    await user.type(screen.getByRole('textbox', { name: 'Имя и фамилия' }), ' Bonu');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));

    expect(await screen.findByText('Проверьте отмеченные поля')).toBeInTheDocument();
    expect(screen.getByLabelText('Дата рождения')).toHaveAccessibleDescription('Неверное значение, проверьте и введите ещё раз');
  });
});

/** Stands in for XMLHttpRequest, which the avatar upload uses for its progress events. */
class FakeUpload {
  static sent: FakeUpload[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  responseText = '';
  upload = new EventTarget();
  private events = new EventTarget();
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.events.addEventListener(type, listener);
  }
  send(body: unknown) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  abort() {
    this.events.dispatchEvent(new Event('abort'));
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.events.dispatchEvent(new Event('load'));
  }
}

describe('the profile picture', () => {
  const realXhr = globalThis.XMLHttpRequest;
  beforeEach(() => {
    FakeUpload.sent = [];
    globalThis.XMLHttpRequest = FakeUpload as unknown as typeof XMLHttpRequest;
  });
  afterEach(() => {
    globalThis.XMLHttpRequest = realXhr;
  });

  const picture = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

  it('accepts only JPEG, PNG and WebP', async () => {
    const user = userEvent.setup({ applyAccept: false });
    mockProfileRoutes();
    await openMyProfile();

    const input = screen.getByLabelText('Profil rasmi fayli');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    await user.upload(input, picture('animation.gif', 'image/gif'));

    expect(await screen.findByText('Bu fayl turi qo‘llab-quvvatlanmaydi. JPEG, PNG yoki WebP rasm tanlang.')).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('refuses a picture over 5 MB before uploading it', async () => {
    const user = userEvent.setup();
    mockProfileRoutes();
    await openMyProfile('ru');

    await user.upload(screen.getByLabelText('Файл фото профиля'), picture('holiday.jpg', 'image/jpeg', 5 * 1024 * 1024 + 1));

    expect(await screen.findByText('Слишком большое изображение. Размер — не более 5 МБ.')).toBeInTheDocument();
    expect(FakeUpload.sent).toHaveLength(0);
  });

  it('uploads a good picture with progress and shows the new one', async () => {
    const user = userEvent.setup();
    mockProfileRoutes();
    await openMyProfile();

    await user.upload(screen.getByLabelText('Profil rasmi fayli'), picture('me.webp', 'image/webp'));

    const [upload] = FakeUpload.sent;
    expect(upload?.method).toBe('PUT');
    expect(upload?.url).toBe('/api/customers/editCustomerImage/7');
    expect(upload?.headers.Authorization).toBe('Bearer token-7');
    expect(upload?.body).toBeInstanceOf(FormData);
    expect((upload?.body as FormData).get('image')).toHaveProperty('name', 'me.webp');
    expect(screen.getByRole('button', { name: 'Rasm yuklash' })).toBeDisabled();

    act(() => upload?.progress(512, 2048));
    expect(screen.getByRole('progressbar', { name: 'Rasm yuklanmoqda' })).toHaveAttribute('aria-valuenow', '25');
    act(() => upload?.respond(200, { ...dilnoza, image: { url: '/media/uploads/avatars/7.webp' } }));

    expect(await screen.findByText('Profil rasmi yangilandi')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Rasm yuklanmoqda' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Rasmni almashtirish' })).toBeEnabled();
  });

  it('shows the server’s refusal as a toast', async () => {
    const user = userEvent.setup();
    mockProfileRoutes();
    await openMyProfile();

    await user.upload(screen.getByLabelText('Profil rasmi fayli'), picture('me.png', 'image/png'));
    act(() => FakeUpload.sent[0]?.respond(413, { error: { code: 'PAYLOAD_TOO_LARGE', message: 'too large' } }));
    expect(await screen.findByText('Rasm juda katta. Hajmi 5 MB dan oshmasligi kerak.')).toBeInTheDocument();

    await user.upload(screen.getByLabelText('Profil rasmi fayli'), picture('me.png', 'image/png'));
    act(() => FakeUpload.sent[1]?.respond(400, { error: { code: 'VALIDATION', message: 'not a picture', fields: { image: 'x' } } }));
    expect(await screen.findByText('Bu fayl turi qo‘llab-quvvatlanmaydi. JPEG, PNG yoki WebP rasm tanlang.')).toBeInTheDocument();
  });
});

describe('changing the password', () => {
  async function openDialog(language: 'uz' | 'ru' = 'uz') {
    const user = userEvent.setup();
    await openMyProfile(language);
    await user.click(screen.getByRole('button', { name: language === 'uz' ? 'Parolni o‘zgartirish' : 'Изменить пароль' }));
    const dialog = await screen.findByRole('dialog', { name: language === 'uz' ? 'Parolni o‘zgartirish' : 'Изменение пароля' });
    return { user, dialog: within(dialog) };
  }

  it('asks for each empty field, with focus on the first', async () => {
    const { requests } = mockProfileRoutes();
    const { user, dialog } = await openDialog();

    await user.click(dialog.getByRole('button', { name: 'Parolni saqlash' }));

    expect(dialog.getByLabelText('Joriy parol')).toHaveAccessibleDescription('Joriy parolni kiriting');
    expect(dialog.getByLabelText('Yangi parol')).toHaveAccessibleDescription('Yangi parolni kiriting');
    expect(dialog.getByLabelText('Yangi parolni tasdiqlang')).toHaveAccessibleDescription('Yangi parolni tasdiqlang');
    expect(dialog.getByLabelText('Joriy parol')).toHaveFocus();
    expect(requestsTo(requests, paths.editPassword, 'PUT')).toHaveLength(0);
  });

  it('wants 6 characters and a matching confirmation, and updates the messages as the shopper types', async () => {
    mockProfileRoutes();
    const { user, dialog } = await openDialog();

    await user.type(dialog.getByLabelText('Joriy parol'), 'libos123');
    await user.type(dialog.getByLabelText('Yangi parol'), '12345');
    await user.type(dialog.getByLabelText('Yangi parolni tasdiqlang'), '12345');
    await user.click(dialog.getByRole('button', { name: 'Parolni saqlash' }));
    expect(dialog.getByLabelText('Yangi parol')).toHaveAccessibleDescription('Parol kamida 6 ta belgidan iborat bo‘lishi kerak');

    await user.type(dialog.getByLabelText('Yangi parol'), '6');
    expect(dialog.getByLabelText('Yangi parol')).toHaveAccessibleDescription('Kamida 6 ta belgi');
    expect(dialog.getByLabelText('Yangi parolni tasdiqlang')).toHaveAccessibleDescription('Parollar mos kelmadi');
  });

  it('shows the server’s “current password is wrong” on the field', async () => {
    mockProfileRoutes({ [paths.editPassword]: serverError(409, 'WRONG_PASSWORD', { oldPassword: 'is wrong' }) });
    const { user, dialog } = await openDialog('ru');

    await user.type(dialog.getByLabelText('Текущий пароль'), 'не-тот');
    await user.type(dialog.getByLabelText('Новый пароль'), 'novyi-parol');
    await user.type(dialog.getByLabelText('Подтвердите новый пароль'), 'novyi-parol');
    await user.click(dialog.getByRole('button', { name: 'Сохранить пароль' }));

    await waitFor(() => expect(dialog.getByLabelText('Текущий пароль')).toHaveAccessibleDescription('Текущий пароль неверен'));
    expect(dialog.getByLabelText('Текущий пароль')).toHaveFocus();
    expect(screen.getAllByText('Текущий пароль неверен').length).toBeGreaterThanOrEqual(2);
  });

  it('sends the three passwords, confirms, closes and keeps this device signed in with the answered token', async () => {
    const { requests } = mockProfileRoutes({ [paths.editPassword]: { body: { accessToken: 'token-after-change', customerId } } });
    const { user, dialog } = await openDialog();

    await user.type(dialog.getByLabelText('Joriy parol'), 'libos123');
    await user.type(dialog.getByLabelText('Yangi parol'), 'yangi-parol');
    await user.type(dialog.getByLabelText('Yangi parolni tasdiqlang'), 'yangi-parol{Enter}');

    expect(await screen.findByText('Parolingiz o‘zgartirildi')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await jsonBody(requestsTo(requests, paths.editPassword, 'PUT')[0])).toEqual({
      oldPassword: 'libos123',
      newPassword: 'yangi-parol',
      confirmPassword: 'yangi-parol',
    });
    // The server ended the old token: the new one is saved, and the next request carries it.
    expect(readSession()).toEqual({ accessToken: 'token-after-change', customerId });
    await user.type(screen.getByRole('textbox', { name: 'Ism va familiya' }), 'a');
    await user.click(screen.getByRole('button', { name: 'Saqlash' }));
    await waitFor(() => expect(requestsTo(requests, paths.editCustomer, 'PUT')).toHaveLength(1));
    expect(requestsTo(requests, paths.editCustomer, 'PUT')[0]?.headers.get('Authorization')).toBe('Bearer token-after-change');
  });
});
