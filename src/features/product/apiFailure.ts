/** What a failed call tells: the HTTP status and the API's error body (docs/api.md, Conventions). */
export type ApiFailure = { status: number | string | null; code: string | null; message: string | null };

function field(source: unknown, key: string): unknown {
  return typeof source === 'object' && source !== null && key in source ? (source as Record<string, unknown>)[key] : undefined;
}

/** Reads an RTK Query error (`{status, data: {error: {code, message}}}`) without trusting its shape. */
export function readApiFailure(error: unknown): ApiFailure {
  const status = field(error, 'status');
  const body = field(field(error, 'data'), 'error');
  const code = field(body, 'code');
  const message = field(body, 'message');
  return {
    status: typeof status === 'number' || typeof status === 'string' ? status : null,
    code: typeof code === 'string' ? code : null,
    message: typeof message === 'string' && message.trim() !== '' ? message.trim() : null,
  };
}
