import type { ContactMessage, InboxPage } from '../../../../contract/communication';
import { staffTaggedApi } from '../api';


const inboxList = { type: 'StaffInbox' as const, id: 'LIST' };

/** The contact messages (GET /api/message/getAllMessages) and marking one read or unread. */
export const inboxApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffInbox'] }).injectEndpoints({
  endpoints: (builder) => ({
    getInbox: builder.query<InboxPage, { page: number; size: number; unread: boolean }>({
      query: ({ page, size, unread }) => ({ url: '/api/message/getAllMessages', params: { page, size, ...(unread ? { unread: true } : {}) } }),
      providesTags: [inboxList],
    }),
    markMessage: builder.mutation<ContactMessage, { id: number; read: boolean }>({
      query: ({ id, read }) => ({ url: `/api/message/asReadUpdating/${id}`, method: 'PUT', params: { read } }),
      invalidatesTags: (_message, error) => (error?.status === 401 ? [] : [inboxList]),
    }),
  }),
});

export const { useGetInboxQuery, useMarkMessageMutation } = inboxApi;
