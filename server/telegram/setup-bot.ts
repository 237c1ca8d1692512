import { loadConfig, type Config } from '../config';
import { BotApiClient } from './bot';

/**
 * `npm run telegram:setup`: tells Telegram what the shop's bot needs, from the same settings the server starts with
 * (README "Telegram"): where its updates go (the webhook and its secret token, or none for long polling), its commands
 * in both languages, and its menu button opening the shop as a Mini App. Run again after PUBLIC_URL or the secret
 * changes. What only @BotFather can set (the Login Widget's domain, the Mini App's short name) it prints as steps.
 */

type BotCall = (method: string, body: object) => Promise<unknown>;

const COMMANDS = {
  uz: [
    { command: 'start', description: 'Do‘konni ochish' },
    { command: 'orders', description: 'Oxirgi buyurtmalarim' },
    { command: 'help', description: 'Yordam' },
  ],
  ru: [
    { command: 'start', description: 'Открыть магазин' },
    { command: 'orders', description: 'Мои последние заказы' },
    { command: 'help', description: 'Помощь' },
  ],
};

/** The calls, in order; each answers what it did, for the operator to read. */
export async function setUpBot(config: Pick<Config, 'telegram' | 'publicUrl'>, call: BotCall): Promise<string[]> {
  const { telegram, publicUrl } = config;
  if (!telegram.botToken) throw new Error('TELEGRAM_BOT_TOKEN is unset: the sandbox needs no set-up (README "Telegram")');
  // Telegram only calls and opens https addresses it can reach: the shop's public one, never the one it listens on.
  if (!publicUrl?.startsWith('https://')) throw new Error('PUBLIC_URL must be the shop’s https address: Telegram calls the webhook and opens the Mini App there');
  const shop = publicUrl.replace(/\/+$/, '');
  const done: string[] = [];
  if (telegram.updates === 'webhook') {
    await call('setWebhook', { url: `${shop}/api/telegram/webhook`, secret_token: telegram.webhookSecret, allowed_updates: ['message'], drop_pending_updates: false });
    done.push(`webhook: ${shop}/api/telegram/webhook, with TELEGRAM_WEBHOOK_SECRET as its secret token`);
  } else {
    // getUpdates answers nothing while a webhook is set.
    await call('deleteWebhook', { drop_pending_updates: false });
    done.push('webhook removed: the server asks for updates itself (TELEGRAM_UPDATES=polling)');
  }
  await call('setMyCommands', { commands: COMMANDS.uz });
  await call('setMyCommands', { commands: COMMANDS.uz, language_code: 'uz' });
  await call('setMyCommands', { commands: COMMANDS.ru, language_code: 'ru' });
  done.push('commands: /start, /orders, /help in Uzbek (the default) and Russian');
  await call('setChatMenuButton', { menu_button: { type: 'web_app', text: 'Libos', web_app: { url: `${shop}/` } } });
  done.push(`menu button: opens ${shop}/ as a Mini App`);
  return done;
}

/** What the Bot API cannot set: the operator does it once in a chat with @BotFather. */
export function botFatherSteps(config: Pick<Config, 'telegram' | 'publicUrl'>): string[] {
  const host = config.publicUrl ? new URL(config.publicUrl).host : '<your shop’s host>';
  const bot = `@${config.telegram.botUsername}`;
  return [
    `/setdomain, choose ${bot}, send ${host}: the Login Widget ("Log in with Telegram") works only on that domain`,
    `/newapp, choose ${bot}, give ${config.publicUrl ?? 'PUBLIC_URL'} as its address and a short name; set TELEGRAM_MINI_APP_NAME to that name for t.me/<bot>/<app> links`,
  ];
}

async function main(): Promise<void> {
  const config = loadConfig();
  const client = new BotApiClient(config.telegram.botToken ?? '');
  for (const line of await setUpBot(config, (method, body) => client.call(method, body))) console.log(`done: ${line}`);
  for (const line of botFatherSteps(config)) console.log(`by hand in @BotFather: ${line}`);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
