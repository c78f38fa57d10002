import { ANIME_SEASONS, type AnimeSeason } from '@tracker/contracts';

/** Spec §9: Jan–Mar winter, Apr–Jun spring, Jul–Sep summer, otherwise fall. `month` is 1–12. */
export function seasonOfMonth(month: number): AnimeSeason {
  if (month <= 3) return 'winter';
  if (month <= 6) return 'spring';
  if (month <= 9) return 'summer';
  return 'fall';
}

export const SEASON_ORDER: readonly AnimeSeason[] = ANIME_SEASONS;

/** The season before `season` of `year`, crossing into the previous year after winter. */
export function previousSeason(season: AnimeSeason, year: number): { season: AnimeSeason; year: number } {
  const index = SEASON_ORDER.indexOf(season);
  return index === 0 ? { season: 'fall', year: year - 1 } : { season: SEASON_ORDER[index - 1], year };
}
