import type { SimilarAnime } from '../schemas/catalogue-responses.js';
import { request } from './message.js';

// The responses are schemas (schemas/catalogue-responses.ts); a type-only export keeps zod out of the main entry.
export type { SimilarAnime };

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

/** Most titles the enhanced list answers, and the default limit. */
export const ENHANCED_SIMILAR_LIMIT = 20;

/** The message a bad `limit` is refused with (similarLimitParam's). */
export const similarLimitError = (value: unknown, max: number) =>
  `limit must be a whole number from 1 to ${max}, got '${String(value)}'.`;

export const CATALOGUE_SIMILAR = {
  /** NOT_FOUND when the title is unknown to the catalogue and the public API. */
  similar: request<SimilarAnimeRequest, SimilarAnime>('catalogue', 'catalogue.anime.similar'),
};
