import { animeIdError, parseAnimeId } from '@tracker/domain';
import { badRequest } from '@tracker/redis';

/** A route's anime id the gateway already parsed; checked again since any client may call the pattern. */
export function routeAnimeId(value: unknown): number {
  const id = parseAnimeId(value);
  if (id === null) throw badRequest(animeIdError(value));
  return id;
}
