import type { ListStatistics, ListStatus } from '@tracker/contracts';

/** One title of a user's: its entry (if any) and the episodes marked watched. */
export interface TitleActivity {
  status: ListStatus | null;
  isFavorite: boolean;
  score: number | null;
  episodesWatched: number;
  /** Of those, watched in the current calendar year. */
  episodesThisYear: number;
  /** Set to completed in the current calendar year. */
  completedThisYear: boolean;
  /** Minutes per episode, null when unknown. */
  minutesPerEpisode: number | null;
  /** ISO time of the newest change to the entry or its episodes. */
  lastChange: string | null;
}

/** Spec §3 statistics from a user's titles: counts per status, episodes, watch time, this year's numbers. */
export function computeStatistics(titles: readonly TitleActivity[], now: Date): ListStatistics {
  const withStatus = (status: ListStatus) => titles.filter((title) => title.status === status).length;
  const scores = titles.flatMap((title) => (title.score === null ? [] : [title.score]));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const lastChange = titles
    .map((title) => title.lastChange)
    .filter((time): time is string => time !== null)
    .sort()
    .at(-1);
  return {
    totalAnime: titles.filter((title) => title.status !== null).length,
    completedAnime: withStatus('completed'),
    watchingAnime: withStatus('watching'),
    onHoldAnime: withStatus('on_hold'),
    droppedAnime: withStatus('dropped'),
    planToWatchAnime: withStatus('plan_to_watch'),
    favoriteAnime: titles.filter((title) => title.isFavorite).length,
    totalEpisodes: sum(titles.map((title) => title.episodesWatched)),
    totalWatchTimeMinutes: Math.round(
      sum(titles.map((title) => (title.minutesPerEpisode ?? 0) * title.episodesWatched)),
    ),
    animeCompletedThisYear: titles.filter((title) => title.status === 'completed' && title.completedThisYear)
      .length,
    episodesThisYear: sum(titles.map((title) => title.episodesThisYear)),
    meanScore: scores.length === 0 ? null : Math.round((sum(scores) / scores.length) * 10) / 10,
    lastUpdated: lastChange ? new Date(lastChange).toISOString() : now.toISOString(),
  };
}
