import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { ApiEnvelope } from '@tracker/contracts';
import { SendError } from '@tracker/redis';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { failure } from './envelope.js';
import { ERROR_STATUS } from './error-status.js';

const logger = new Logger('EnvelopeExceptionFilter');

/** Every error leaves the gateway as the spec's envelope with a status and a message a person can act on. */
@Catch()
export class EnvelopeExceptionFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const { status, body } = failureReply(error, request.method, request.url);
    void http.getResponse<FastifyReply>().status(status).send(body);
  }
}

/** The filter's answer to `error`; also for the hot read, a Fastify route outside Nest's router (see anime-read-route.ts). */
export function failureReply(
  error: unknown,
  method: string,
  url: string,
): { status: number; body: ApiEnvelope<null> } {
  const { status, message } = describe(error, method, url);
  if (status >= 500) logger.warn(`${method} ${url} → ${status}: ${message}`);
  return { status, body: failure(message) };
}

function describe(error: unknown, method: string, url: string): { status: number; message: string } {
  if (error instanceof SendError)
    return { status: ERROR_STATUS[error.payload.code], message: error.payload.message };
  if (error instanceof HttpException) {
    const status: HttpStatus = error.getStatus();
    const body = error.getResponse();
    const raw =
      typeof body === 'string' ? body : ((body as { message?: string | string[] }).message ?? error.message);
    const message = Array.isArray(raw) ? raw.join('; ') : raw;
    // Nest's router answers unknown routes with 'Cannot GET /path': say it in our words.
    if (status === HttpStatus.NOT_FOUND && message.startsWith('Cannot ')) {
      return { status, message: `No route for ${method} ${url.split('?')[0]}.` };
    }
    return { status, message };
  }
  logger.error(error);
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error.' };
}
