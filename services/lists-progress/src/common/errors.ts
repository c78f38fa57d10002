import { SendError, ServiceError } from '@tracker/redis';

export const forbidden = (message: string) => new ServiceError('FORBIDDEN', message);

/** A peer service's failure, passed on with its code and message (a SendError cannot cross the transport). */
export function passOn(error: unknown): never {
  if (error instanceof SendError) throw new ServiceError(error.payload.code, error.payload.message);
  throw error;
}
