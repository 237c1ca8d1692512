import type { CustomerNotificationBody, NotificationTextsBody, SentNotification } from '../../../../contract/communication';
import { staffTaggedApi } from '../api';
import type { Page } from '../../../../contract/page';

export type SentPage = Page<SentNotification>;

const sentList = { type: 'StaffSentNotifications' as const, id: 'LIST' };

/** Staff's notifications: send to all or to one (by phone), the list of sendings, take one back. */
export const staffNotificationsApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffSentNotifications'] }).injectEndpoints({
  endpoints: (builder) => ({
    getSentNotifications: builder.query<SentPage, { page: number; size: number }>({
      query: (params) => ({ url: '/api/notification/staff/getAllSent', params }),
      providesTags: [sentList],
    }),
    sendToAll: builder.mutation<SentNotification | null, NotificationTextsBody>({
      query: (body) => ({ url: '/api/notification/addNotificationToAll', method: 'POST', body }),
      invalidatesTags: (_sent, error) => (error ? [] : [sentList]),
    }),
    sendToCustomer: builder.mutation<SentNotification, CustomerNotificationBody>({
      query: (body) => ({ url: '/api/notification/addNotificationToCustomer', method: 'POST', body }),
      invalidatesTags: (_sent, error) => (error ? [] : [sentList]),
    }),
    deleteSentNotification: builder.mutation<{ deleted: number }, number>({
      query: (id) => ({ url: `/api/notification/deleteNotification/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error?.status === 401 ? [] : [sentList]),
    }),
  }),
});

export const { useGetSentNotificationsQuery, useSendToAllMutation, useSendToCustomerMutation, useDeleteSentNotificationMutation } = staffNotificationsApi;
