import type { FailedJob, RetriedJob } from '../../../../contract/staff-jobs';
import { staffTaggedApi } from '../api';
import type { Page } from '../../../../contract/page';

export type FailedJobsPage = Page<FailedJob>;

const failedList = { type: 'StaffOutbox' as const, id: 'FAILED' };

/** The outbox's given-up jobs (GET /api/jobs/staff/failed) and sending one again (docs/api.md "Staff: outgoing messages"). */
export const outboxApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffOutbox'] }).injectEndpoints({
  endpoints: (builder) => ({
    getFailedJobs: builder.query<FailedJobsPage, { page: number; size: number }>({
      query: (params) => ({ url: '/api/jobs/staff/failed', params }),
      providesTags: [failedList],
    }),
    /** A 409 (someone retried it first) reads the list again too, so the job leaves the screen either way. */
    retryJob: builder.mutation<RetriedJob, { id: number; orderId: number | null }>({
      query: ({ id }) => ({ url: `/api/jobs/staff/retry/${id}`, method: 'POST' }),
      invalidatesTags: (_job, error, { orderId }) =>
        error?.status === 401 ? [] : [failedList, ...(orderId === null ? [] : [{ type: 'Order' as const, id: `STAFF-${orderId}` }])],
    }),
  }),
});

export const { useGetFailedJobsQuery, useRetryJobMutation } = outboxApi;
