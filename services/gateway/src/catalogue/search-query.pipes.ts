import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { BATCH_MAX_IDS, PAGE_SIZE, SEARCH_MAX_GENRES, SEARCH_TEXT_MAX_LENGTH } from '@tracker/contracts';
import { parseAnimeId, parseWholeNumber, slugify } from '@tracker/domain';

/**
 * Query parameters of the catalogue routes, checked here so bad input is answered without a trip to the
 * catalogue. The catalogue checks the same rules with the same messages for any other caller.
 */

/** A query value; a repeated parameter (`?genres=1&genres=2`) arrives as a list. */
type QueryValue = string | string[] | undefined;

const MAX_SCORE = 10;
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

/** `?q=`: trimmed; absent when blank. */
export class SearchTextPipe implements PipeTransform<QueryValue, string | undefined> {
  transform(value: QueryValue): string | undefined {
    if (isAbsent(value)) return undefined;
    if (Array.isArray(value) || value.length > SEARCH_TEXT_MAX_LENGTH)
      throw new BadRequestException(`q must be text of at most ${SEARCH_TEXT_MAX_LENGTH} characters.`);
    return value.trim() || undefined;
  }
}

/** `?limit=`: 1 to 25, default 25. */
export class LimitPipe implements PipeTransform<QueryValue, number> {
  transform(value: QueryValue): number {
    if (isAbsent(value)) return PAGE_SIZE;
    const limit = parseWholeNumber(text(value), 1, PAGE_SIZE);
    if (limit === null)
      throw new BadRequestException(
        `limit must be a whole number from 1 to ${PAGE_SIZE}, got '${text(value)}'.`,
      );
    return limit;
  }
}

/** `?min_score=`: a number from 0 to 10. */
export class MinScorePipe implements PipeTransform<QueryValue, number | undefined> {
  transform(value: QueryValue): number | undefined {
    if (isAbsent(value)) return undefined;
    const raw = text(value) as string;
    const score = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
    if (!(score >= 0 && score <= MAX_SCORE))
      throw new BadRequestException(`min_score must be a number from 0 to ${MAX_SCORE}, got '${raw}'.`);
    return score;
  }
}

/** Ids (anime or genre, both Postgres integers) from a comma list, once each; null when any is not one. */
function idList(value: string, max: number): number[] | null {
  const ids = value.split(',').map((part) => parseAnimeId(part.trim()));
  return ids.length <= max && ids.every((id) => id !== null) ? [...new Set(ids)] : null;
}

/** `?genres=1,10`: genre ids that must all be present. */
export class GenreIdsPipe implements PipeTransform<QueryValue, number[] | undefined> {
  transform(value: QueryValue): number[] | undefined {
    if (isAbsent(value)) return undefined;
    const genres = idList(text(value) as string, SEARCH_MAX_GENRES);
    if (!genres)
      throw new BadRequestException(
        `genres must be up to ${SEARCH_MAX_GENRES} comma-separated genre ids (positive whole numbers), got '${text(value)}'.`,
      );
    return genres;
  }
}

/** `?start_date=YYYY-MM-DD`: a real calendar day. */
export class StartDatePipe implements PipeTransform<QueryValue, string | undefined> {
  transform(value: QueryValue): string | undefined {
    if (isAbsent(value)) return undefined;
    const raw = text(value) as string;
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw);
    // Date.UTC rolls 2024-02-30 over into March: a real day survives the round trip unchanged.
    const real =
      match && new Date(Date.UTC(+match[1], +match[2] - 1, +match[3])).toISOString().startsWith(raw);
    if (!real) throw new BadRequestException(`start_date must be a date as YYYY-MM-DD, got '${raw}'.`);
    return raw;
  }
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
