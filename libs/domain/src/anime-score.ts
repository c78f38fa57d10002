export type ScoreBand = 'green' | 'blue' | 'yellow' | 'orange';

/** Spec §9 colour thresholds, highest first. */
const SCORE_BANDS: ReadonlyArray<readonly [number, ScoreBand]> = [
  [8.5, 'green'],
  [7.5, 'blue'],
  [6.5, 'yellow'],
];

/** Spec §9: scores show one decimal; an unscored anime shows 'N/A'. */
export function formatScore(score: number | null | undefined): string {
  return typeof score === 'number' && Number.isFinite(score) ? score.toFixed(1) : 'N/A';
}

/**
 * Spec §2 colour band of a score; null when there is no score to colour. Banded by the figure shown
 * (spec §9: one decimal), so 8.47, shown as 8.5, is green like every other 8.5.
 */
export function scoreBand(score: number | null | undefined): ScoreBand | null {
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  const shown = Number(formatScore(score));
  return SCORE_BANDS.find(([min]) => shown >= min)?.[1] ?? 'orange';
}
