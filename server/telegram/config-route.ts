import { TelegramConfig } from '../../contract/telegram';
import type { App } from '../http/app-type';
import type { TelegramIdentity } from './identity';
import type { TelegramSettings } from './settings';

/** Where the sandbox's stand-ins for Telegram's Login Widget popup and Mini App script are served (server/telegram/sandbox/). */
const SANDBOX_LOGIN_URL = '/sandbox/telegram/oauth';
const SANDBOX_WEB_APP_SCRIPT_URL = '/sandbox/telegram/telegram-web-app.js';

/**
 * What the SPA needs to open Telegram's doors: Telegram's own popup and script with a bot token, the sandbox's
 * without one. The bot id is the number before the token's colon, which the Login Widget's popup is opened with.
 */
function telegramConfig(identity: TelegramIdentity, settings: Pick<TelegramSettings, 'miniAppName'>): TelegramConfig {
  const botId = Number(identity.botToken.split(':')[0]);
  if (identity.sandbox) {
    return { botId, botUsername: identity.botUsername, loginUrl: SANDBOX_LOGIN_URL, webAppScriptUrl: SANDBOX_WEB_APP_SCRIPT_URL, miniAppLink: null, sandbox: true };
  }
  return {
    botId,
    botUsername: identity.botUsername,
    loginUrl: 'https://oauth.telegram.org/auth',
    webAppScriptUrl: 'https://telegram.org/js/telegram-web-app.js',
    miniAppLink: settings.miniAppName ? `https://t.me/${identity.botUsername}/${settings.miniAppName}` : null,
    sandbox: false,
  };
}

/** GET /api/telegram/config: public, and the same for every caller until the settings change with a restart. */
export function configRoute(app: App, identity: TelegramIdentity, settings: Pick<TelegramSettings, 'miniAppName'>): void {
  const config = telegramConfig(identity, settings);
  app.get('/api/telegram/config', {
    schema: {
      tags: ['telegram'],
      summary: 'The shop’s bot and where Telegram’s Login Widget popup and Mini App script are (the sandbox’s without TELEGRAM_BOT_TOKEN)',
      response: { 200: TelegramConfig },
    },
  }, async () => config);
}
