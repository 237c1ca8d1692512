import { loadConfig } from '../config';
import { createSmsProvider } from './create';
import { EskizSmsProvider, type FetchFunction } from './eskiz';
import type { Database } from '../db/client';
import { DatabaseSandboxSms } from './sandbox-store';

interface SeenRequest {
  url: string;
  authorization: string | undefined;
  form: Record<string, string>;
}

/** A stand-in for notify.eskiz.uz: records requests and answers from a script. */
function fakeEskiz(answers: { login?: () => Response; send: Array<() => Response> }) {
  const seen: SeenRequest[] = [];
  let logins = 0;
  const sendAnswers = [...answers.send];
  const fetchFn: FetchFunction = async (url, init) => {
    const form: Record<string, string> = {};
    (init.body as FormData).forEach((value, key) => {
      form[key] = String(value);
    });
    const headers = (init.headers ?? {}) as Record<string, string>;
    seen.push({ url, authorization: headers.authorization, form });
    if (url.endsWith('/auth/login')) {
      logins += 1;
      return answers.login?.() ?? Response.json({ message: 'token_generated', data: { token: `token-${logins}` } });
    }
    const next = sendAnswers.shift();
    if (!next) throw new Error('unexpected send');
    return next();
  };
  return { fetchFn, seen, logins: () => logins };
}

const credentials = { email: 'shop@libos.uz', password: 'eskiz-secret', from: '4546' };
const sent = () => Response.json({ id: 'abc', status: 'waiting' });

describe('EskizSmsProvider', () => {
  it('logs in with the email and password, then sends the text to the digits of the phone', async () => {
    const eskiz = fakeEskiz({ send: [sent] });
    const provider = new EskizSmsProvider(credentials, eskiz.fetchFn);

    await provider.send('+998901234567', 'Libos: tasdiqlash kodi 1234');

    expect(eskiz.seen).toEqual([
      { url: 'https://notify.eskiz.uz/api/auth/login', authorization: undefined, form: { email: 'shop@libos.uz', password: 'eskiz-secret' } },
      {
        url: 'https://notify.eskiz.uz/api/message/sms/send',
        authorization: 'Bearer token-1',
        form: { mobile_phone: '998901234567', message: 'Libos: tasdiqlash kodi 1234', from: '4546' },
      },
    ]);
  });

  it('sends under the sender name it is given (the shop settings\' SMS sender) rather than ESKIZ_FROM', async () => {
    const eskiz = fakeEskiz({ send: [sent] });
    const provider = new EskizSmsProvider(credentials, eskiz.fetchFn);
    await provider.send('+998901234567', 'Libos: tasdiqlash kodi 1234', { sender: 'LibosUz' });
    expect(eskiz.seen.find((request) => request.url.endsWith('/send'))?.form).toMatchObject({ from: 'LibosUz' });
  });

  it('reuses the token for later messages', async () => {
    const eskiz = fakeEskiz({ send: [sent, sent] });
    const provider = new EskizSmsProvider(credentials, eskiz.fetchFn);
    await provider.send('+998901234567', 'one');
    await provider.send('+998901234567', 'two');
    expect(eskiz.logins()).toBe(1);
    expect(eskiz.seen.filter((request) => request.url.endsWith('/send')).map((request) => request.authorization)).toEqual([
      'Bearer token-1',
      'Bearer token-1',
    ]);
  });

  it('logs in again once when the token is refused with 401', async () => {
    const eskiz = fakeEskiz({ send: [sent, () => new Response('expired', { status: 401 }), sent] });
    const provider = new EskizSmsProvider(credentials, eskiz.fetchFn);
    await provider.send('+998901234567', 'first');
    await provider.send('+998901234567', 'second');
    expect(eskiz.logins()).toBe(2);
    expect(eskiz.seen.at(-1)?.authorization).toBe('Bearer token-2');
  });

  it('fails when the second try is refused too, instead of looping', async () => {
    const refused = () => new Response('no', { status: 401 });
    const eskiz = fakeEskiz({ send: [refused, refused] });
    const provider = new EskizSmsProvider(credentials, eskiz.fetchFn);
    await expect(provider.send('+998901234567', 'text')).rejects.toThrow(/HTTP 401/);
    expect(eskiz.logins()).toBe(2);
  });

  it('fails when Eskiz rejects the message', async () => {
    const eskiz = fakeEskiz({ send: [() => new Response('bad number', { status: 400 })] });
    const provider = new EskizSmsProvider(credentials, eskiz.fetchFn);
    await expect(provider.send('+998901234567', 'text')).rejects.toThrow(/HTTP 400/);
  });

  it('fails when the login is refused, and tries to log in again on the next send', async () => {
    let loginWorks = false;
    const eskiz = fakeEskiz({
      login: () => (loginWorks ? Response.json({ data: { token: 'good' } }) : new Response('wrong', { status: 401 })),
      send: [sent],
    });
    const provider = new EskizSmsProvider(credentials, eskiz.fetchFn);
    await expect(provider.send('+998901234567', 'text')).rejects.toThrow(/login failed/);
    loginWorks = true;
    await provider.send('+998901234567', 'text');
    expect(eskiz.seen.at(-1)?.authorization).toBe('Bearer good');
  });
});

describe('createSmsProvider', () => {
  it('picks Eskiz when its credentials are configured', () => {
    const config = loadConfig({ ESKIZ_EMAIL: 'shop@libos.uz', ESKIZ_PASSWORD: 'secret' });
    expect(createSmsProvider(config, {} as Database)).toBeInstanceOf(EskizSmsProvider);
  });

  it('falls back to the sandbox without them', () => {
    expect(createSmsProvider(loadConfig({}), {} as Database)).toBeInstanceOf(DatabaseSandboxSms);
  });
});
