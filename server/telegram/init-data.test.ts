import { signInitData, validateInitData } from './init-data';
import { signLoginWidget, validateLoginWidget } from './login-widget';
import { TelegramDataError } from './signed-data';

// The published vector (docs/api.md "Telegram"; @telegram-apps/init-data-node's docs): old, so only with the age check off.
const KNOWN_TOKEN = '5768337691:AAH5YkoiEuPk8-FZa32hStHTqXiLPtAEhx8';
const KNOWN_INIT_DATA =
  'query_id=AAHdF6IQAAAAAN0XohDhrOrc&user=%7B%22id%22%3A279058397%2C%22first_name%22%3A%22Vladislav%22%2C%22last_name%22%3A%22Kibenko%22%2C%22username%22%3A%22vdkfrost%22%2C%22language_code%22%3A%22ru%22%2C%22is_premium%22%3Atrue%7D&auth_date=1662771648&hash=c501b71e775f74ce10e377dea85a7ea24ecd640b223ea86dfe453e0eaed2e2b2';
const KNOWN_AUTH_DATE = new Date(1662771648 * 1000);
const noAgeCheck = { now: KNOWN_AUTH_DATE, maxAgeSeconds: undefined };

const reasonOf = (check: () => unknown) => {
  try {
    check();
  } catch (error) {
    if (error instanceof TelegramDataError) return error.reason;
    throw error;
  }
  return 'accepted';
};

describe('validateInitData', () => {
  it('accepts the published vector and reads its user', () => {
    const data = validateInitData(KNOWN_INIT_DATA, KNOWN_TOKEN, noAgeCheck);
    expect(data).toEqual({
      user: { id: 279058397, firstName: 'Vladislav', lastName: 'Kibenko', username: 'vdkfrost', languageCode: 'ru', allowsWriteToPm: false },
      startParam: undefined,
      authDate: KNOWN_AUTH_DATE,
    });
  });

  it('refuses the vector tampered with, or checked with another token', () => {
    expect(reasonOf(() => validateInitData(KNOWN_INIT_DATA.replace('Vladislav', 'Vladimir'), KNOWN_TOKEN, noAgeCheck))).toBe('forged');
    expect(reasonOf(() => validateInitData(KNOWN_INIT_DATA.replace('auth_date=1662771648', 'auth_date=1662771649'), KNOWN_TOKEN, noAgeCheck))).toBe('forged');
    expect(reasonOf(() => validateInitData(KNOWN_INIT_DATA, `${KNOWN_TOKEN}A`, noAgeCheck))).toBe('forged');
  });

  it('refuses the vector once it is older than the allowed age', () => {
    const aDayLater = { now: new Date(KNOWN_AUTH_DATE.getTime() + 86_400_000), maxAgeSeconds: 3600 };
    expect(reasonOf(() => validateInitData(KNOWN_INIT_DATA, KNOWN_TOKEN, aDayLater))).toBe('expired');
  });

  it('signs launch data that validates, start_param included, and refuses it when from more than a minute ahead', () => {
    const now = new Date('2026-11-20T09:00:00Z');
    const seconds = Math.floor(now.getTime() / 1000);
    const user = JSON.stringify({ id: 2 ** 52 - 1, first_name: 'Aziza', language_code: 'uz', allows_write_to_pm: true });
    const signed = signInitData({ user, auth_date: String(seconds - 10), start_param: 'p_12' }, KNOWN_TOKEN);
    const data = validateInitData(signed, KNOWN_TOKEN, { now, maxAgeSeconds: 3600 });
    expect(data.user).toEqual({ id: 2 ** 52 - 1, firstName: 'Aziza', lastName: undefined, username: undefined, languageCode: 'uz', allowsWriteToPm: true });
    expect(data.startParam).toBe('p_12');
    const ahead = signInitData({ user, auth_date: String(seconds + 120) }, KNOWN_TOKEN);
    expect(reasonOf(() => validateInitData(ahead, KNOWN_TOKEN, { now, maxAgeSeconds: 3600 }))).toBe('future');
    const slightlyAhead = signInitData({ user, auth_date: String(seconds + 30) }, KNOWN_TOKEN);
    expect(reasonOf(() => validateInitData(slightlyAhead, KNOWN_TOKEN, { now, maxAgeSeconds: 3600 }))).toBe('accepted');
  });

  it('refuses data without a hash, without a user, or with a field twice', () => {
    const now = new Date('2026-11-20T09:00:00Z');
    const fresh = { now, maxAgeSeconds: 3600 };
    const authDate = String(Math.floor(now.getTime() / 1000));
    expect(reasonOf(() => validateInitData('auth_date=1&user=%7B%7D', KNOWN_TOKEN, fresh))).toBe('malformed');
    expect(reasonOf(() => validateInitData(signInitData({ auth_date: authDate }, KNOWN_TOKEN), KNOWN_TOKEN, fresh))).toBe('malformed');
    const twice = `${signInitData({ auth_date: authDate, user: '{"id":1,"first_name":"A"}' }, KNOWN_TOKEN)}&auth_date=${authDate}`;
    expect(reasonOf(() => validateInitData(twice, KNOWN_TOKEN, fresh))).toBe('malformed');
  });
});

describe('validateLoginWidget', () => {
  // Like @telegram-auth/server's tests: no official vector exists, so a dummy token signs the fixtures.
  const token = '123456789:abCdEfgHijKLmnopqRstUvWxYZ';
  const now = new Date('2026-11-20T09:00:00Z');
  const authDate = Math.floor(now.getTime() / 1000) - 60;
  const fresh = { now, maxAgeSeconds: 3600 };

  it('accepts signed widget data and answers the user id', () => {
    const data = signLoginWidget({ id: 4242, first_name: 'Bobur', username: 'bobur', auth_date: authDate }, token);
    expect(validateLoginWidget(data, token, fresh)).toBe(4242);
  });

  it('refuses it tampered, with another token, with the Mini App secret, or expired', () => {
    const data = signLoginWidget({ id: 4242, first_name: 'Bobur', auth_date: authDate }, token);
    expect(reasonOf(() => validateLoginWidget({ ...data, id: 4243 }, token, fresh))).toBe('forged');
    expect(reasonOf(() => validateLoginWidget({ ...data, last_name: 'X' }, token, fresh))).toBe('forged');
    expect(reasonOf(() => validateLoginWidget(data, `${token}A`, fresh))).toBe('forged');
    const miniAppSigned = new URLSearchParams(signInitData({ auth_date: String(authDate), first_name: 'Bobur', id: '4242' }, token)).get('hash') ?? '';
    expect(reasonOf(() => validateLoginWidget({ ...data, hash: miniAppSigned }, token, fresh))).toBe('forged');
    expect(reasonOf(() => validateLoginWidget(data, token, { now: new Date(now.getTime() + 2 * 3600_000), maxAgeSeconds: 3600 }))).toBe('expired');
  });
});
