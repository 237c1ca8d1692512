import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sqlState } from './db/client';

export type ErrorCode =
  | 'VALIDATION'
  | 'BAD_JSON'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'OUT_OF_STOCK'
  | 'WRONG_PASSWORD'
  | 'ALREADY_REGISTERED'
  | 'NOT_RECEIVED'
  // A contact message with no phone to answer by SMS (its author's account was deleted).
  | 'NO_PHONE'
  | 'DUPLICATE'
  | 'IN_USE'
  // A draft product that lacks what publishing needs (a photo, a size in stock); `fields` says which.
  | 'NOT_READY'
  | 'CODE_INVALID'
  // Telegram (docs/api.md "Telegram"): forged or expired launch data, no phone shared yet, no link, a link taken.
  | 'TELEGRAM_INVALID'
  | 'TELEGRAM_PHONE_NEEDED'
  | 'TELEGRAM_NOT_LINKED'
  | 'TELEGRAM_ALREADY_LINKED'
  | 'CODE_EXPIRED'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'REQUEST_TIMEOUT'
  | 'SERVICE_UNAVAILABLE'
  // A photo upload's refusals (server/media/images/rejection.ts; its TOO_LARGE is PAYLOAD_TOO_LARGE).
  | 'NOT_AN_IMAGE'
  | 'HEIC_NOT_ACCEPTED'
  | 'CORRUPT'
  | 'TOO_MANY_PIXELS'
  | 'EXTREME_ASPECT_RATIO'
  | 'UNSUPPORTED_FORMAT'
  | 'INTERNAL';

export interface ErrorBody {
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; requestId?: string };
}

/** A refusal the client caused: it becomes its status and the error shape of docs/api.md. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'VALIDATION', message, fields);
export const unauthorized = (message = 'Sign in first') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'This belongs to someone else') => new AppError(403, 'FORBIDDEN', message);
export const notFound = (what: string) => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (code: ErrorCode, message: string, fields?: Record<string, string>) =>
  new AppError(409, code, message, fields);

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields && Object.keys(fields).length ? { code, message, fields } : { code, message } };
}

interface AjvIssue {
  instancePath?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** What a request body's field that the call does not list is told (docs/api.md Conventions). */
export const UNKNOWN_FIELD = 'is not a field of this request';

/** Ajv's issues as `{field: message}`, the field named as the client sent it (`items.0.quantity`). */
export function fieldErrors(issues: AjvIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const path = (issue.instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
    const missing = issue.params?.missingProperty;
    const extra = issue.params?.additionalProperty;
    const field = typeof missing === 'string' ? (path ? `${path}.${missing}` : missing)
      : typeof extra === 'string' ? (path ? `${path}.${extra}` : extra)
      : path || 'body';
    if (!fields[field]) {
      fields[field] = typeof missing === 'string' ? 'is required'
        : typeof extra === 'string' ? UNKNOWN_FIELD
        : (issue.message ?? 'is invalid');
    }
  }
  return fields;
}

/**
 * Errors of a lost or refused database connection, in each form the drivers give them: SQLSTATE class 08
 * (connection exception), 57P01-57P03 (the server shutting down or not yet up) and class 53 (out of
 * connections, memory or disk: the server cannot take the work now), socket errors, and node-postgres's
 * own errors, which carry no code at all, only their message.
 */
const CONNECTION_STATES = new Set(['57P01', '57P02', '57P03']);
const CONNECTION_SYSTEM_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
const CONNECTION_MESSAGES = [
  /^Connection terminated/, // "... unexpectedly", "... due to connection timeout"
  /^Client has encountered a connection error and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
  /^Cannot use a pool after calling end on the pool$/,
  /^Client was closed and is not queryable$/,
  /^The server does not support SSL connections$/,
];

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && typeof current === 'object' && chain.length < 5; current = (current as { cause?: unknown }).cause) {
    chain.push(current);
  }
  return chain;
}

/** Whether the database could not be reached: a fault of ours the client can retry, not a bug (503). */
export function isConnectionError(error: unknown): boolean {
  const state = sqlState(error);
  if (state && (state.startsWith('08') || state.startsWith('53') || CONNECTION_STATES.has(state))) return true;
  return causes(error).some((link) => {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && CONNECTION_SYSTEM_CODES.has(code)) return true;
    if (link instanceof AggregateError && link.errors.some(isConnectionError)) return true; // ECONNREFUSED on ::1 and 127.0.0.1
    return typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message));
  });
}

/** The code of a 4xx that Fastify or a plugin raised with only a status. */
const CODE_OF_STATUS: Record<number, ErrorCode> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** Seconds a client should wait before retrying a 503: the pool reconnects on the next query. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 1;

/** Maps every error to the contract's shape; nothing the client sends can produce a 5xx. */
function toResponse(error: FastifyError | AppError | Error, request: FastifyRequest): { status: number; body: ErrorBody; retryAfter?: number } {
  if (error instanceof AppError) {
    return { status: error.statusCode, body: errorBody(error.code, error.message, error.fields) };
  }
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) {
    const where = fastifyError.validationContext ?? 'body';
    const fields = fieldErrors(fastifyError.validation as AjvIssue[]);
    return { status: 400, body: errorBody('VALIDATION', `Invalid ${where}`, fields) };
  }
  switch (fastifyError.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: errorBody('BAD_JSON', 'The body is not valid JSON') };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, body: errorBody('PAYLOAD_TOO_LARGE', 'The upload is too large') };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, body: errorBody('UNSUPPORTED_MEDIA_TYPE', 'Unsupported content type') };
  }
  if (isConnectionError(error)) {
    return {
      status: 503,
      body: errorBody('SERVICE_UNAVAILABLE', 'The shop is briefly unavailable, try again'),
      retryAfter: UNAVAILABLE_RETRY_AFTER_SECONDS,
    };
  }
  const state = sqlState(error);
  // Values the schema let through but the database refused (out of range, bad text) are still bad input.
  if (state?.startsWith('22')) return { status: 400, body: errorBody('VALIDATION', 'A value is out of range') };
  if (state === '23505') return { status: 409, body: errorBody('CONFLICT', 'This already exists') };
  if (state?.startsWith('23')) return { status: 409, body: errorBody('CONFLICT', 'This conflicts with existing data') };
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    return { status, body: errorBody(CODE_OF_STATUS[status] ?? 'VALIDATION', error.message) };
  }
  return {
    status: 500,
    body: { error: { code: 'INTERNAL', message: 'Something went wrong on our side', requestId: String(request.id) } },
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply: FastifyReply) => {
    const { status, body, retryAfter } = toResponse(error, request);
    if (status === 500) request.log.error({ err: error }, 'request failed');
    else if (status >= 500) request.log.warn({ err: error, code: body.error.code, status }, body.error.message);
    else request.log.info({ code: body.error.code, status }, body.error.message);
    if (retryAfter !== undefined) reply.header('retry-after', String(retryAfter));
    // A failure after the route set its own type (an SVG, a page) must still be read as the JSON it now is.
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
}

/** The shape every error answer has, for route schemas and the OpenAPI document. */
export const errorResponseSchema = {
  type: 'object',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: { type: 'string' },
        message: { type: 'string' },
        fields: { type: 'object', additionalProperties: { type: 'string' } },
        requestId: { type: 'string' },
      },
      required: ['code', 'message'],
    },
  },
  required: ['error'],
} as const;
