import { api } from '../../app/api';
import type { TelegramMiniAppBody, TelegramSignedIn } from '../../../contract/telegram';

/** Signing in from inside the Mini App (docs/api.md "Telegram"). */
export const miniAppApi = api.injectEndpoints({
  endpoints: (builder) => ({
    /** 200 as loginCustomer; 409 TELEGRAM_PHONE_NEEDED until the user has shared their phone with the bot. */
    miniAppSignIn: builder.mutation<TelegramSignedIn, TelegramMiniAppBody>({
      query: (body) => ({ url: '/api/auth/telegram/miniApp', method: 'POST', body }),
    }),
  }),
});
