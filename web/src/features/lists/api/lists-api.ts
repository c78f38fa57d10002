import type {
  AnimeLists,
  EpisodeProgressMap,
  EpisodeProgressResult,
  ListEntry,
  ListStatistics,
  ListStatus,
} from '@tracker/contracts';

import { apiSend } from '../../../lib/api-client';

/** Spec §7 calls of the signed-in user's lists, all with the bearer token. */
export const fetchAnimeLists = async () =>
  (await apiSend<{ lists: AnimeLists }>('GET', '/auth/anime-lists')).lists;

export const fetchStatistics = async () =>
  (await apiSend<{ statistics: ListStatistics }>('GET', '/auth/statistics')).statistics;

export const fetchEpisodeProgress = async () =>
  (await apiSend<{ episodeProgress: EpisodeProgressMap }>('GET', '/auth/episode-progress')).episodeProgress;

type EntryReply = Promise<ListEntry | null>;

// Every write below is one user action, sent again with its key when its answer is lost (see apiSend).
const retriable = true;

export const addToList = async (animeId: number, status: ListStatus | 'favorite'): EntryReply =>
  (
    await apiSend<{ entry: ListEntry | null }>('POST', '/auth/anime-lists', {
      json: { animeId, status },
      retriable,
    })
  ).entry;

/** What PUT /auth/anime-lists/{animeId} may change; a null score removes it. */
export type EntryChanges = Partial<Pick<ListEntry, 'score' | 'timesRewatched' | 'isPrivate'>>;

export const updateEntry = async (animeId: number, changes: EntryChanges): EntryReply =>
  (
    await apiSend<{ entry: ListEntry | null }>('PUT', `/auth/anime-lists/${animeId}`, {
      json: changes,
      retriable,
    })
  ).entry;

export const removeFromList = async (animeId: number, what: ListStatus | 'favorite'): EntryReply =>
  (
    await apiSend<{ entry: ListEntry | null }>('DELETE', `/auth/anime-lists/${animeId}/${what}`, {
      retriable,
    })
  ).entry;

export const markEpisode = (animeId: number, episodeNumber: number) =>
  apiSend<EpisodeProgressResult>('POST', '/auth/episode-progress', {
    json: { animeId, episodeNumber },
    retriable,
  });

export const unmarkEpisode = (animeId: number, episodeNumber: number) =>
  apiSend<EpisodeProgressResult>('DELETE', `/auth/episode-progress/${animeId}/${episodeNumber}`, {
    retriable,
  });

export const markAllEpisodes = (animeId: number, totalEpisodes: number) =>
  apiSend<EpisodeProgressResult>('POST', '/auth/mark-all-episodes-watched', {
    json: { animeId, totalEpisodes },
    retriable,
  });
