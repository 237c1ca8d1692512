import { BotApiClient, BotBlockedError, BotRetryAfterError } from './bot';

/** A fetch that answers each call with the next of `answers` and keeps what it was asked. */
function fakeFetch(...answers: Array<{ status: number; body: unknown }>) {
  const calls: Array<{ url: string; body: unknown }> = [];
  const fetchFn = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const answer = answers.shift() ?? { status: 500, body: {} };
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetchFn, calls };
}

describe('BotApiClient', () => {
  it('posts sendMessage as JSON to the token’s address, buttons as an inline keyboard', async () => {
    const { fetchFn, calls } = fakeFetch({ status: 200, body: { ok: true, result: { message_id: 1 } } });
    await new BotApiClient('1:token', fetchFn).sendMessage(42, 'Salom', { buttons: [[{ text: 'Ochish', webAppUrl: 'https://shop.test/' }, { text: 'Sayt', url: 'https://shop.test/' }]] });
    expect(calls).toEqual([{
      url: 'https://api.telegram.org/bot1:token/sendMessage',
      body: { chat_id: 42, text: 'Salom', reply_markup: { inline_keyboard: [[{ text: 'Ochish', web_app: { url: 'https://shop.test/' } }, { text: 'Sayt', url: 'https://shop.test/' }]] } },
    }]);
  });

  it('tells a blocked bot (403) and a chat never started apart from other failures', async () => {
    const { fetchFn } = fakeFetch(
      { status: 403, body: { ok: false, error_code: 403, description: 'Forbidden: bot was blocked by the user' } },
      { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: chat not found' } },
      { status: 400, body: { ok: false, error_code: 400, description: 'Bad Request: message text is empty' } },
    );
    const bot = new BotApiClient('1:token', fetchFn);
    await expect(bot.sendMessage(42, 'a')).rejects.toBeInstanceOf(BotBlockedError);
    await expect(bot.sendMessage(42, 'a')).rejects.toBeInstanceOf(BotBlockedError);
    const other = await bot.sendMessage(42, '').catch((error: unknown) => error);
    expect(other).toBeInstanceOf(Error);
    expect(other).not.toBeInstanceOf(BotBlockedError);
  });

  it('answers flood control (429) with how long to wait', async () => {
    const { fetchFn } = fakeFetch({ status: 429, body: { ok: false, error_code: 429, description: 'Too Many Requests', parameters: { retry_after: 17 } } });
    const error = await new BotApiClient('1:token', fetchFn).sendMessage(42, 'a').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BotRetryAfterError);
    expect((error as BotRetryAfterError).retryAfterSeconds).toBe(17);
  });
});
