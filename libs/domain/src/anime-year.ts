/** The dates an anime's year can come from; structural so any anime shape fits. */
export interface YearSource {
  year: number | null;
  aired?: { from: string | null } | null;
}

/**
 * The year to show for an anime. The public database leaves `year` empty for many movies, OVAs and
 * seeded rows while the first air date is known, so fall back to the year of `aired.from`.
 */
export function animeYear(anime: YearSource): number | null {
  if (anime.year) return anime.year;
  const match = /^(\d{4})/.exec(anime.aired?.from ?? '');
  return match ? Number(match[1]) : null;
}
