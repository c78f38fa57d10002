import { Inject, Injectable } from '@nestjs/common';
import { type Anime, type SimilarAnime } from '@tracker/contracts';
import type { SimilarQuery } from '@tracker/contracts/schemas';
import {
  BASIC_SIMILAR_LIMIT,
  GENRE_KEYWORDS,
  genreKeywords,
  rankSimilarAnime,
  shouldUseBackendSimilar,
  type SimilarStrategy,
} from '@tracker/domain';
import { ServiceError } from '@tracker/redis';
import { DataSource, In, type Repository } from 'typeorm';

import { AnimeEntity } from '../anime/anime.entity.js';
import { toAnime } from '../anime/anime.mapper.js';
import { AnimeService } from '../anime/anime.service.js';
import { DetailsService, UPSTREAM_WAIT_MS } from '../details/details.service.js';
import { EnrichmentRequests } from '../jobs/enrichment.requests.js';

/** How many of each strategy's best matches are ranked: enough to fill 20 once merged, a short read each. */
const CANDIDATES_PER_STRATEGY = 40;
/** Spec §9: recommendations use up to 15 entries. */
const RECOMMENDATION_ENTRIES = 15;
/** The high-rated keyword strategy only suggests titles scored at least this. */
const HIGH_RATED_SCORE = 8;

/** Within one strategy: the best scored, then the most followed. */
const BEST_FIRST = 'anime.score DESC NULLS LAST, anime.members DESC NULLS LAST, anime.mal_id';

/** How many of a title's genres the jsonpath parameter `param` (the target's genres) matches. */
const sharedGenres = (param: string) =>
  `jsonb_array_length(jsonb_path_query_array(anime.genres, ${param}::jsonpath))`;

/** One strategy's best candidates: `$1` is the target, which never suggests itself. */
function strategy(name: SimilarStrategy, where: string, order = BEST_FIRST): string {
  return `(SELECT anime.mal_id, anime.score, '${name}' AS strategy FROM anime
    WHERE ${where} AND anime.mal_id <> $1 ORDER BY ${order} LIMIT ${CANDIDATES_PER_STRATEGY})`;
}

/**
 * Every strategy's candidates in one round trip. Each branch reads by primary key or by a jsonpath match
 * that a GIN index (jsonb_path_ops) on the column can serve like `@>` containment; without one, each is a
 * scan of the table, about 5 ms at 8,000 titles. Parameters: $1 target id, $2 recommended ids, $3 studios,
 * $4 genres, $5 genres to share, $6 demographics, $7 themes, $8 keyword genres. A strategy with nothing to
 * match gets a null path, which Postgres folds to no rows before reading anything.
 */
const CANDIDATES_SQL = [
  strategy('recommendations', 'anime.mal_id = ANY($2::int[])'),
  strategy('studio', 'anime.studios @? $3::jsonpath'),
  strategy(
    'genres',
    `anime.genres @? $4::jsonpath AND ${sharedGenres('$4')} >= $5::int`,
    `${sharedGenres('$4')} DESC, ${BEST_FIRST}`,
  ),
  strategy('demographic', 'anime.demographics @? $6::jsonpath'),
  strategy('theme', 'anime.themes @? $7::jsonpath'),
  strategy('highRatedKeyword', `anime.genres @? $8::jsonpath AND anime.score >= ${HIGH_RATED_SCORE}`),
].join('\nUNION ALL\n');

/** The basic list's own candidates: titles sharing any genre ($2), the most shared first. */
const SHARING_GENRES_SQL = `SELECT anime.mal_id FROM anime
  WHERE anime.genres @? $2::jsonpath AND anime.mal_id <> $1
  ORDER BY ${sharedGenres('$2')} DESC, ${BEST_FIRST} LIMIT ${BASIC_SIMILAR_LIMIT}`;

/**
 * A jsonpath matching a jsonb list of `{ mal_id }` holding any of `ids`; null for none. Ids are checked
 * whole numbers, so the path holds nothing but them.
 */
export function anyMalId(ids: readonly number[]): string | null {
  const valid = ids.filter((id) => Number.isSafeInteger(id));
  return valid.length ? `$[*] ? (${valid.map((id) => `@.mal_id == ${id}`).join(' || ')})` : null;
}

/** The genre ids whose spec §9 keyword is one of the target's. */
export function keywordGenreIds(genres: readonly { mal_id: number }[]): number[] {
  const keywords = new Set(genreKeywords(genres));
  return Object.entries(GENRE_KEYWORDS).flatMap(([id, keyword]) =>
    keywords.has(keyword) ? [Number(id)] : [],
  );
}

/** Basic order: most genres shared with the target, then best scored (unscored last); ties keep their order. */
export function rankBasic<R extends { genres: readonly { mal_id: number }[]; score: number | null }>(
  targetGenres: readonly { mal_id: number }[],
  rows: readonly R[],
  limit: number,
): R[] {
  const wanted = new Set(targetGenres.map(({ mal_id }) => mal_id));
  const shared = (row: R) => row.genres.filter(({ mal_id }) => wanted.has(mal_id)).length;
  return [...rows].sort((a, b) => shared(b) - shared(a) || (b.score ?? -1) - (a.score ?? -1)).slice(0, limit);
}

/**
 * Spec §9 similar titles from the catalogue table. The enhanced list ranks the candidates of six strategies
 * with `rankSimilarAnime`. When it holds fewer than 10 complete titles (spec: the backend's list is used
 * only from 10), the basic list answers instead: at most 12 by shared genres then score, drawn from the
 * titles sharing a genre plus the enhanced candidates, so a title without genres yet (a seed-only row)
 * still gets its recommendations and studio mates.
 */
@Injectable()
export class SimilarService {
  private readonly anime: Repository<AnimeEntity>;

  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(AnimeService) private readonly animeService: AnimeService,
    @Inject(DetailsService) private readonly details: DetailsService,
    @Inject(EnrichmentRequests) private readonly enrichment: EnrichmentRequests,
  ) {
    this.anime = dataSource.getRepository(AnimeEntity);
  }

  async similar({ id, limit, localOnly }: SimilarQuery): Promise<SimilarAnime> {
    const target = await this.animeService.getById(id);
    const recommended = await this.recommendedIds(id, localOnly ? 0 : UPSTREAM_WAIT_MS);
    const candidates = await this.candidates(target, recommended.ids);
    // Completeness is judged on the whole enhanced list, so a small limit alone never forces the basic one.
    const enhanced = await this.rows(rankSimilarAnime(id, candidates).map(({ anime }) => anime.mal_id));
    const answer = shouldUseBackendSimilar(enhanced.map(toAnime))
      ? this.answer(enhanced.slice(0, limit), 'enhanced')
      : this.answer(await this.basic(target, enhanced, Math.min(limit, BASIC_SIMILAR_LIMIT)), 'basic');
    return recommended.partial ? { ...answer, partial: true } : answer;
  }

  /**
   * The target's recommended titles in Jikan's order (most votes first), as stored or fetched within
   * `waitMs`; partial when the public API did not answer in time (then fetched in the background).
   */
  private async recommendedIds(id: number, waitMs: number): Promise<{ ids: number[]; partial: boolean }> {
    try {
      const { data, partial } = await this.details.resource({ id, resource: 'recommendations' }, waitMs);
      const ids = (Array.isArray(data) ? (data as Array<{ entry?: { mal_id?: unknown } }>) : [])
        .flatMap(({ entry }) => (typeof entry?.mal_id === 'number' ? [entry.mal_id] : []))
        .slice(0, RECOMMENDATION_ENTRIES);
      return { ids, partial: partial === true };
    } catch (error) {
      // The other five strategies still answer; recommendations are only one of them.
      const unknown = error instanceof ServiceError && error.code === 'NOT_FOUND';
      return { ids: [], partial: !unknown };
    }
  }

  /**
   * Each strategy's candidates, tagged with it. Recommended titles the catalogue lacks are left out: the
   * recommendation entry alone (id, title, images) is no record to show.
   */
  private async candidates(target: Anime, recommended: number[]) {
    const genreIds = target.genres.map(({ mal_id }) => mal_id);
    const rows = await this.dataSource.query<
      Array<{ mal_id: number; score: number | null; strategy: SimilarStrategy }>
    >(CANDIDATES_SQL, [
      target.mal_id,
      recommended,
      anyMalId(target.studios.map(({ mal_id }) => mal_id)),
      anyMalId(genreIds),
      // At least two shared genres, or the only one of a single-genre title.
      Math.min(2, genreIds.length),
      anyMalId(target.demographics.map(({ mal_id }) => mal_id)),
      anyMalId(target.themes.map(({ mal_id }) => mal_id)),
      anyMalId(keywordGenreIds(target.genres)),
    ]);
    return rows.map(({ strategy, ...anime }) => ({ anime, strategies: [strategy] }));
  }

  /** The titles sharing the most genres with the target, with the enhanced candidates, in basic order. */
  private async basic(target: Anime, enhanced: AnimeEntity[], limit: number): Promise<AnimeEntity[]> {
    const genres = anyMalId(target.genres.map(({ mal_id }) => mal_id));
    const sharing = genres
      ? await this.dataSource.query<{ mal_id: number }[]>(SHARING_GENRES_SQL, [target.mal_id, genres])
      : [];
    const known = new Set(enhanced.map((row) => row.malId));
    const more = await this.rows(sharing.map((row) => row.mal_id).filter((malId) => !known.has(malId)));
    return rankBasic(target.genres, [...enhanced, ...more], limit);
  }

  /** Whole rows of `ids`, in that order. */
  private async rows(ids: number[]): Promise<AnimeEntity[]> {
    if (ids.length === 0) return [];
    const found = new Map((await this.anime.findBy({ malId: In(ids) })).map((row) => [row.malId, row]));
    return ids.flatMap((id) => found.get(id) ?? []);
  }

  private answer(rows: AnimeEntity[], strategy: SimilarAnime['strategy']): SimilarAnime {
    // Titles shown as similar are worth completing from the public API.
    this.enrichment.request(rows);
    return { items: rows.map(toAnime), strategy };
  }
}
