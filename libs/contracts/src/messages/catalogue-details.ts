import { request } from './message.js';

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
export interface AnimeResourceResponse {
  data: unknown;
  pagination?: unknown;
  source: 'upstream' | 'catalogue' | 'synthesised';
}

export interface FranchiseEntryView {
  mal_id: number;
  type: string;
  name: string;
  year: number | null;
}

export interface FranchiseView {
  malIds: number[];
  groups: Array<{ relation: string; entries: FranchiseEntryView[] }>;
}

export const CATALOGUE_DETAILS = {
  resource: request<AnimeResourceRequest, AnimeResourceResponse>('catalogue', 'catalogue.anime.resource'),
  franchise: request<{ id: number }, FranchiseView>('catalogue', 'catalogue.anime.franchise'),
};
