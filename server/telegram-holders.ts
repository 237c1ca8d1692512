import { recentOrdersOf } from './orders/telegram-service';
import type { TelegramHolders } from './telegram/holders';

/** The orders the bot's /orders lists, handed to the telegram plugin by server/app.ts and to its long poll by server/main.ts. */
export const TELEGRAM_HOLDERS: TelegramHolders = { recentOrdersOf };
