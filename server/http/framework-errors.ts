import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, type ErrorCode } from '../errors';
import { securityHeaders, type SecurityOptions } from './security-headers';

/**
 * The few refusals Fastify makes before a request reaches its hooks and error handler (a URL that does not
 * decode, a path segment over maxParamLength): answered in the contract's error shape, with the security
 * headers the onRequest hook would have set.
 */
export function frameworkErrorHandler(options: SecurityOptions) {
  const headers = securityHeaders(options);
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const message = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A part of the address is too long' : 'The address is not valid';
    request.log.info({ code: error.code }, message);
    return reply.headers(headers).header('x-request-id', request.id).status(400).send(errorBody('VALIDATION', message));
  };
}

const CLIENT_ERRORS: Record<string, { status: number; reason: string; code: ErrorCode; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, reason: 'Request Timeout', code: 'REQUEST_TIMEOUT', message: 'The request took too long' },
  HPE_HEADER_OVERFLOW: { status: 431, reason: 'Request Header Fields Too Large', code: 'PAYLOAD_TOO_LARGE', message: 'The request headers are too large' },
};

/** A request Node's HTTP parser could not read (no Fastify request exists): a raw answer in the error shape. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const known = CLIENT_ERRORS[error.code ?? ''] ?? { status: 400, reason: 'Bad Request', code: 'VALIDATION', message: 'The request is malformed' };
  const body = JSON.stringify(errorBody(known.code, known.message));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${known.status} ${known.reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
