import { z } from 'zod';

import { FETCH_LATER_MAX_IDS } from '../messages/catalogue.js';
import { animeIdParam, pageParam } from './catalogue-queries.js';

/** The catalogue's request and event payloads, checked where they enter it (`@Payload({ schema })`). */

/** One title by id; `openedWaitUntil` only when a person opened its page (ignored unless a time). */
export const animeByIdRequest = z.object({
  id: animeIdParam,
  openedWaitUntil: z.number().optional().catch(undefined),
});
export type AnimeById = z.infer<typeof animeByIdRequest>;

/** A title's franchise (GET /api/anime/{id}/franchise). */
export const franchiseRequest = z.object({ id: animeIdParam });
export type FranchiseRequest = z.infer<typeof franchiseRequest>;

const FETCH_LATER_LIST_ERROR = `ids must be a list of at most ${FETCH_LATER_MAX_IDS} anime ids.`;

/** Titles to fetch in the background: up to a whole MAL import, each a valid id. */
export const animeIdsRequest = z.object({
  ids: z
    .array(animeIdParam, { error: FETCH_LATER_LIST_ERROR })
    .max(FETCH_LATER_MAX_IDS, { error: FETCH_LATER_LIST_ERROR }),
});
export type AnimeIds = z.infer<typeof animeIdsRequest>;

/** `?page=`, 1 when absent. */
export const pageRequest = z.object({ page: pageParam });
export type PageRequest = z.infer<typeof pageRequest>;

/** Titles whose stored row changed: every replica drops its in-memory copy of them. */
export const animeChanged = z.object({ ids: z.array(animeIdParam) });
export type AnimeChanged = z.infer<typeof animeChanged>;
