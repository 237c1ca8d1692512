import { api } from '../../app/api';
import { DEFAULT_DELIVERY_RULES } from '../../../contract/limits';
import type { DeliveryRules, ShopSettings } from '../../../contract/settings';

/**
 * The shop's settings (docs/api.md "Shop settings"): contacts, branches and the delivery figures, read by the footer,
 * the information pages, the cart, checkout and the product page. The server answers with an ETag and no-cache, so a
 * fresh read after an ADMIN's save shows the new values; the staff's save invalidates the tag.
 */
export const settingsApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getShopSettings: builder.query<ShopSettings, void>({
      query: () => '/api/settings/getShopSettings',
      providesTags: ['ShopSettings'],
    }),
  }),
});

export const { useGetShopSettingsQuery } = settingsApi;

/**
 * The delivery fee and free-delivery threshold: the shop's own once loaded, the figures it started with until then
 * (the server prices the order itself, so a moment's old figure only previews).
 */
export function useDeliveryRules(): DeliveryRules {
  const { data } = useGetShopSettingsQuery();
  return data ? { deliveryFee: data.deliveryFee, freeDeliveryFrom: data.freeDeliveryFrom } : DEFAULT_DELIVERY_RULES;
}

/** The Telegram link of a handle (@libos_uz). */
export const telegramLink = (handle: string) => `https://t.me/${handle.replace(/^@/, '')}`;
