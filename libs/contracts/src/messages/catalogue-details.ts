import type { AnimeResourceData, JikanPagination } from '../jikan.js';
import type { FranchiseRequest } from '../schemas/catalogue-payloads.js';
import type { FranchiseEntryView, FranchiseView } from '../schemas/catalogue-responses.js';
import { request } from './message.js';

export type { FranchiseRequest };

// The responses are schemas (schemas/catalogue-responses.ts); a type-only export keeps zod out of the main entry.
export type { FranchiseEntryView, FranchiseView };

/** The detail sub-resources of an anime, as `/api/anime/{id}/{resource}` names them (Jikan's paths). */
export const ANIME_RESOURCES = [
  'episodes',
  'relations',
  'characters',
  'staff',
  'statistics',
  'themes',
  'external',
  'recommendations',
] as const;

export type AnimeResource = (typeof ANIME_RESOURCES)[number];

export interface AnimeResourceRequest {
  id: number;
  resource: AnimeResource;
  /** Episodes only: Jikan's 100-a-page pages, from 1. */
  page?: number;
}

/**
 * Jikan's body for the resource: `{ data }`, and `pagination` for episodes. `source` says where it came
 * from: the public API (fresh or cached in Redis), the catalogue's stored copy (fresh enough, or the last
 * one after a failure), or synthesised (episodes the public database lists none for, basic relations).
 */
export interface AnimeResourceResponse<K extends AnimeResource = AnimeResource> {
  data: AnimeResourceData[K];
  pagination?: JikanPagination;
  source: 'upstream' | 'catalogue' | 'synthesised';
  /**
   * True when the public API did not answer in time (down, slow, or our rate-limit queue is long): the
   * answer is what the catalogue holds now (a stale copy, or an empty or synthesised one), and the
   * resource is fetched in the background for the next read.
   */
  partial?: true;
}

export const CATALOGUE_DETAILS = {
  resource: request<AnimeResourceRequest, AnimeResourceResponse>('catalogue', 'catalogue.anime.resource'),
  franchise: request<FranchiseRequest, FranchiseView>('catalogue', 'catalogue.anime.franchise'),
};
