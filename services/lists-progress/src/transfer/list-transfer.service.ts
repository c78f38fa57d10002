import { Inject, Injectable } from '@nestjs/common';
import {
  LIST_EXPORT_FORMATS,
  MAX_IMPORT_BYTES,
  MAX_IMPORT_ENTRIES,
  type ListExport,
  type ListExportRequest,
  type ListImportRequest,
  type ListImportSummary,
  type UnmatchedTitle,
} from '@tracker/contracts';
import {
  MAL_FAVORITE_TAG,
  MAL_PRIVATE_TAG,
  MAX_EPISODE_NUMBER,
  MAX_TIMES_REWATCHED,
  MalXmlError,
  parseMalXml,
  serializeMalXml,
  type MalEntry,
} from '@tracker/domain';
import { badRequest } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { passOn } from '../common/errors.js';
import { EpisodeProgressStore } from '../episodes/episode-progress.store.js';
import {
  ListEntriesStore,
  publicEntry,
  type EntryChanges,
  type StoredEntry,
} from '../lists/list-entries.store.js';
import { ListEvents } from '../lists/list-events.js';
import { PeerServices, type TitleInfo } from '../peers/peer-services.js';

/** Titles of an import the catalogue has not stored yet, fetched one by one before the rest are reported. */
const IMPORT_MAX_LOOKUPS = 10;

/** One title of an import, ready to write: what the entry should become. */
interface PlannedEntry {
  animeId: number;
  changes: Required<Pick<EntryChanges, 'status' | 'score' | 'timesRewatched'>> & EntryChanges;
  watchedEpisodes: number;
  watchedAt: Date;
  existing: StoredEntry | undefined;
}

/**
 * The lists as a MyAnimeList XML export (or JSON), and a MAL export read back into them. An import only
 * adds and updates (it never removes a title), leaves alone what already matches the file, and so changes
 * nothing when the same file comes twice.
 */
@Injectable()
export class ListTransferService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ListEntriesStore) private readonly entries: ListEntriesStore,
    @Inject(EpisodeProgressStore) private readonly episodes: EpisodeProgressStore,
    @Inject(ListEvents) private readonly events: ListEvents,
    @Inject(PeerServices) private readonly peers: PeerServices,
  ) {}

  async export({ userId, username, format }: ListExportRequest): Promise<ListExport> {
    if (!(LIST_EXPORT_FORMATS as readonly unknown[]).includes(format)) {
      throw badRequest(`format must be one of ${LIST_EXPORT_FORMATS.join(', ')}, got '${String(format)}'.`);
    }
    const entries = await this.entries.all(userId);
    const titles = await this.peers.titleInfo(entries.map((entry) => entry.animeId)).catch(passOn);
    const day = new Date().toISOString().slice(0, 10);
    const name = `anime-lists-${username.replace(/[^\w-]/g, '_')}-${day}`;
    if (format === 'json') {
      const content = JSON.stringify(
        {
          exportedAt: new Date().toISOString(),
          username,
          entries: entries.map((entry) => ({
            ...publicEntry(entry),
            title: titles.get(entry.animeId)?.title ?? null,
          })),
        },
        null,
        2,
      );
      return { filename: `${name}.json`, contentType: 'application/json', content };
    }
    const content = serializeMalXml({
      username,
      entries: entries.map((entry) => toMal(entry, titles.get(entry.animeId))),
    });
    return { filename: `${name}.xml`, contentType: 'application/xml', content };
  }

  async import({ userId, xml, dryRun }: ListImportRequest): Promise<ListImportSummary> {
    if (typeof xml !== 'string' || xml.trim() === '') {
      throw badRequest('The body must be a MyAnimeList export (XML).');
    }
    if (Buffer.byteLength(xml) > MAX_IMPORT_BYTES) {
      throw badRequest(`The file must be at most ${MAX_IMPORT_BYTES / 1024 / 1024} MB.`);
    }
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
    const unmatched: UnmatchedTitle[] = [];
    const candidates = parsed.filter((entry) => {
      const reason =
        entry.animeId === null
          ? 'The entry has no series_animedb_id.'
          : entry.status === null
            ? `Unknown my_status '${entry.statusText}': expected Watching, Completed, On-Hold, Dropped or Plan to Watch.`
            : null;
      if (reason) unmatched.push({ animeId: entry.animeId, title: entry.title, reason });
      return reason === null;
    });
    const titles = await this.peers
      .titleInfoFetchingMissing(
        candidates.map((entry) => entry.animeId as number),
        IMPORT_MAX_LOOKUPS,
      )
      .catch(passOn);
    const existing = new Map((await this.entries.all(userId)).map((entry) => [entry.animeId, entry]));
    const planned: PlannedEntry[] = [];
    // A title listed twice in the file: the last one wins, as it would had they been imported one by one.
    const lastOfEach = [...new Map(candidates.map((entry) => [entry.animeId, entry])).values()];
    for (const entry of lastOfEach) {
      const title = titles.get(entry.animeId as number);
      if (!title) {
        unmatched.push({
          animeId: entry.animeId,
          title: entry.title,
          reason: 'This title is not in the catalogue.',
        });
        continue;
      }
      planned.push(plan(entry, title, existing.get(title.animeId)));
    }
    const changed = planned.filter((entry) => !matches(entry));
    const summary: ListImportSummary = {
      dryRun,
      total: parsed.length,
      added: changed.filter((entry) => !entry.existing).length,
      updated: changed.filter((entry) => entry.existing).length,
      unchanged: planned.length - changed.length,
      unmatched,
    };
    if (dryRun || changed.length === 0) return summary;
    const outcomes = await this.dataSource.transaction(async (db) => {
      const written = [];
      for (const entry of changed) {
        const outcome = await this.entries.upsert(userId, entry.animeId, entry.changes, db);
        await this.episodes.setWatchedCount(
          db,
          userId,
          entry.animeId,
          entry.watchedEpisodes,
          entry.watchedAt,
        );
        written.push({ animeId: entry.animeId, outcome });
      }
      return written;
    });
    for (const { animeId, outcome } of outcomes) await this.events.changed(userId, animeId, outcome);
    return summary;
  }
}

function toMal(entry: StoredEntry, title: TitleInfo | undefined): MalEntry {
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

/** MAL's fields over the entry; the tracker's own flags only switch on when the file's tags say so. */
function plan(entry: MalEntry, title: TitleInfo, existing: StoredEntry | undefined): PlannedEntry {
  const changes: PlannedEntry['changes'] = {
    status: entry.status,
    score: entry.score,
    timesRewatched: Math.min(entry.timesWatched, MAX_TIMES_REWATCHED),
  };
  if (entry.tags.includes(MAL_FAVORITE_TAG)) changes.isFavorite = true;
  if (entry.tags.includes(MAL_PRIVATE_TAG)) changes.isPrivate = true;
  const finished = entry.finishDate ? new Date(`${entry.finishDate}T00:00:00Z`) : null;
  // A title completed before keeps its date unless the file gives one.
  if (entry.status === 'completed' && finished) changes.completedAt = finished;
  const started = entry.startDate ? new Date(`${entry.startDate}T00:00:00Z`) : null;
  return {
    animeId: title.animeId,
    changes,
    watchedEpisodes: Math.min(entry.watchedEpisodes, title.episodes ?? MAX_EPISODE_NUMBER),
    watchedAt: finished ?? started ?? new Date(),
    existing,
  };
}

function matches({ existing, changes, watchedEpisodes }: PlannedEntry): boolean {
  if (!existing) return false;
  const sameDay = (a: string | null, b: Date | undefined) =>
    !b || a?.slice(0, 10) === b.toISOString().slice(0, 10);
  return (
    existing.status === changes.status &&
    existing.score === changes.score &&
    existing.timesRewatched === changes.timesRewatched &&
    existing.episodesWatched === watchedEpisodes &&
    (changes.isFavorite === undefined || existing.isFavorite) &&
    (changes.isPrivate === undefined || existing.isPrivate) &&
    sameDay(existing.completedAt, changes.completedAt ?? undefined)
  );
}
