import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { PhotoProcessor } from './media/images/process';
import type { MediaStore } from './media/store/media-store';
import type { TokenService } from './http/tokens';
import type { SharedRedis } from './shared/redis';
import type { SmsProvider } from './sms/provider';
import type { TelegramBot } from './telegram/bot';

/** Everything a domain's plugin needs, handed in by buildApp (its `deps` option) so tests can swap any part. */
export interface AppDeps {
  db: Database;
  config: Config;
  tokens: TokenService;
  sms: SmsProvider;
  clock: Clock;
  /** Where pictures and avatars live (server/media/store/); buildApp chooses it from config when it is not given. */
  media: MediaStore;
  /** Turns uploaded photos and pictures into stored variants: processProductPhoto unless buildApp is given another. */
  processPhoto: PhotoProcessor;
  /** The shop's Telegram bot: the Bot API with TELEGRAM_BOT_TOKEN, else the sandbox's; buildApp chooses it from config when it is not given. */
  telegramBot: TelegramBot;
  /** Code SMS the whole shop may send a day (Tashkent time); unset or 0: no ceiling. buildApp sets it from its rate limits. */
  shopSmsPerDay?: number;
  /** REDIS_URL's connection: rate limits and cache invalidation shared by every server. Unset: this process only. */
  redis?: SharedRedis;
}
