import type { Anime } from '../anime.js';
import type {
  AnimeFollowersRequest,
  EntryAdd,
  EntryRemoval,
  EntryRemoveAll,
  EntryRequest,
  EntryUpdate,
  EpisodeMarkAllWrite,
  EpisodeMarkWrite,
  EpisodePlaybackWrite,
  EpisodeUnmark,
  ListersPageRequest,
  ListExportRequest,
  ListImportRequest,
  OwnAnswersChanged,
  OwnerRequest,
  RecommendationsRequest,
  UserListsRequest,
  UsersByAnimeRequest,
} from '../schemas/lists-payloads.js';
import type {
  AnimeFollowers,
  AnimeLists,
  AnimeWatcher,
  EpisodeMark,
  EpisodeProgressMap,
  EpisodeProgressResult,
  ListEntry,
  ListersPage,
  ListExport,
  ListImportSummary,
  ListStatistics,
  PendingTitle,
  PublicLists,
  PublicStatistics,
  UnmatchedTitle,
} from '../schemas/lists-responses.js';
import { event, request } from './message.js';

// The payloads are their schemas' types (schemas/lists-payloads.ts): the contract and its check are one.
export type {
  AnimeFollowersRequest,
  EntryAdd,
  EntryRemoval,
  EntryRemoveAll,
  EntryRequest,
  EntryUpdate,
  EpisodeMarkAllWrite,
  EpisodeMarkWrite,
  EpisodePlaybackWrite,
  EpisodeUnmark,
  ListersPageRequest,
  ListExportRequest,
  ListImportRequest,
  OwnAnswersChanged,
  OwnerRequest,
  RecommendationsRequest,
  UserListsRequest,
  UsersByAnimeRequest,
};

// The responses are schemas (schemas/lists-responses.ts); a type-only export keeps zod out of the main entry.
export type {
  AnimeFollowers,
  AnimeLists,
  AnimeWatcher,
  EpisodeMark,
  EpisodeProgressMap,
  EpisodeProgressResult,
  ListEntry,
  ListersPage,
  ListExport,
  ListImportSummary,
  ListStatistics,
  PendingTitle,
  PublicLists,
  PublicStatistics,
  UnmatchedTitle,
};

/** Spec §4 list statuses, in the interface's order (Viendo, Completado, En Pausa, Descartado, Planificar Ver). */
export const LIST_STATUSES = ['watching', 'completed', 'on_hold', 'dropped', 'plan_to_watch'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];
/** POST accepts 'favorite' beside the five statuses: it sets the favorite flag and keeps the status. */
export const FAVORITE = 'favorite';

/** The Idempotency-Key header: 1–255 visible ASCII characters (the web sends a UUID per user action). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
export const IDEMPOTENCY_KEY_ERROR =
  'The Idempotency-Key header must be 1-255 visible ASCII characters, such as a UUID made for this action.';

/** What DELETE /api/auth/anime-lists/{animeId}/{what} removes: one status, the favorite flag or the score. */
export const LIST_REMOVALS = [...LIST_STATUSES, 'favorite', 'rating'] as const;
export type ListRemoval = (typeof LIST_REMOVALS)[number];

export const LIST_EXPORT_FORMATS = ['mal', 'json'] as const;
export type ListExportFormat = (typeof LIST_EXPORT_FORMATS)[number];

/** Most entries one import may carry. */
export const MAX_IMPORT_ENTRIES = 5_000;
/** Most bytes of XML one import may send. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
/** GET /api/users/anime/{animeId}: default and most profiles listed. */
export const WATCHERS_DEFAULT_LIMIT = 10;
export const WATCHERS_MAX_LIMIT = 50;

/** Users per lists.listers.list page. */
export const LISTERS_PAGE_SIZE = 1_000;

/** The lists-progress service's requests; each carries the owner's id from a verified token. */
export const LISTS = {
  lists: request<OwnerRequest, AnimeLists>('lists-progress', 'lists.lists.get'),
  /** Adds or updates the title's status (or favorite flag) with an optional score. */
  add: request<EntryAdd, ListEntry | null>('lists-progress', 'lists.entry.upsert'),
  /**
   * Partial entry fields: status (null takes it off the lists), score (null removes), isFavorite,
   * timesRewatched, isPrivate, episodesWatched. Null when the entry is left with no status, favorite or score.
   */
  update: request<EntryUpdate, ListEntry | null>('lists-progress', 'lists.entry.update'),
  /** NOT_FOUND when the title has no such status, favorite or score. */
  remove: request<EntryRemoval, ListEntry | null>('lists-progress', 'lists.entry.remove'),
  /** Takes the title off all five statuses (favorite and score stay). */
  removeAll: request<EntryRemoveAll, ListEntry | null>('lists-progress', 'lists.entry.remove-all'),
  statistics: request<OwnerRequest, ListStatistics>('lists-progress', 'lists.statistics.get'),
  userLists: request<UserListsRequest, PublicLists>('lists-progress', 'lists.user-lists.get'),
  userStatistics: request<UserListsRequest, PublicStatistics>('lists-progress', 'lists.user-statistics.get'),
  usersByAnime: request<UsersByAnimeRequest, AnimeWatcher[]>('lists-progress', 'lists.watchers.list'),
  /**
   * Every user with each title on watching or plan_to_watch, private entries included: for the social
   * service's new-episode notifications, each to its own user (issue 21). Titles nobody follows are left out.
   */
  followers: request<AnimeFollowersRequest, AnimeFollowers[]>('lists-progress', 'lists.followers.list'),
  /**
   * The users with a title on a list, by id after `after`, a page at a time: for the weekly 'watch next'
   * notifications (issue 21), which only users with lists can have.
   */
  listers: request<ListersPageRequest, ListersPage>('lists-progress', 'lists.listers.list'),
  recommendations: request<RecommendationsRequest, Anime[]>('lists-progress', 'lists.recommendations.list'),
  exportLists: request<ListExportRequest, ListExport>('lists-progress', 'lists.lists.export'),
  importLists: request<ListImportRequest, ListImportSummary>('lists-progress', 'lists.lists.import'),
};

export const EPISODES = {
  all: request<OwnerRequest, EpisodeProgressMap>('lists-progress', 'lists.episodes.get-all'),
  forAnime: request<EntryRequest, EpisodeMark[]>('lists-progress', 'lists.episodes.get'),
  /** body: animeId, episodeNumber. BAD_REQUEST beyond the title's episode count when it is known. */
  mark: request<EpisodeMarkWrite, EpisodeProgressResult>('lists-progress', 'lists.episode.mark'),
  unmark: request<EpisodeUnmark, EpisodeProgressResult>('lists-progress', 'lists.episode.unmark'),
  /** body: animeId, totalEpisodes. Marks 1..total. */
  markAll: request<EpisodeMarkAllWrite, EpisodeProgressResult>('lists-progress', 'lists.episodes.mark-all'),
  /** Episodes of the title the user watched. */
  count: request<EntryRequest, number>('lists-progress', 'lists.episodes.count'),
  /** body: animeId, episodeNumber, progress (0–100); 100 marks it watched. */
  playback: request<EpisodePlaybackWrite, EpisodeProgressResult>('lists-progress', 'lists.episode.progress'),
};

/** What every list event carries. */
export interface ListEventBase {
  userId: string;
  animeId: number;
  /** ISO time of the change. */
  at: string;
}

export interface EntryAddedEvent extends ListEventBase {
  status: ListStatus | null;
}

export interface StatusChangedEvent extends ListEventBase {
  from: ListStatus | null;
  to: ListStatus | null;
}

export interface EpisodeWatchedEvent extends ListEventBase {
  episodeNumbers: number[];
}

/** For the activity feed and dashboards to come: one replica of a listener handles each. */
export const LIST_EVENTS = {
  entryAdded: event<EntryAddedEvent>('lists-progress', 'lists.entry.added'),
  statusChanged: event<StatusChangedEvent>('lists-progress', 'lists.status.changed'),
  episodeWatched: event<EpisodeWatchedEvent>('lists-progress', 'lists.episode.watched'),
  favoriteAdded: event<ListEventBase>('lists-progress', 'lists.favorite.added'),
};

/** To every lists-progress replica, so none serves its in-memory copy of an answer a write changed. */
export const OWN_ANSWERS = {
  changed: event<OwnAnswersChanged>('lists-progress', 'lists.own-answers.changed', true),
};
