import { MAX_IMPORT_ENTRIES } from '@tracker/contracts';
import type { MalExportFile } from '@tracker/contracts/schemas';
import { MAL_FAVORITE_TAG, MAL_PRIVATE_TAG, type MalEntry, MalXmlError, parseMalXml } from '@tracker/domain';
import { badRequest } from '@tracker/redis';

import type { StoredEntry } from '../lists/list-entries.store.js';
import type { TitleInfo } from '../peers/peer-services.js';

/** The entries of an uploaded MyAnimeList export (its schema checked it is text); BAD_REQUEST when not MAL's. */
export function readImportFile(xml: MalExportFile): MalEntry[] {
  let parsed: MalEntry[];
  try {
    parsed = parseMalXml(xml);
  } catch (error) {
    if (error instanceof MalXmlError) throw badRequest(error.message);
    throw error;
  }
  if (parsed.length > MAX_IMPORT_ENTRIES) {
    throw badRequest(
      `The file holds ${parsed.length} titles; at most ${MAX_IMPORT_ENTRIES} can be imported at once.`,
    );
  }
  return parsed;
}

/** Why an entry of the file cannot be imported whatever the catalogue holds; null when it can. */
export function unmatchedReason(entry: MalEntry): string | null {
  if (entry.animeId === null) return 'The entry has no series_animedb_id.';
  if (entry.status === null) {
    return `Unknown my_status '${entry.statusText}': expected Watching, Completed, On-Hold, Dropped or Plan to Watch.`;
  }
  return null;
}

/** An entry as a line of a MyAnimeList export; the tracker's own flags ride along as tags. */
export function malEntryOf(entry: StoredEntry, title: TitleInfo | undefined): MalEntry {
  return {
    animeId: entry.animeId,
    title: title?.title ?? `Anime ${entry.animeId}`,
    type: title?.type ?? '',
    episodes: title?.episodes ?? null,
    watchedEpisodes: entry.episodesWatched,
    startDate: null,
    finishDate: entry.completedAt?.slice(0, 10) ?? null,
    score: entry.score,
    status: entry.status,
    statusText: '',
    timesWatched: entry.timesRewatched,
    tags: [...(entry.isFavorite ? [MAL_FAVORITE_TAG] : []), ...(entry.isPrivate ? [MAL_PRIVATE_TAG] : [])],
  };
}
