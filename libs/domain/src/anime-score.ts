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

/** Spec §2 colour band of a score; null when there is no score to colour. */
export function scoreBand(score: number | null | undefined): ScoreBand | null {
  if (typeof score !== 'number' || !Number.isFinite(score)) return null;
  return SCORE_BANDS.find(([min]) => score >= min)?.[1] ?? 'orange';
}
