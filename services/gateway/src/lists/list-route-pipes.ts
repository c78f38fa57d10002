import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { episodeRouteError, MAX_EPISODE_NUMBER, parseWholeNumber } from '@tracker/domain';

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
