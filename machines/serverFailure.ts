/*
 * What a failed call tells the machines. Actors reject with whatever their transport throws; for the SPA
 * that is RTK Query's `{status, data}` where `data` is the server's `{error: {code, message, fields}}`
 * (docs/api.md). This module reads that shape defensively, without importing any transport.
 */

export type ServerFailure = {
  /** HTTP status; 'network' when no answer arrived (offline, DNS, timeout); undefined when unknown. */
  status?: number | 'network';
  code?: string;
  message?: string;
  fields?: Record<string, string>;
};

/** Why a call failed, in the words the panel's messages are keyed by. */
export type FailureReason =
  | 'network'
  | 'rateLimited'
  | 'smsUnavailable'
  | 'alreadyRegistered'
  | 'codeInvalid'
  | 'codeExpired'
  | 'notRegistered'
  | 'unknown';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function stringFields(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function readErrorBody(body: unknown): Omit<ServerFailure, 'status'> {
  if (!isRecord(body) || !isRecord(body.error)) return {};
  const { code, message, fields } = body.error;
  return {
    code: typeof code === 'string' ? code : undefined,
    message: typeof message === 'string' ? message : undefined,
    fields: stringFields(fields),
  };
}

export function toServerFailure(error: unknown): ServerFailure {
  if (!isRecord(error)) return {};
  // RTK Query: {status: number, data: body}; no answer at all is {status: 'FETCH_ERROR' | 'TIMEOUT_ERROR'}.
  const status =
    typeof error.status === 'number'
      ? error.status
      : error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR'
        ? 'network'
        : undefined;
  const body = 'data' in error ? error.data : error;
  return { status, ...readErrorBody(body) };
}

/** What the statuses every staff and order call may answer mean, in the words their messages are keyed by. */
export type StatusReason = 'network' | 'checkFields' | 'sessionExpired' | 'forbidden' | 'notFound' | 'conflict' | 'unknown';

/** The reason a failure's status alone gives; each caller checks its own codes (DUPLICATE, OUT_OF_STOCK...) first. */
export function statusReason(failure: ServerFailure): StatusReason {
  switch (failure.status) {
    case 'network':
      return 'network';
    case 400:
      return 'checkFields';
    case 401:
      return 'sessionExpired';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 409:
      return 'conflict';
    default:
      return 'unknown';
  }
}

export function failureReason(failure: ServerFailure): FailureReason {
  if (failure.status === 'network') return 'network';
  if (failure.status === 429 || failure.code === 'RATE_LIMITED') return 'rateLimited';
  if (failure.status === 503 || failure.code === 'SERVICE_UNAVAILABLE') return 'smsUnavailable';
  switch (failure.code) {
    case 'ALREADY_REGISTERED':
      return 'alreadyRegistered';
    case 'CODE_INVALID':
      return 'codeInvalid';
    case 'CODE_EXPIRED':
      return 'codeExpired';
    case 'NOT_FOUND':
      return 'notRegistered';
    default:
      return 'unknown';
  }
}
