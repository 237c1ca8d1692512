import type { AppDeps } from './deps';
import { clickFiscalHandler } from './payments/click/fiscal-job';
import type { ClickFetch } from './payments/click/merchant-api';
import { clickReceiptHandler } from './payments/click/receipt-job';
import { clickRefundReceiptHandler } from './payments/click/refund-receipt-job';
import { clickReversalHandler } from './payments/click/reversal-job';
import { smsJobHandler } from './sms/sms-job';
import type { JobHandlers } from './jobs/worker';
import { telegramJobHandler } from './telegram/bot-message-job';
import { createTelegramBot } from './telegram/identity';

/**
 * Who delivers each kind of job, from the app's parts (the server's and each test's). `clickFetch` stands in for
 * fetch when Click is reached some other way (tests: a fake Click, or the app's own sandbox through inject). Without
 * `telegramBot`, the bot the config names (the sandbox's keeps its messages in the same database as the app's).
 */
export function jobHandlers(deps: Pick<AppDeps, 'db' | 'sms' | 'config' | 'clock'> & Partial<Pick<AppDeps, 'telegramBot'>> & { clickFetch?: ClickFetch }): JobHandlers {
  const bot = deps.telegramBot ?? createTelegramBot(deps.config, deps.db);
  return {
    SMS: smsJobHandler(deps.sms, deps.db),
    CLICK_FISCAL: clickFiscalHandler({ db: deps.db, config: deps.config, clock: deps.clock, fetch: deps.clickFetch }),
    CLICK_RECEIPT: clickReceiptHandler({ db: deps.db, config: deps.config, clock: deps.clock, fetch: deps.clickFetch }),
    CLICK_REVERSAL: clickReversalHandler({ db: deps.db, config: deps.config, clock: deps.clock, fetch: deps.clickFetch }),
    CLICK_REFUND_RECEIPT: clickRefundReceiptHandler({ db: deps.db, config: deps.config, clock: deps.clock, fetch: deps.clickFetch }),
    TELEGRAM: telegramJobHandler({ db: deps.db, bot, config: deps.config, clock: deps.clock }),
  };
}
