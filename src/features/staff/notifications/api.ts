import type { SentNotification } from '../../../../contract/communication';
import { staffRequest, staffTaggedApi } from '../api';
import type { Page } from '../../../../contract/page';

export type SentPage = Page<SentNotification>;

export type NotificationTexts = { title: string; message: string; titleRUS: string; messageRUS: string };

const sentList = { type: 'StaffSentNotifications' as const, id: 'LIST' };

/** Staff's notifications: send to all or to one (by phone), the list of sendings, take one back. */
export const staffNotificationsApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffSentNotifications'] }).injectEndpoints({
  endpoints: (builder) => ({
    getSentNotifications: builder.query<SentPage, { page: number; size: number }>({
      queryFn: (params, queryApi) => staffRequest<SentPage>({ url: '/api/notification/staff/getAllSent', params }, queryApi),
      providesTags: [sentList],
    }),
    sendToAll: builder.mutation<SentNotification | null, NotificationTexts>({
      queryFn: (body, queryApi) => staffRequest<SentNotification | null>({ url: '/api/notification/addNotificationToAll', method: 'POST', body }, queryApi),
      invalidatesTags: (_sent, error) => (error ? [] : [sentList]),
    }),
    sendToCustomer: builder.mutation<SentNotification, NotificationTexts & { phoneNumber: string }>({
      queryFn: (body, queryApi) => staffRequest<SentNotification>({ url: '/api/notification/addNotificationToCustomer', method: 'POST', body }, queryApi),
      invalidatesTags: (_sent, error) => (error ? [] : [sentList]),
    }),
    deleteSentNotification: builder.mutation<{ deleted: number }, number>({
      queryFn: (id, queryApi) => staffRequest<{ deleted: number }>({ url: `/api/notification/deleteNotification/${id}`, method: 'DELETE' }, queryApi),
      invalidatesTags: (_result, error) => (error?.status === 401 ? [] : [sentList]),
    }),
  }),
});

export const { useGetSentNotificationsQuery, useSendToAllMutation, useSendToCustomerMutation, useDeleteSentNotificationMutation } = staffNotificationsApi;
