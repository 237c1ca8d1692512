import { api } from '../../app/api';
import type { CodeBody, ForgetPasswordBody, LoginBody, PhoneBody, RegisterBody } from '../../../contract/auth';
import type { TelegramWidgetBody } from '../../../contract/telegram';
import type { Customer, LoginResponse } from './types';

/** The auth calls of docs/api.md and the customer read; all calls that change something are mutations. */
export const accountApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** true for a known phone; for a new one the server answers false and sends the sign-up code. */
    isRegistered: builder.mutation<boolean, PhoneBody>({
      query: (body) => ({ url: '/api/auth/isRegistered', method: 'POST', body }),
    }),
    smsCodeVerification: builder.mutation<void, CodeBody>({
      query: (body) => ({ url: '/api/auth/smsCodeVerification', method: 'POST', body }),
    }),
    register: builder.mutation<LoginResponse, RegisterBody>({
      query: (body) => ({ url: '/api/auth/register', method: 'POST', body }),
    }),
    loginCustomer: builder.mutation<LoginResponse, LoginBody>({
      query: (body) => ({ url: '/api/auth/loginCustomer', method: 'POST', body }),
    }),
    /** The Login Widget's fields; 404 TELEGRAM_NOT_LINKED until the customer links Telegram (docs/api.md "Telegram"). */
    telegramLogin: builder.mutation<LoginResponse, TelegramWidgetBody>({
      query: (body) => ({ url: '/api/auth/telegram/login', method: 'POST', body }),
    }),
    sendVerifyCodeForForgetPassword: builder.mutation<void, PhoneBody>({
      query: (body) => ({ url: '/api/auth/sendVerifyCodeForForgetPassword', method: 'POST', body }),
    }),
    forgetPassword: builder.mutation<void, ForgetPasswordBody>({
      query: (body) => ({ url: '/api/auth/forgetPassword', method: 'POST', body }),
    }),
    getCustomerById: builder.query<Customer, number>({
      query: (customerId) => `/api/customers/getCustomerById/${customerId}`,
      providesTags: (_customer, _error, customerId) => [{ type: 'Customer', id: customerId }],
    }),
  }),
});

export const { useGetCustomerByIdQuery } = accountApi;
