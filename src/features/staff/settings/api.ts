import type { ShopSettings } from '../../../../contract/settings';
import { staffTaggedApi } from '../api';

const staffSettings = { type: 'StaffSettings' as const, id: 'CURRENT' };

/** The shop's settings as an ADMIN reads and saves them (docs/api.md "Shop settings"). */
export const staffSettingsApi = staffTaggedApi.enhanceEndpoints({ addTagTypes: ['StaffSettings'] }).injectEndpoints({
  endpoints: (builder) => ({
    getStaffShopSettings: builder.query<ShopSettings, void>({
      query: () => '/api/settings/staff/get',
      providesTags: [staffSettings],
    }),
    saveShopSettings: builder.mutation<ShopSettings, ShopSettings>({
      query: (body) => ({ url: '/api/settings/staff/save', method: 'PUT', body }),
      // The shop's own read too: a shop page open in this app shows the saved values at once.
      invalidatesTags: (_saved, error) => (error?.status === 401 ? [] : [staffSettings, 'ShopSettings']),
    }),
  }),
});

export const { useGetStaffShopSettingsQuery, useSaveShopSettingsMutation } = staffSettingsApi;
