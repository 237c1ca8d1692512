import { waitFor } from '@testing-library/react';
import { makeStore, type AppStore } from '../../app/store';
import { api } from '../../app/api';
import { customerAnswer } from '../../../test/web/answers';
import { mockRoutes, pathOf } from '../../../test/web/fetchMock';
import { accountApi } from './api';

async function bodyOf(request: Request | undefined): Promise<unknown> {
  return request ? JSON.parse(await request.clone().text()) : undefined;
}

const phoneNumber = '+998901234567';
const registration = { phoneNumber, verifyCode: '0420', fullName: 'Malika', birthDate: '1995-05-17', password: 'secret1', gender: 'Ayol' } as const;
const { endpoints } = accountApi;

const posts = [
  { path: '/api/auth/isRegistered', body: { phoneNumber }, answer: false, call: (store: AppStore) => store.dispatch(endpoints.isRegistered.initiate({ phoneNumber })) },
  {
    path: '/api/auth/smsCodeVerification',
    body: { phoneNumber, verifyCode: '0420' },
    answer: null,
    call: (store: AppStore) => store.dispatch(endpoints.smsCodeVerification.initiate({ phoneNumber, verifyCode: '0420' })),
  },
  { path: '/api/auth/register', body: registration, status: 201, answer: { customerId: 9, accessToken: 't' }, call: (store: AppStore) => store.dispatch(endpoints.register.initiate(registration)) },
  {
    path: '/api/auth/loginCustomer',
    body: { phoneNumber, password: 'libos123' },
    answer: { accessToken: 't', customerId: 9 },
    call: (store: AppStore) => store.dispatch(endpoints.loginCustomer.initiate({ phoneNumber, password: 'libos123' })),
  },
  {
    path: '/api/auth/sendVerifyCodeForForgetPassword',
    body: { phoneNumber },
    answer: null,
    call: (store: AppStore) => store.dispatch(endpoints.sendVerifyCodeForForgetPassword.initiate({ phoneNumber })),
  },
  {
    path: '/api/auth/forgetPassword',
    body: { phoneNumber, newPassword: 'newpass1', verifyCode: '1234' },
    answer: null,
    call: (store: AppStore) => store.dispatch(endpoints.forgetPassword.initiate({ phoneNumber, newPassword: 'newpass1', verifyCode: '1234' })),
  },
];

describe('account endpoints', () => {
  it.each(posts.map((post) => [post.path, post] as const))('POST %s with the JSON body', async (path, { body, answer, call, status }) => {
    // 204 answers (code checks, resets) have no body, which RTK Query reads as null.
    const { requests } = mockRoutes({ [path]: answer === null ? { status: 204 } : { status, body: answer } });

    const result = await call(makeStore());

    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(pathOf(requests[0]!)).toBe(path);
    expect(requests[0]?.headers.get('Content-Type')).toContain('application/json');
    expect(await bodyOf(requests[0])).toEqual(body);
    expect(result).toMatchObject({ data: answer });
  });

  it('reads a customer by id and refetches it when the Customer tag is invalidated', async () => {
    const customer = customerAnswer({ id: 7, fullName: 'Malika', image: { url: '/media/avatars/7.webp' } });
    const { requests } = mockRoutes({ '/api/customers/getCustomerById/7': { body: customer } });
    const store = makeStore();

    const subscription = store.dispatch(accountApi.endpoints.getCustomerById.initiate(7));
    expect((await subscription).data).toEqual(customer);
    expect(requests[0]?.method).toBe('GET');

    store.dispatch(api.util.invalidateTags(['Customer']));

    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.every((request) => pathOf(request) === '/api/customers/getCustomerById/7')).toBe(true);
    subscription.unsubscribe();
  });

  it('hands the server error body to the caller', async () => {
    mockRoutes({
      '/api/auth/register': { status: 409, body: { error: { code: 'ALREADY_REGISTERED', message: 'already registered' } } },
    });
    const request = makeStore().dispatch(endpoints.register.initiate(registration));

    await expect(request.unwrap()).rejects.toEqual({ status: 409, data: { error: { code: 'ALREADY_REGISTERED', message: 'already registered' } } });
  });
});
