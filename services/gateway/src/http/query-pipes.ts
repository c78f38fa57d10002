import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { animeIdError, MAX_PAGE, pageError, parseAnimeId, parseWholeNumber } from '@tracker/domain';

/** `:id` of an anime: a whole number within Postgres integers (no title has a larger id), else 400. */
export class AnimeIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseAnimeId(value);
    if (id === null) throw new BadRequestException(animeIdError(value));
    return id;
  }
}

/** `?page=`: 1 when absent, else a whole number from 1 to MAX_PAGE. */
export class PagePipe implements PipeTransform<string | undefined, number> {
  transform(value: string | undefined): number {
    if (value === undefined || value === '') return 1;
    const page = parseWholeNumber(value, 1, MAX_PAGE);
    if (page === null) throw new BadRequestException(pageError(value));
    return page;
  }
}
