import { ENHANCED_SIMILAR_LIMIT } from '@tracker/contracts';

import { type CompletenessSource, isCompleteAnime } from './anime-completeness.js';

/** Spec §9 strategy weights of the enhanced similar-titles search. */
export const SIMILAR_STRATEGY_WEIGHTS = {
  recommendations: 10,
  studio: 8,
  genres: 7,
  demographic: 6,
  theme: 5,
  highRatedKeyword: 4,
} as const;

/** Which search found a candidate: the target's recommendations, or a catalogue query per trait. */
export type SimilarStrategy = keyof typeof SIMILAR_STRATEGY_WEIGHTS;

// The enhanced list's size is the contract's default limit.
export { ENHANCED_SIMILAR_LIMIT };
export const BASIC_SIMILAR_LIMIT = 12;
/** Spec §9: the backend's own similar list wins when it returns at least this many complete titles. */
export const BACKEND_SIMILAR_MIN_COMPLETE = 10;

export interface SimilarAnimeSource {
  mal_id: number;
  score?: number | null;
}

/**
 * One result of one or more strategies. The caller runs each strategy's search and tags what came
 * back, e.g. `studioResults.map((anime) => ({ anime, strategies: ['studio'] }))`; the same anime may
 * appear once per strategy and is merged here.
 */
export interface SimilarCandidate<A extends SimilarAnimeSource> {
  anime: A;
  strategies: readonly SimilarStrategy[];
}

export interface RankedSimilar<A extends SimilarAnimeSource> {
  anime: A;
  /** Each matching strategy once, in the order they were first seen. */
  strategies: SimilarStrategy[];
  /** Sum of the strategies' weights. */
  weight: number;
}

const scoreOf = (anime: SimilarAnimeSource): number => anime.score ?? Number.NEGATIVE_INFINITY;

/**
 * Spec §9 enhanced ranking: merges candidates by mal_id (keeping the first record seen), drops the
 * target itself and candidates tagged with no strategy, and orders by number of strategies matched, then total weight, then score (unscored
 * last); ties keep the input order. Returns at most `limit`: ENHANCED_SIMILAR_LIMIT by default,
 * BASIC_SIMILAR_LIMIT for the basic version.
 */
export function rankSimilarAnime<A extends SimilarAnimeSource>(
  targetId: number,
  candidates: readonly SimilarCandidate<A>[],
  limit: number = ENHANCED_SIMILAR_LIMIT,
): RankedSimilar<A>[] {
  const merged = new Map<number, { anime: A; strategies: Set<SimilarStrategy> }>();
  for (const { anime, strategies } of candidates) {
    if (anime.mal_id === targetId) continue;
    const entry = merged.get(anime.mal_id) ?? { anime, strategies: new Set<SimilarStrategy>() };
    for (const strategy of strategies) entry.strategies.add(strategy);
    merged.set(anime.mal_id, entry);
  }
  return [...merged.values()]
    .filter(({ strategies }) => strategies.size > 0)
    .map(({ anime, strategies }) => ({
      anime,
      strategies: [...strategies],
      weight: [...strategies].reduce((sum, strategy) => sum + SIMILAR_STRATEGY_WEIGHTS[strategy], 0),
    }))
    .sort(
      (a, b) =>
        b.strategies.length - a.strategies.length ||
        b.weight - a.weight ||
        compareScoresDescending(a.anime, b.anime),
    )
    .slice(0, Math.max(0, limit));
}

/** Higher score first; unscored after scored; equal when both are unscored. */
function compareScoresDescending(a: SimilarAnimeSource, b: SimilarAnimeSource): number {
  const [scoreA, scoreB] = [scoreOf(a), scoreOf(b)];
  return scoreA === scoreB ? 0 : scoreB > scoreA ? 1 : -1;
}

/**
 * Spec §9: whether the backend's similar list is good enough to show as is (at least 10 complete
 * records); otherwise the enhanced search runs.
 */
export function shouldUseBackendSimilar(results: readonly CompletenessSource[]): boolean {
  return results.filter(isCompleteAnime).length >= BACKEND_SIMILAR_MIN_COMPLETE;
}
