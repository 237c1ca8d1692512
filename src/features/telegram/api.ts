import { api } from '../../app/api';
import type { TelegramConfig } from '../../../contract/telegram';

/** Telegram's doors into the shop: where its script and its Login Widget's popup come from (docs/api.md "Telegram"). */
export const telegramApi = api.injectEndpoints({
  endpoints: (builder) => ({
    getTelegramConfig: builder.query<TelegramConfig, void>({
      query: () => '/api/telegram/config',
      // Settings of the server's start: they do not change while the page is open.
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
});

export const { useGetTelegramConfigQuery } = telegramApi;
