import { RpcException } from '@nestjs/microservices';
import type { ErrorCode, ServiceErrorPayload } from '@tracker/contracts';

import { SendError } from './transport/send.js';

/** The one error type services throw; the gateway maps its code to an HTTP status. */
export class ServiceError extends RpcException {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super({ code, message } satisfies ServiceErrorPayload);
  }
}

export const badRequest = (message: string) => new ServiceError('BAD_REQUEST', message);
export const notFound = (message: string) => new ServiceError('NOT_FOUND', message);
export const unavailable = (message: string) => new ServiceError('UNAVAILABLE', message);
export const forbidden = (message: string) => new ServiceError('FORBIDDEN', message);
export const conflict = (message: string) => new ServiceError('CONFLICT', message);
export const rateLimited = (message: string) => new ServiceError('RATE_LIMITED', message);

/** A peer service's refusal, passed on with its code and message (a SendError cannot cross the transport). */
export function passOn(error: unknown): never {
  if (error instanceof SendError) throw new ServiceError(error.payload.code, error.payload.message);
  throw error;
}
