import { api } from '../../app/api';
import type { CustomerNotification } from './types';

const list = { type: 'Notification', id: 'LIST' } as const;

type ReadNotificationRequest = { customerId: number; id: number };

/**
 * The customer's notifications. Reading one or all shows at once in the cached list and is taken back if
 * the server refuses.
 */
export const notificationsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getNotificationsForCustomer: builder.query<CustomerNotification[], number>({
      query: (customerId) => `/api/notification/getNotificationsForCustomer/${customerId}`,
      providesTags: [list],
    }),
    readNotification: builder.mutation<unknown, ReadNotificationRequest>({
      query: ({ id }) => ({ url: `/api/notification/readNotification/${id}`, method: 'PUT' }),
      async onQueryStarted({ customerId, id }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotificationsForCustomer', customerId, (notifications) => {
            const notification = notifications.find((candidate) => candidate.id === id);
            if (notification) notification.read = true;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    readAllNotifications: builder.mutation<void, number>({
      query: (customerId) => ({ url: `/api/notification/readAll/${customerId}`, method: 'PUT' }),
      async onQueryStarted(customerId, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotificationsForCustomer', customerId, (notifications) => {
            for (const notification of notifications) notification.read = true;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const {
  useGetNotificationsForCustomerQuery,
  useReadNotificationMutation,
  useReadAllNotificationsMutation,
} = notificationsApi;
