import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { animeIdError, parseAnimeId } from '@tracker/domain';

/**
 * `:animeId` of the list routes: a whole number within Postgres integers, else 400. Still a pipe because,
 * as a schema, the body's would be checked first (a bad id with a bad body answers the id's message
 * today); the catalogue routes use `animeIdParam`.
 */
export class AnimeIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    const id = parseAnimeId(value);
    if (id === null) throw new BadRequestException(animeIdError(value));
    return id;
  }
}
