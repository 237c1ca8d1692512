import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { TokenService } from './http/tokens';
import type { SmsProvider } from './sms/provider';

/** Everything a domain's plugin needs, handed in by buildApp (its `deps` option) so tests can swap any part. */
export interface AppDeps {
  db: Database;
  config: Config;
  tokens: TokenService;
  sms: SmsProvider;
  clock: Clock;
  /** Code SMS the whole shop may send a day (Tashkent time); unset or 0: no ceiling. buildApp sets it from its rate limits. */
  shopSmsPerDay?: number;
}
