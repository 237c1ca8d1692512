import type { Dashboard, DashboardPeriod } from '../../../../contract/staffDashboard';
import { staffTaggedApi } from '../api';

const dashboardTag = { type: 'StaffDashboard' as const, id: 'FIGURES' };

/** The dashboard's figures of a period; the refresh button reads them again through the tag. */
export const dashboardApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffDashboard'] }).injectEndpoints({
  endpoints: (builder) => ({
    getDashboard: builder.query<Dashboard, DashboardPeriod>({
      query: (period) => ({ url: '/api/staff/dashboard', params: { period } }),
      providesTags: [dashboardTag],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
export const refreshDashboard = () => dashboardApi.util.invalidateTags([dashboardTag]);
