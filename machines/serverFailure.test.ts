import { failureReason, statusReason, toServerFailure } from './serverFailure';

describe('toServerFailure', () => {
  it('reads RTK Query rejections carrying the server error body', () => {
    expect(
      toServerFailure({
        status: 400,
        data: { error: { code: 'CODE_INVALID', message: 'The code is wrong or no longer valid; check it, or request a new one', fields: { verifyCode: 'wrong', bad: 3 } } },
      }),
    ).toEqual({ status: 400, code: 'CODE_INVALID', message: 'The code is wrong or no longer valid; check it, or request a new one', fields: { verifyCode: 'wrong' } });
  });

  it('tells a network failure from an unknown one', () => {
    expect(toServerFailure({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toEqual({
      status: 'network',
      code: undefined,
      message: undefined,
      fields: undefined,
    });
    expect(toServerFailure({ status: 'TIMEOUT_ERROR', error: 'timeout' }).status).toBe('network');
    expect(toServerFailure(new Error('boom')).status).toBeUndefined();
    expect(toServerFailure('nonsense')).toEqual({});
    expect(toServerFailure({ status: 502, data: '<html>Bad gateway</html>' })).toEqual({ status: 502 });
  });
});

describe('failureReason', () => {
  it.each([
    [{ status: 'network' as const }, 'network'],
    [{ status: 429, code: 'RATE_LIMITED' }, 'rateLimited'],
    [{ status: 429 }, 'rateLimited'],
    [{ status: 503, code: 'SERVICE_UNAVAILABLE' }, 'smsUnavailable'],
    [{ status: 409, code: 'ALREADY_REGISTERED' }, 'alreadyRegistered'],
    [{ status: 400, code: 'CODE_INVALID' }, 'codeInvalid'],
    [{ status: 400, code: 'CODE_EXPIRED' }, 'codeExpired'],
    [{ status: 404, code: 'NOT_FOUND' }, 'notRegistered'],
    [{ status: 400, code: 'VALIDATION' }, 'unknown'],
    [{ status: 500, code: 'INTERNAL' }, 'unknown'],
    [{}, 'unknown'],
  ])('%j is %s', (failure, reason) => {
    expect(failureReason(failure)).toBe(reason);
  });
});

describe('statusReason', () => {
  it.each([
    [{ status: 'network' as const }, 'network'],
    [{ status: 400, code: 'VALIDATION_FAILED' }, 'checkFields'],
    [{ status: 401 }, 'sessionExpired'],
    [{ status: 403 }, 'forbidden'],
    [{ status: 404 }, 'notFound'],
    [{ status: 409, code: 'CONFLICT' }, 'conflict'],
    [{ status: 429 }, 'unknown'],
    [{ status: 500 }, 'unknown'],
    [{}, 'unknown'],
  ])('%j is %s', (failure, reason) => {
    expect(statusReason(failure)).toBe(reason);
  });
});
