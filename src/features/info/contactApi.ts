import { api } from '../../app/api';
import type { ContactMessageBody } from '../../../contract/communication';

/** POST /api/message/add: the contact form's message; the shop's base query sends a signed-in customer's token along. */
export const contactApi = api.injectEndpoints({
  endpoints: (builder) => ({
    sendContactMessage: builder.mutation<{ id: number }, ContactMessageBody>({
      query: (body) => ({ url: '/api/message/add', method: 'POST', body }),
    }),
  }),
});

export const { useSendContactMessageMutation } = contactApi;
