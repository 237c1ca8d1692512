import { REDACTED, isSecretField, redactSecrets } from './secrets';

const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI0MiJ9.c2lnbmF0dXJl';

describe('isSecretField', () => {
  it.each(['password', 'newPassword', 'confirmPassword', 'verifyCode', 'smsCode', 'accessToken', 'initData', 'hash', 'Authorization', 'clientSecret'])(
    'counts %s as a secret',
    (key) => expect(isSecretField(key)).toBe(true),
  );

  it.each(['code', 'phoneNumber', 'hashtag', 'status', 'customerId', 'endpointName'])('leaves %s alone', (key) => {
    expect(isSecretField(key)).toBe(false);
  });
});

describe('redactSecrets', () => {
  it('hides secret fields at any depth, in objects and arrays, and keeps the rest', () => {
    const event = {
      type: 'SUBMIT_DETAILS',
      fullName: 'Malika',
      password: 'kuchli-parol-7',
      steps: [{ verifyCode: '4821', phoneNumber: '+998901234567' }],
      output: { session: { accessToken: token, customerId: 7 } },
    };

    expect(redactSecrets(event)).toEqual({
      type: 'SUBMIT_DETAILS',
      fullName: 'Malika',
      password: REDACTED,
      steps: [{ verifyCode: REDACTED, phoneNumber: '+998901234567' }],
      output: { session: { accessToken: REDACTED, customerId: 7 } },
    });
    expect(event.password).toBe('kuchli-parol-7');
  });

  it('keeps an empty secret field empty, so a form without one reads as such', () => {
    expect(redactSecrets({ password: null, verifyCode: undefined })).toEqual({ password: null, verifyCode: undefined });
  });

  it('cuts a token out of any string that quotes it', () => {
    expect(redactSecrets({ message: `refused Bearer ${token} at /api/cart` })).toEqual({ message: `refused Bearer ${REDACTED} at /api/cart` });
  });

  it('walks what an object gives JSON, and keeps an error’s name and message', () => {
    const snapshot = { toJSON: () => ({ value: 'login', context: { password: 'x' } }) };
    const error = Object.assign(new TypeError('Failed to fetch'), { data: { newPassword: 'y' } });

    expect(redactSecrets({ snapshot, error, at: new Date(0) })).toEqual({
      snapshot: { value: 'login', context: { password: REDACTED } },
      error: { name: 'TypeError', message: 'Failed to fetch', data: { newPassword: REDACTED } },
      at: '1970-01-01T00:00:00.000Z',
    });
  });

  it('cuts a cycle but copies an object met twice side by side', () => {
    const shared = { phoneNumber: '+998901234567' };
    const looped: { name: string; self?: unknown; a?: unknown; b?: unknown } = { name: 'root', a: shared, b: shared };
    looped.self = looped;

    expect(redactSecrets(looped)).toEqual({ name: 'root', a: shared, b: shared, self: '[cycle]' });
  });
});
