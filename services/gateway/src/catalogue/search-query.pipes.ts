import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { BATCH_MAX_IDS } from '@tracker/contracts';
import { parseAnimeId, slugify } from '@tracker/domain';

/**
 * Query parameters of the catalogue routes the search's schema does not cover yet, checked here so bad
 * input is answered without a trip to the catalogue. The catalogue checks the same rules with the same
 * messages for any other caller.
 */

/** A query value; a repeated parameter (`?genres=1&genres=2`) arrives as a list. */
type QueryValue = string | string[] | undefined;

const SLUG_MAX_LENGTH = 200;

const text = (value: QueryValue) => (Array.isArray(value) ? value.join(',') : value);
const isAbsent = (value: QueryValue) => value === undefined || value === '';

function listOf(options: readonly string[]): string {
  return options.length === 2
    ? `${options[0]} or ${options[1]}`
    : `one of ${options.slice(0, -1).join(', ')} or ${options.at(-1)}`;
}

/** One of `options`, case-insensitively, sent lowercase; undefined when absent. */
export class ChoicePipe<T extends string> implements PipeTransform<QueryValue, T | undefined> {
  constructor(
    private readonly name: string,
    private readonly options: readonly T[],
  ) {}

  transform(value: QueryValue): T | undefined {
    if (isAbsent(value)) return undefined;
    const choice = text(value)?.toLowerCase();
    if (!this.options.includes(choice as T))
      throw new BadRequestException(`${this.name} must be ${listOf(this.options)}, got '${text(value)}'.`);
    return choice as T;
  }
}

/** Ids (anime or genre, both Postgres integers) from a comma list, once each; null when any is not one. */
function idList(value: string, max: number): number[] | null {
  const ids = value.split(',').map((part) => parseAnimeId(part.trim()));
  return ids.length <= max && ids.every((id) => id !== null) ? [...new Set(ids)] : null;
}

/** `?ids=1,2,3`: 1 to 50 anime ids. */
export class AnimeIdsPipe implements PipeTransform<QueryValue, number[]> {
  transform(value: QueryValue): number[] {
    const ids = isAbsent(value) ? null : idList(text(value) as string, BATCH_MAX_IDS);
    if (!ids)
      throw new BadRequestException(
        `ids must be 1 to ${BATCH_MAX_IDS} comma-separated anime ids (positive whole numbers), got '${text(value) ?? ''}'.`,
      );
    return ids;
  }
}

/** `:slug` of /anime/{slug}: normalised by the spec §2 rule. */
export class SlugPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    const slug = value.length <= SLUG_MAX_LENGTH ? slugify(value) : '';
    if (!slug)
      throw new BadRequestException(
        `Slug must be at most ${SLUG_MAX_LENGTH} characters with a letter or digit, got '${value}'.`,
      );
    return slug;
  }
}
