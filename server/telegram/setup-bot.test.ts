import { loadTelegramSettings } from './settings';
import { botFatherSteps, setUpBot } from './setup-bot';

const live = (env: NodeJS.ProcessEnv) => loadTelegramSettings({ TELEGRAM_BOT_TOKEN: '123456:ABCdefGHIjklMNOpqrSTUvwxYZ', TELEGRAM_BOT_USERNAME: 'libos_shop_bot', ...env });

function recorder() {
  const calls: Array<{ method: string; body: object }> = [];
  return { calls, call: async (method: string, body: object) => { calls.push({ method, body }); return true; } };
}

describe('npm run telegram:setup', () => {
  it('points the webhook at the shop’s public address with its secret, sets both languages’ commands and the menu button', async () => {
    const { calls, call } = recorder();
    const telegram = live({ TELEGRAM_WEBHOOK_SECRET: 'hook_secret-1' });
    await setUpBot({ telegram, publicUrl: 'https://libos.uz/' }, call);
    expect(calls.map((entry) => entry.method)).toEqual(['setWebhook', 'setMyCommands', 'setMyCommands', 'setMyCommands', 'setChatMenuButton']);
    expect(calls[0]!.body).toMatchObject({ url: 'https://libos.uz/api/telegram/webhook', secret_token: 'hook_secret-1', allowed_updates: ['message'] });
    expect(calls[3]!.body).toMatchObject({ language_code: 'ru', commands: expect.arrayContaining([{ command: 'orders', description: 'Мои последние заказы' }]) });
    expect(calls[4]!.body).toEqual({ menu_button: { type: 'web_app', text: 'Libos', web_app: { url: 'https://libos.uz/' } } });
  });

  it('removes the webhook when the server polls', async () => {
    const { calls, call } = recorder();
    await setUpBot({ telegram: live({ TELEGRAM_UPDATES: 'polling' }), publicUrl: 'https://libos.uz' }, call);
    expect(calls[0]).toEqual({ method: 'deleteWebhook', body: { drop_pending_updates: false } });
  });

  it('refuses the sandbox and an address Telegram cannot open, calling nothing', async () => {
    const { calls, call } = recorder();
    await expect(setUpBot({ telegram: loadTelegramSettings({}), publicUrl: 'https://libos.uz' }, call)).rejects.toThrow('TELEGRAM_BOT_TOKEN is unset');
    await expect(setUpBot({ telegram: live({ TELEGRAM_WEBHOOK_SECRET: 's' }), publicUrl: undefined }, call)).rejects.toThrow('PUBLIC_URL');
    await expect(setUpBot({ telegram: live({ TELEGRAM_WEBHOOK_SECRET: 's' }), publicUrl: 'http://libos.uz' }, call)).rejects.toThrow('https');
    expect(calls).toEqual([]);
  });

  it('names the BotFather steps with the shop’s host and bot', () => {
    const steps = botFatherSteps({ telegram: live({ TELEGRAM_WEBHOOK_SECRET: 's' }), publicUrl: 'https://libos.uz' });
    expect(steps[0]).toContain('/setdomain, choose @libos_shop_bot, send libos.uz');
    expect(steps[1]).toContain('TELEGRAM_MINI_APP_NAME');
  });
});
