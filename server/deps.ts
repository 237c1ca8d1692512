import type { Config } from './config';
import type { Database } from './db/client';
import type { TokenService } from './http/tokens';
import type { SmsProvider } from './sms/provider';

/** Time as the server sees it; tests pass a clock they can move. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything a route module needs, handed in by buildApp so tests can swap any part. */
export interface AppDeps {
  db: Database;
  config: Config;
  tokens: TokenService;
  sms: SmsProvider;
  clock: Clock;
}
