import { api } from '../../app/api';
import type { Session } from '../../app/session';
import { accountApi } from '../account/api';
import type { Customer } from '../account/types';
import type { EditCustomerBody, EditCustomerPasswordBody } from '../../../contract/customer';
import type { TelegramLink, TelegramWidgetBody } from '../../../contract/telegram';
import { sendAvatar, type AvatarUpload } from './avatarRequest';

/** The answer is the whole customer: put it in the cached read at once, so header and sidebar follow. */
async function keepCustomer(customerId: number, dispatch: (action: unknown) => unknown, fulfilled: Promise<{ data: Customer }>) {
  try {
    const { data } = await fulfilled;
    dispatch(accountApi.util.upsertQueryData('getCustomerById', customerId, data));
  } catch {
    // The caller shows the failure; the cached customer stays as it was.
  }
}

/** The customer's Telegram link as the change left it, shown at once; the customer is read again all the same. */
async function keepTelegram(customerId: number, dispatch: (action: unknown) => unknown, fulfilled: Promise<{ data: TelegramLink | null }>) {
  try {
    const { data } = await fulfilled;
    dispatch(
      accountApi.util.updateQueryData('getCustomerById', customerId, (customer) => {
        customer.telegram = data;
      }),
    );
  } catch {
    // The caller shows the failure.
  }
}

const customerTag = (customerId: number) => [{ type: 'Customer' as const, id: customerId }];

/**
 * docs/api.md "Customer": the signed-in customer changes their details, password and picture; "Telegram": links
 * their Telegram account (with the Login Widget's fields) or unlinks it.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (builder) => ({
    editCustomer: builder.mutation<Customer, EditCustomerBody & { customerId: number }>({
      query: ({ customerId, ...body }) => ({ url: `/api/customers/editCustomer/${customerId}`, method: 'PUT', body }),
      onQueryStarted: ({ customerId }, { dispatch, queryFulfilled }) => keepCustomer(customerId, dispatch, queryFulfilled),
    }),
    /** A new password ends every earlier sign-in (docs/api.md, Auth); the answer is this device's new session. */
    editCustomerPassword: builder.mutation<Session, EditCustomerPasswordBody & { customerId: number }>({
      query: ({ customerId, ...body }) => ({ url: `/api/customers/editCustomerPassword/${customerId}`, method: 'PUT', body }),
    }),
    editCustomerImage: builder.mutation<Customer, AvatarUpload>({
      queryFn: (upload, { signal }) => sendAvatar(upload, signal),
      onQueryStarted: ({ customerId }, { dispatch, queryFulfilled }) => keepCustomer(customerId, dispatch, queryFulfilled),
    }),
    linkTelegram: builder.mutation<TelegramLink, TelegramWidgetBody & { customerId: number }>({
      query: ({ customerId, ...body }) => ({ url: `/api/customers/telegram/${customerId}`, method: 'POST', body }),
      onQueryStarted: ({ customerId }, { dispatch, queryFulfilled }) => keepTelegram(customerId, dispatch, queryFulfilled),
      invalidatesTags: (_link, _error, { customerId }) => customerTag(customerId),
    }),
    unlinkTelegram: builder.mutation<void, number>({
      query: (customerId) => ({ url: `/api/customers/telegram/${customerId}`, method: 'DELETE' }),
      onQueryStarted: (customerId, { dispatch, queryFulfilled }) =>
        keepTelegram(customerId, dispatch, queryFulfilled.then(() => ({ data: null }))),
      invalidatesTags: (_result, _error, customerId) => customerTag(customerId),
    }),
  }),
});

export const {
  useEditCustomerMutation,
  useEditCustomerPasswordMutation,
  useEditCustomerImageMutation,
  useLinkTelegramMutation,
  useUnlinkTelegramMutation,
} = profileApi;
