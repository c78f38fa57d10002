import {
  BadRequestException,
  createParamDecorator,
  type ExecutionContext,
  type PipeTransform,
} from '@nestjs/common';
import { IDEMPOTENCY_KEY_ERROR, IDEMPOTENCY_KEY_PATTERN } from '@tracker/contracts';
import { episodeRouteError, MAX_EPISODE_NUMBER, parseWholeNumber } from '@tracker/domain';

/** The type of the answers the gateway sends as the service's bytes. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** `:episodeNumber`: 1 to MAX_EPISODE_NUMBER; the service checks it against the title's episode count. */
export class EpisodeNumberPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const number = parseWholeNumber(value, 1, MAX_EPISODE_NUMBER);
    if (number === null) throw new BadRequestException(episodeRouteError(value));
    return number;
  }
}

/** `?dryRun=`: true or false, false when absent. */
export class DryRunPipe implements PipeTransform<string | undefined, boolean> {
  transform(value: string | undefined): boolean {
    if (value === undefined || value === '' || value === 'false') return false;
    if (value === 'true') return true;
    throw new BadRequestException(`dryRun must be true or false, got '${value}'.`);
  }
}

/**
 * The Idempotency-Key header of a list or progress write: a retry with the same key answers the first
 * write's result instead of writing again. Optional; a malformed one is refused before any write.
 */
export const IdempotencyKey = createParamDecorator((_data: unknown, context: ExecutionContext) => {
  const { headers } = context
    .switchToHttp()
    .getRequest<{ headers: Record<string, string | string[] | undefined> }>();
  const value = headers['idempotency-key'];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new BadRequestException(IDEMPOTENCY_KEY_ERROR);
  }
  return value;
});
