import { Inject, Injectable } from '@nestjs/common';
import {
  type ListExport,
  type ListExportRequest,
  type ListImportRequest,
  type ListImportSummary,
  type PendingTitle,
  type UnmatchedTitle,
} from '@tracker/contracts';
import { type MalEntry, serializeMalXml } from '@tracker/domain';
import { passOn, SendError } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { ActivityLog } from '../activity/activity-log.js';
import { EpisodeProgressStore } from '../episodes/episode-progress.store.js';
import { ListEntriesStore, publicEntry } from '../lists/list-entries.store.js';
import { ListEvents } from '../lists/list-events.js';
import { PeerServices, type TitleInfo } from '../peers/peer-services.js';
import { matches, plan, type PlannedEntry, writePlanned } from './import-plan.js';
import { malEntryOf, readImportFile, unmatchedReason } from './mal-file.js';
import { PendingImports } from './pending-imports.js';

/** Titles of an import the catalogue has not stored yet that are looked up at once (in parallel). */
const IMPORT_MAX_LOOKUPS = 10;
/**
 * How long those lookups may take together: the catalogue asks the public API, one request per 1.5 s
 * when healthy. What has not answered by then is pending (completed later), so the import answers well
 * within the gateway's SERVICE_TIMEOUT_MS (5 s) whatever the public API does.
 */
const IMPORT_LOOKUP_WAIT_MS = 2_000;

/** The file's titles as the catalogue knows them; the unknown ones found missing or put off for later. */
interface MatchedTitles {
  titles: Map<number, TitleInfo>;
  /** Titles the public API does not know. */
  unknown: Set<number>;
}

/**
 * The lists as a MyAnimeList XML export (or JSON), and a MAL export read back into them. An import only
 * adds and updates (it never removes a title), leaves alone what already matches the file, and so changes
 * nothing when the same file comes twice. It never fails as a whole because of one title: a title the
 * public API does not know is unmatched, and one it could not be asked for now is pending
 * ({@link PendingImports}) and joins the lists when the catalogue has it.
 */
@Injectable()
export class ListTransferService {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ListEntriesStore) private readonly entries: ListEntriesStore,
    @Inject(EpisodeProgressStore) private readonly episodes: EpisodeProgressStore,
    @Inject(ActivityLog) private readonly activity: ActivityLog,
    @Inject(ListEvents) private readonly events: ListEvents,
    @Inject(PeerServices) private readonly peers: PeerServices,
    @Inject(PendingImports) private readonly pending: PendingImports,
  ) {}

  async export({ userId, username, format }: ListExportRequest): Promise<ListExport> {
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
      entries: entries.map((entry) => malEntryOf(entry, titles.get(entry.animeId))),
    });
    return { filename: `${name}.xml`, contentType: 'application/xml', content };
  }

  async import({ userId, xml, dryRun }: ListImportRequest): Promise<ListImportSummary> {
    const parsed = readImportFile(xml);
    const unmatched: UnmatchedTitle[] = [];
    const candidates = parsed.filter((entry) => {
      const reason = unmatchedReason(entry);
      if (reason) unmatched.push({ animeId: entry.animeId, title: entry.title, reason });
      return reason === null;
    });
    const { titles, unknown } = await this.match(candidates.map((entry) => entry.animeId as number));
    const existing = new Map((await this.entries.all(userId)).map((entry) => [entry.animeId, entry]));
    const planned: PlannedEntry[] = [];
    const pending: MalEntry[] = [];
    // A title listed twice in the file: the last one wins, as it would had they been imported one by one.
    const lastOfEach = [...new Map(candidates.map((entry) => [entry.animeId, entry])).values()];
    for (const entry of lastOfEach) {
      const title = titles.get(entry.animeId as number);
      if (title) planned.push(plan(entry, title, existing.get(title.animeId)));
      else if (!unknown.has(entry.animeId as number)) pending.push(entry);
      else {
        unmatched.push({
          animeId: entry.animeId,
          title: entry.title,
          reason: 'This title is not in the catalogue.',
        });
      }
    }
    const changed = planned.filter((entry) => !matches(entry));
    const summary: ListImportSummary = {
      dryRun,
      total: parsed.length,
      added: changed.filter((entry) => !entry.existing).length,
      updated: changed.filter((entry) => entry.existing).length,
      unchanged: planned.length - changed.length,
      unmatched,
      pending: pending.map((entry): PendingTitle => ({
        animeId: entry.animeId as number,
        title: entry.title,
      })),
    };
    if (dryRun || changed.length + pending.length === 0) return summary;
    const stores = { entries: this.entries, episodes: this.episodes, activity: this.activity };
    const outcomes = await this.dataSource.transaction(async (db) => {
      await this.pending.keep(db, userId, pending);
      return writePlanned(db, stores, userId, changed);
    });
    await this.events.changedMany(outcomes.map((written) => ({ userId, ...written })));
    await this.pending.fetchLater(pending.map((entry) => entry.animeId as number));
    return summary;
  }

  /**
   * The titles the catalogue holds (one batch read), then up to {@link IMPORT_MAX_LOOKUPS} of the others
   * looked up within {@link IMPORT_LOOKUP_WAIT_MS}: each is found, unknown to the public API, or (failed,
   * too slow, or past the limit) left for later. Only the catalogue itself being unreachable fails the import.
   */
  private async match(ids: number[]): Promise<MatchedTitles> {
    const titles = await this.peers.titleInfo(ids).catch(passOn);
    const unknown = new Set<number>();
    const missing = [...new Set(ids)].filter((id) => !titles.has(id));
    await Promise.all(
      missing.slice(0, IMPORT_MAX_LOOKUPS).map(async (id) => {
        try {
          titles.set(id, await this.peers.lookUpTitle(id, IMPORT_LOOKUP_WAIT_MS));
        } catch (error) {
          if (error instanceof SendError && error.payload.code === 'NOT_FOUND') unknown.add(id);
        }
      }),
    );
    return { titles, unknown };
  }
}
