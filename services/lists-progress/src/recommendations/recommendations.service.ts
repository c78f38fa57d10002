import { Inject, Injectable, Logger } from '@nestjs/common';
import { type Anime, CATALOGUE_SIMILAR, type RecommendationsRequest } from '@tracker/contracts';
import { ENHANCED_SIMILAR_LIMIT } from '@tracker/domain';
import { forbidden, unavailable } from '@tracker/redis';
import { DataSource } from 'typeorm';

import { ListEntriesStore } from '../lists/list-entries.store.js';
import { PeerServices } from '../peers/peer-services.js';

/** Spec §9: recommendations use up to 15 entries. */
export const RECOMMENDATION_SEEDS = 15;
/**
 * The catalogue answers each seed from its own rows in milliseconds; one that has not answered by then
 * is left out, so the reply (or its 503) comes well before the gateway gives up (SERVICE_TIMEOUT_MS).
 */
export const SIMILAR_WAIT_MS = 2_000;

/**
 * 'Watch next': the catalogue's similar titles (spec §9 rules) of up to 15 of the user's titles (favorites
 * first, then the best scored, then the most recent; dropped ones never), leaving out every title already
 * on the user's lists. Titles similar to more of the seeds come first, then those ranked higher, then score.
 * The catalogue answers from its own rows (`localOnly`): fifteen seeds' lookups of the public API, at its
 * 1.5 s pace, once made this wait past the gateway's timeout even with a healthy public API.
 */
@Injectable()
export class RecommendationsService {
  private readonly logger = new Logger(RecommendationsService.name);

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(ListEntriesStore) private readonly entries: ListEntriesStore,
    @Inject(PeerServices) private readonly peers: PeerServices,
  ) {}

  async forUser({ userId, forUserId }: RecommendationsRequest): Promise<Anime[]> {
    if (userId !== forUserId) throw forbidden('You can only read your own recommendations.');
    const seeds: Array<{ anime_id: number }> = await this.dataSource.query(
      `SELECT anime_id FROM list_entries WHERE user_id = $1 AND status IS DISTINCT FROM 'dropped'
        ORDER BY is_favorite DESC, score DESC NULLS LAST, updated_at DESC LIMIT $2`,
      [userId, RECOMMENDATION_SEEDS],
    );
    if (seeds.length === 0) return [];
    const results = await Promise.allSettled(
      seeds.map(({ anime_id }) =>
        this.peers.send(
          CATALOGUE_SIMILAR.similar,
          { id: anime_id, limit: ENHANCED_SIMILAR_LIMIT, localOnly: true },
          SIMILAR_WAIT_MS,
        ),
      ),
    );
    const answered = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    if (answered.length === 0) {
      this.logger.warn(
        `No similar titles for ${userId}: ${String((results[0] as PromiseRejectedResult).reason)}`,
      );
      throw unavailable('The catalogue could not suggest titles right now. Please try again in a moment.');
    }
    const onLists = await this.entries.animeIds(userId);
    const candidates = new Map<number, { anime: Anime; hits: number; rankWeight: number }>();
    for (const { items } of answered) {
      items.forEach((anime, position) => {
        if (onLists.has(anime.mal_id)) return;
        const candidate = candidates.get(anime.mal_id) ?? { anime, hits: 0, rankWeight: 0 };
        candidate.hits += 1;
        candidate.rankWeight += ENHANCED_SIMILAR_LIMIT - position;
        candidates.set(anime.mal_id, candidate);
      });
    }
    return [...candidates.values()]
      .sort(
        (a, b) =>
          b.hits - a.hits || b.rankWeight - a.rankWeight || (b.anime.score ?? 0) - (a.anime.score ?? 0),
      )
      .slice(0, ENHANCED_SIMILAR_LIMIT)
      .map((candidate) => candidate.anime);
  }
}
