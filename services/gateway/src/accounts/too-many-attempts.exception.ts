import { HttpException, HttpStatus } from '@nestjs/common';

/** 429 with the wait in words and in a Retry-After header. */
export class TooManyAttemptsException extends HttpException {
  constructor(
    what: string,
    readonly retryAfterSeconds: number,
  ) {
    super(
      `Too many ${what} attempts. Please try again in ${inWords(retryAfterSeconds)}.`,
      HttpStatus.TOO_MANY_REQUESTS,
    );
  }
}

function inWords(seconds: number): string {
  return seconds <= 60 ? 'a minute' : `${Math.ceil(seconds / 60)} minutes`;
}
