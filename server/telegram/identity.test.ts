import { loadConfig } from '../config';
import { TokenService } from '../http/tokens';
import { telegramIdentity } from './identity';

describe('telegramIdentity', () => {
  const sandbox = loadConfig({}).telegram;

  it('derives the sandbox bot from the token secret: the same on every server of a shop, another for another shop', () => {
    const one = telegramIdentity(sandbox, new TokenService('first-secret-that-is-long-enough'));
    const again = telegramIdentity(sandbox, new TokenService('first-secret-that-is-long-enough'));
    const other = telegramIdentity(sandbox, new TokenService('second-secret-that-is-long-enough'));
    expect(one).toEqual(again);
    expect(one.sandbox).toBe(true);
    expect(one.botUsername).toBe('libos_sandbox_bot');
    expect(one.botToken).toMatch(/^[0-9]{1,9}:[A-Za-z0-9_-]{30,}$/);
    expect(one.webhookSecret).toMatch(/^[A-Za-z0-9_-]{1,256}$/);
    expect(other.botToken).not.toBe(one.botToken);
    expect(other.webhookSecret).not.toBe(one.webhookSecret);
  });

  it('uses the live settings as given, with no webhook secret when polling', () => {
    const env = { TELEGRAM_BOT_TOKEN: '1:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8', TELEGRAM_BOT_USERNAME: 'libos_shop_bot' };
    const tokens = new TokenService('first-secret-that-is-long-enough');
    expect(telegramIdentity(loadConfig({ ...env, TELEGRAM_WEBHOOK_SECRET: 'hook' }).telegram, tokens)).toEqual({ sandbox: false, botToken: env.TELEGRAM_BOT_TOKEN, botUsername: 'libos_shop_bot', webhookSecret: 'hook' });
    expect(telegramIdentity(loadConfig({ ...env, TELEGRAM_UPDATES: 'polling' }).telegram, tokens).webhookSecret).toBeUndefined();
  });
});
