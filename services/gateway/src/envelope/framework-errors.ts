import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import { securityHeaders } from '../http/security-headers.js';
import { failure } from './envelope.js';

/**
 * Errors Fastify answers before any hook or Nest's filter runs (the router's), and the ones Node answers
 * before Fastify sees a request (a malformed or oversized head): in the envelope too.
 */
export function frameworkErrorReply(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode ?? 400;
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'The URL is too long: each part of its path may be at most 1000 characters.'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'The URL is not valid: check its percent-encoding.'
        : 'The request could not be routed.';
  void reply
    .headers(securityHeaders(false))
    .code(status >= 500 ? 400 : status)
    .send(failure(message));
}

const CLIENT_ERRORS: Record<string, { status: number; message: string }> = {
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request line or headers are too large (at most 16 KB).' },
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive.' },
};

export function clientErrorReply(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERRORS[error.code ?? ''] ?? {
    status: 400,
    message: 'The request is not valid HTTP.',
  };
  const body = JSON.stringify(failure(message));
  const headers = Object.entries(securityHeaders(false)).map(([name, value]) => `${name}: ${value}\r\n`);
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${headers.join('')}Connection: close\r\n\r\n${body}`,
    );
  socket.destroy(error);
}
