import { z } from 'zod';

import { LIST_STATUSES } from '../messages/lists.js';

const listStatus = z.enum(LIST_STATUSES);

/** Spec §3 anime list entry, plus the favorite flag that rides beside the status. */
export const listEntry = z.object({
  id: z.string(),
  animeId: z.number(),
  /** Null for a title that is only a favorite or only rated. */
  status: listStatus.nullable(),
  /** 1–10, or null when not rated. */
  score: z.number().nullable(),
  /** Episodes marked watched. */
  episodesWatched: z.number(),
  timesRewatched: z.number(),
  isPrivate: z.boolean(),
  isFavorite: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ListEntry = z.infer<typeof listEntry>;

const listName = z.enum([...LIST_STATUSES, 'favorite']);

/** GET /api/auth/anime-lists data.lists: the five statuses plus favorite (spec §7). */
export const animeLists = z.record(listName, z.array(listEntry));
export type AnimeLists = z.infer<typeof animeLists>;

/** Spec §3 statistics, plus the counts per status and the mean score the profile shows. */
export const listStatistics = z.object({
  totalAnime: z.number(),
  completedAnime: z.number(),
  watchingAnime: z.number(),
  onHoldAnime: z.number(),
  droppedAnime: z.number(),
  planToWatchAnime: z.number(),
  favoriteAnime: z.number(),
  /** Episodes marked watched across all titles. */
  totalEpisodes: z.number(),
  /** Each title's duration × its episodes watched; titles of unknown duration count 0. */
  totalWatchTimeMinutes: z.number(),
  animeCompletedThisYear: z.number(),
  episodesThisYear: z.number(),
  /** Mean of the scores given, one decimal; null with none. */
  meanScore: z.number().nullable(),
  /** ISO time of the newest change the numbers include, or of the computation when there is none. */
  lastUpdated: z.string(),
});
export type ListStatistics = z.infer<typeof listStatistics>;

/** Spec §3 episode progress of one episode. */
export const episodeMark = z.object({
  episodeNumber: z.number(),
  /** True once watched; false while only part of it was reported through POST /api/episode/progress. */
  completed: z.boolean(),
  /** 0–100: how much of the episode was watched. */
  progress: z.number(),
  watchedAt: z.string(),
});
export type EpisodeMark = z.infer<typeof episodeMark>;

/** GET /api/auth/episode-progress data.episodeProgress: per anime id, per episode number. */
export const episodeProgressMap = z.record(z.string(), z.record(z.string(), episodeMark));
export type EpisodeProgressMap = z.infer<typeof episodeProgressMap>;

/** What a write to one title's episodes answers. */
export const episodeProgressResult = z.object({
  animeId: z.number(),
  progress: z.array(episodeMark),
  episodesWatched: z.number(),
  /** The title's episode count when the catalogue knows it. */
  totalEpisodes: z.number().nullable(),
  /**
   * Every episode is watched and the title is on the watching list: the web offers to move it to
   * completed (the service never changes a status by itself).
   */
  offerCompleted: z.boolean(),
});
export type EpisodeProgressResult = z.infer<typeof episodeProgressResult>;

const listOwner = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar_url: z.string().nullable(),
});

/** What a visitor sees of a user's lists: private entries and, unless shown, favorites left out. */
export const publicLists = z.object({
  user: listOwner,
  lists: z.partialRecord(listName, z.array(listEntry)),
});
export type PublicLists = z.infer<typeof publicLists>;

export const publicStatistics = z.object({ user: listOwner, statistics: listStatistics });
export type PublicStatistics = z.infer<typeof publicStatistics>;

/** One public profile with the title on a list (GET /api/users/anime/{animeId} data.users). */
export const animeWatcher = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  avatar_url: z.string().nullable(),
  status: listStatus.nullable(),
  score: z.number().nullable(),
  isFavorite: z.boolean(),
  updatedAt: z.string(),
});
export type AnimeWatcher = z.infer<typeof animeWatcher>;

/** A file to download: its name, type and text. */
export const listExport = z.object({ filename: z.string(), contentType: z.string(), content: z.string() });
export type ListExport = z.infer<typeof listExport>;

export const unmatchedTitle = z.object({
  animeId: z.number().nullable(),
  title: z.string(),
  reason: z.string(),
});
export type UnmatchedTitle = z.infer<typeof unmatchedTitle>;

/** A title of an import the catalogue does not hold yet and the public API could not be asked for now. */
export const pendingTitle = z.object({ animeId: z.number(), title: z.string() });
export type PendingTitle = z.infer<typeof pendingTitle>;

/** What an import did (or, on a dry run, would do). */
export const listImportSummary = z.object({
  dryRun: z.boolean(),
  /** Entries in the file. */
  total: z.number(),
  added: z.number(),
  updated: z.number(),
  unchanged: z.number(),
  unmatched: z.array(unmatchedTitle),
  /**
   * Titles kept aside until the catalogue has them: each is added to the lists (as the file says) once
   * the public API answers for it. A dry run only names them.
   */
  pending: z.array(pendingTitle),
});
export type ListImportSummary = z.infer<typeof listImportSummary>;

/** GET /api/auth/episode-count/{animeId} data: episodes of the title the user watched. */
export const episodeCount = z.object({ episodeCount: z.number() });

/** A title and the users with it on watching or plan_to_watch. */
export const animeFollowers = z.object({ animeId: z.number(), userIds: z.array(z.string()) });
export type AnimeFollowers = z.infer<typeof animeFollowers>;

/** A page of users with lists, by id; `next` is the `after` of the next page, null on the last. */
export const listersPage = z.object({ userIds: z.array(z.string()), next: z.string().nullable() });
export type ListersPage = z.infer<typeof listersPage>;
