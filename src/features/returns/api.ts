import { api } from '../../app/api';
import { readAccessToken } from '../../app/session';
import { sendImage } from '../../components/sendImage';
import type { CreateReturnRequest, Returnability, ReturnRequest, UploadedPhoto, WithdrawReturnRequest } from './types';

/*
 * The shopper's returns (docs/api.md "Returns and exchanges"). Tags: the customer's requests carry
 * {Return, LIST-customerId}, an order's returnability {Return, ORDER-orderId}; asking or withdrawing changes both.
 */
const customerReturns = (customerId: number) => ({ type: 'Return' as const, id: `LIST-${customerId}` });
const orderReturnability = (orderId: number) => ({ type: 'Return' as const, id: `ORDER-${orderId}` });

export type ReturnPhotoUpload = {
  file: File;
  /** Called with 0..1 as the bytes leave. */
  onProgress?: (fraction: number) => void;
};

export const returnsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** What each line of a delivered order may still ask for, with the order's deadlines. */
    getReturnability: builder.query<Returnability, number>({
      query: (orderId) => `/api/return/returnability/${orderId}`,
      providesTags: (_answer, _error, orderId) => [orderReturnability(orderId)],
    }),
    /** The customer's requests, newest first; each order shows its own. */
    getCustomerReturns: builder.query<ReturnRequest[], number>({
      query: (customerId) => `/api/return/getAllByCustomerId/${customerId}`,
      providesTags: (_answer, _error, customerId) => [customerReturns(customerId)],
    }),
    /** A refusal too reads both again: the usual cause is a stale page (a request already open, the window closed). */
    createReturn: builder.mutation<ReturnRequest, CreateReturnRequest>({
      query: ({ orderId, body }) => ({ url: `/api/return/createReturn/${orderId}`, method: 'POST', body }),
      invalidatesTags: (_answer, _error, { orderId, customerId }) => [customerReturns(customerId), orderReturnability(orderId)],
    }),
    withdrawReturn: builder.mutation<ReturnRequest, WithdrawReturnRequest>({
      query: ({ id }) => ({ url: `/api/return/withdraw/${id}`, method: 'POST' }),
      invalidatesTags: (_answer, _error, { orderId, customerId }) => [customerReturns(customerId), orderReturnability(orderId)],
    }),
    /** A photo through the image pipeline, by XHR for its progress (the avatar's uploader), as multipart `file`. */
    uploadReturnPhoto: builder.mutation<UploadedPhoto, ReturnPhotoUpload>({
      queryFn: ({ file, onProgress }, { signal }) =>
        sendImage<UploadedPhoto>({ method: 'POST', path: '/api/return/uploadPhoto', token: readAccessToken(), file, field: 'file', onProgress }, signal),
    }),
  }),
});

export const {
  useGetReturnabilityQuery,
  useGetCustomerReturnsQuery,
  useCreateReturnMutation,
  useWithdrawReturnMutation,
  useUploadReturnPhotoMutation,
} = returnsApi;
