import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type Anime,
  BATCH_MAX_IDS,
  CATALOGUE,
  CATALOGUE_SEARCH,
  type MessageContract,
} from '@tracker/contracts';
import { durationMinutes } from '@tracker/domain';
import { PeerClient } from '@tracker/microservice';
import { notFound, SendError } from '@tracker/redis';

/** What the lists need to know of a title. */
export interface TitleInfo {
  animeId: number;
  title: string;
  type: string;
  episodes: number | null;
  minutesPerEpisode: number | null;
  /** A small cover, for the activity log. */
  image: string | null;
}

/** Titles change rarely (enrichment fills durations in): a short memory saves a round trip per read. */
const TITLE_MEMORY_MS = 10 * 60_000;

/**
 * What the lists ask of the other services, through the service's one transport client: the catalogue
 * (episode counts, durations, similar titles), auth-user (privacy) and the events it emits, with a short
 * memory of titles.
 */
@Injectable()
export class PeerServices {
  private readonly logger = new Logger(PeerServices.name);
  private readonly titles = new Map<number, { info: TitleInfo; until: number }>();

  constructor(@Inject(PeerClient) private readonly client: PeerClient) {}

  send<Q, R>(contract: MessageContract<Q, R>, payload: Q, timeoutMs?: number): Promise<R> {
    return this.client.send(contract, payload, timeoutMs);
  }

  /** Never fails the write that triggered it: listeners are for feeds and dashboards, not for state. */
  emit<Q>(contract: MessageContract<Q, void>, payload: Q): Promise<void> {
    return this.client.emit(contract, payload);
  }

  /** The titles the catalogue has among these ids; rejects with a SendError when it cannot answer. */
  async titleInfo(ids: readonly number[]): Promise<Map<number, TitleInfo>> {
    const now = Date.now();
    const found = new Map<number, TitleInfo>();
    const wanted: number[] = [];
    for (const id of new Set(ids)) {
      const remembered = this.recall(id, now);
      if (remembered) found.set(id, remembered);
      else wanted.push(id);
    }
    for (let start = 0; start < wanted.length; start += BATCH_MAX_IDS) {
      const batch = await this.send(CATALOGUE_SEARCH.batch, {
        ids: wanted.slice(start, start + BATCH_MAX_IDS),
      });
      for (const anime of batch.items) found.set(anime.mal_id, this.remember(anime));
    }
    return found;
  }

  /** One title the catalogue does not hold yet: it asks the public API, within `timeoutMs`. */
  async lookUpTitle(animeId: number, timeoutMs: number): Promise<TitleInfo> {
    return this.remember(await this.send(CATALOGUE.animeGet, { id: animeId }, timeoutMs));
  }

  /**
   * The title's episode count: null when unknown (still airing, or not yet enriched), and also when the
   * catalogue cannot be asked right now. Then the mark is accepted within the sanity bound instead of
   * refusing every write while the catalogue restarts. NOT_FOUND for a title the catalogue does not know.
   */
  async episodeCount(animeId: number): Promise<number | null> {
    const remembered = this.recall(animeId);
    if (remembered) return remembered.episodes;
    try {
      return this.remember(await this.send(CATALOGUE.animeGet, { id: animeId })).episodes;
    } catch (error) {
      if (error instanceof SendError && error.payload.code === 'NOT_FOUND') {
        throw notFound(`Anime ${animeId} is not in the catalogue.`);
      }
      this.logger.warn(`Episode count of ${animeId} unknown, catalogue unreachable: ${String(error)}`);
      return null;
    }
  }

  /** The catalogue stored these titles anew: what is remembered of them may be out of date. */
  forgetTitles(animeIds: readonly number[]): void {
    for (const id of animeIds) this.titles.delete(id);
  }

  /** The title as last fetched, unless that was longer ago than {@link TITLE_MEMORY_MS}. */
  private recall(animeId: number, now = Date.now()): TitleInfo | undefined {
    const remembered = this.titles.get(animeId);
    return remembered && remembered.until > now ? remembered.info : undefined;
  }

  private remember(anime: Anime): TitleInfo {
    const info: TitleInfo = {
      animeId: anime.mal_id,
      title: anime.title,
      type: anime.type ?? '',
      episodes: anime.episodes && anime.episodes > 0 ? anime.episodes : null,
      minutesPerEpisode: durationMinutes(anime.duration),
      image: smallCover(anime),
    };
    this.titles.set(anime.mal_id, { info, until: Date.now() + TITLE_MEMORY_MS });
    return info;
  }
}

function smallCover({ images }: Anime): string | null {
  return (
    images?.webp?.small_image_url ??
    images?.jpg?.small_image_url ??
    images?.webp?.image_url ??
    images?.jpg?.image_url ??
    null
  );
}
