import { RpcException } from '@nestjs/microservices';
import type { ErrorCode, ServiceErrorPayload } from '@tracker/contracts';

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
