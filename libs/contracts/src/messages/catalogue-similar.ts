import type { Anime } from '../anime.js';
import { request } from './message.js';

/** GET /api/database/similar/{id}?limit= */
export interface SimilarAnimeRequest {
  id: number;
  /** 1–20, default 20; the basic list stops at 12 whatever the limit. */
  limit?: number;
  /**
   * Answer from what the catalogue holds without waiting for the public API at all (what it lacks is
   * fetched in the background): for callers that ask for many titles at once, like recommendations.
   */
  localOnly?: boolean;
}

/**
 * Spec §9 similar titles. 'enhanced': ranked over six strategies (recommendations, studio, genres,
 * demographic, theme, high-rated keyword). 'basic': the fallback when the enhanced search finds fewer
 * than 10 complete titles, by shared genres then score.
 */
export interface SimilarAnime {
  items: Anime[];
  strategy: 'enhanced' | 'basic';
  /**
   * True when the title's recommendations (one of the six strategies) were not held and the public API
   * did not answer in time: ranked without them, which are fetched in the background.
   */
  partial?: true;
}

/** Most titles the enhanced list answers, and the default limit. */
export const ENHANCED_SIMILAR_LIMIT = 20;

/** The message a bad `limit` is refused with (similarLimitParam's). */
export const similarLimitError = (value: unknown, max: number) =>
  `limit must be a whole number from 1 to ${max}, got '${String(value)}'.`;

export const CATALOGUE_SIMILAR = {
  /** NOT_FOUND when the title is unknown to the catalogue and the public API. */
  similar: request<SimilarAnimeRequest, SimilarAnime>('catalogue', 'catalogue.anime.similar'),
};
