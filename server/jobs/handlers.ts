import type { AppDeps } from '../deps';
import { smsJobHandler } from '../sms/sms-job';
import { FinalJobError, type JobHandlers } from './worker';

/** Who delivers each kind of job, from the app's parts (the server's and each test's). */
export function jobHandlers(deps: Pick<AppDeps, 'db' | 'sms' | 'config' | 'clock'>): JobHandlers {
  return {
    SMS: smsJobHandler(deps.sms),
    CLICK_FISCAL: async () => {
      throw new FinalJobError('Click fiscalisation is not built yet');
    },
  };
}
