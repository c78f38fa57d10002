import { LIST_STATUSES, type ListEntry, type ListStatistics, type ListStatus } from '@tracker/contracts';

/** One bar of a chart: its label and how many titles it counts. */
export interface ChartBar {
  label: string;
  count: number;
}

/** Scores run 1–10 (spec §3 list entry). */
const SCORES = Array.from({ length: 10 }, (_, index) => index + 1);

/** Hours of watch time to one decimal: the statistics keep minutes. */
export const hoursWatched = (statistics: Pick<ListStatistics, 'totalWatchTimeMinutes'>) =>
  Math.round((statistics.totalWatchTimeMinutes / 60) * 10) / 10;

/**
 * How many titles got each score from 1 to 10. The statistics answer only counts per status, so this is
 * counted from the entries themselves; a title listed twice (under its status and favorite) counts once.
 */
export function scoreDistribution(lists: Partial<Record<string, readonly ListEntry[]>>): ChartBar[] {
  const scoreById = new Map<number, number>();
  Object.values(lists).forEach((entries) =>
    entries?.forEach((entry) => {
      if (entry.score !== null) scoreById.set(entry.animeId, entry.score);
    }),
  );
  const counts = new Map<number, number>();
  scoreById.forEach((score) => counts.set(score, (counts.get(score) ?? 0) + 1));
  return SCORES.map((score) => ({ label: String(score), count: counts.get(score) ?? 0 }));
}

const STATUS_COUNT: Record<ListStatus, keyof ListStatistics> = {
  watching: 'watchingAnime',
  completed: 'completedAnime',
  on_hold: 'onHoldAnime',
  dropped: 'droppedAnime',
  plan_to_watch: 'planToWatchAnime',
};

/** Titles per status, in the interface's order and with its names. */
export const statusCount = (statistics: ListStatistics, status: ListStatus) =>
  statistics[STATUS_COUNT[status]] as number;

/** `labelOf` names a status in the language shown. */
export const statusBreakdown = (
  statistics: ListStatistics,
  labelOf: (status: ListStatus) => string,
): ChartBar[] =>
  LIST_STATUSES.map((status) => ({ label: labelOf(status), count: statusCount(statistics, status) }));
