import type { AppDeps } from './deps';
import { clickFiscalHandler, type ClickFetch } from './payments/click/fiscal-job';
import { smsJobHandler } from './sms/sms-job';
import type { JobHandlers } from './jobs/worker';

/**
 * Who delivers each kind of job, from the app's parts (the server's and each test's). `clickFetch` stands in for
 * fetch when Click is reached some other way (tests: a fake Click, or the app's own sandbox through inject).
 */
export function jobHandlers(deps: Pick<AppDeps, 'db' | 'sms' | 'config' | 'clock'> & { clickFetch?: ClickFetch }): JobHandlers {
  return {
    SMS: smsJobHandler(deps.sms),
    CLICK_FISCAL: clickFiscalHandler({ db: deps.db, config: deps.config, clock: deps.clock, fetch: deps.clickFetch }),
  };
}
