import {
  Catch,
  HttpException,
  HttpStatus,
  Logger,
  type ArgumentsHost,
  type ExceptionFilter,
} from '@nestjs/common';
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
    sendFailure(error, http.getRequest<FastifyRequest>(), http.getResponse<FastifyReply>());
  }
}

/** The filter's answer to `error`, for a route that runs outside Nest's router (see anime-read-route.ts). */
export function sendFailure(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const { status, message } = describe(error, request);
  if (status >= 500) logger.warn(`${request.method} ${request.url} → ${status}: ${message}`);
  void reply.status(status).send(failure(message));
}

function describe(error: unknown, request: FastifyRequest): { status: number; message: string } {
  if (error instanceof SendError)
    return { status: ERROR_STATUS[error.payload.code], message: error.payload.message };
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const body = error.getResponse();
    const raw =
      typeof body === 'string' ? body : ((body as { message?: string | string[] }).message ?? error.message);
    const message = Array.isArray(raw) ? raw.join('; ') : raw;
    // Nest's router answers unknown routes with 'Cannot GET /path': say it in our words.
    if (status === HttpStatus.NOT_FOUND && message.startsWith('Cannot ')) {
      return { status, message: `No route for ${request.method} ${request.url.split('?')[0]}.` };
    }
    return { status, message };
  }
  logger.error(error);
  return { status: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error.' };
}
