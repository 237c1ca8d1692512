import type { ContactMessage, ContactMessageDetail, InboxPage, MessageReplyBody } from '../../../../contract/communication';
import { staffTaggedApi } from '../api';


const inboxList = { type: 'StaffInbox' as const, id: 'LIST' };

/** The contact messages (GET /api/message/getAllMessages), marking one read or unread, and answering one. */
export const inboxApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffInbox', 'StaffInboxMessage'] }).injectEndpoints({
  endpoints: (builder) => ({
    getInbox: builder.query<InboxPage, { page: number; size: number; unread: boolean }>({
      query: ({ page, size, unread }) => ({ url: '/api/message/getAllMessages', params: { page, size, ...(unread ? { unread: true } : {}) } }),
      providesTags: [inboxList],
    }),
    markMessage: builder.mutation<ContactMessage, { id: number; read: boolean }>({
      query: ({ id, read }) => ({ url: `/api/message/asReadUpdating/${id}`, method: 'PUT', params: { read } }),
      invalidatesTags: (_message, error) => (error?.status === 401 ? [] : [inboxList]),
    }),
    getMessage: builder.query<ContactMessageDetail, number>({
      query: (id) => ({ url: `/api/message/getMessage/${id}` }),
      providesTags: (_message, _error, id) => [{ type: 'StaffInboxMessage', id }],
    }),
    // A reply reads the message too: the list's unread mark and count follow it.
    replyToMessage: builder.mutation<ContactMessageDetail, { id: number } & MessageReplyBody>({
      query: ({ id, text }) => ({ url: `/api/message/reply/${id}`, method: 'POST', body: { text } }),
      invalidatesTags: (_message, error, { id }) => (error ? [] : [inboxList, { type: 'StaffInboxMessage', id }]),
    }),
  }),
});

export const { useGetInboxQuery, useMarkMessageMutation, useGetMessageQuery, useReplyToMessageMutation } = inboxApi;
