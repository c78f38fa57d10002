import { slugify, type SlugSource } from './anime-slug.js';

/** The titles a slug is matched against; structural so any anime shape fits. */
export interface SlugMatchSource extends SlugSource {
  title_synonyms?: readonly string[] | null;
}

/** Spec §2: the fuzzy match needs this many shared significant words… */
const MIN_SHARED_WORDS = 3;
/** …making up at least this percentage of the shorter word list (whole numbers avoid float drift). */
const MIN_SHARED_PERCENT = 70;

/** Words longer than 2 characters; counted in code points so non-Latin titles are measured fairly. */
function significantWords(slug: string): Set<string> {
  return new Set(slug.split('-').filter((word) => [...word].length > 2));
}

function wordsOverlap(a: Set<string>, b: Set<string>): boolean {
  const shared = [...a].filter((word) => b.has(word)).length;
  return shared >= MIN_SHARED_WORDS && shared * 100 >= MIN_SHARED_PERCENT * Math.min(a.size, b.size);
}

/**
 * Spec §2: whether `slug` (as it comes from /anime/{slug}) names `anime`: it equals the slug of the
 * English title, the title or a synonym, or it shares enough significant words with one of them.
 * The slug is normalised first so a hand-typed 'Attack-On-Titan' still matches.
 */
export function slugMatches(slug: string, anime: SlugMatchSource): boolean {
  const wanted = slugify(slug);
  if (!wanted) return false;
  const candidates = [anime.title_english, anime.title, ...(anime.title_synonyms ?? [])]
    .filter((title): title is string => Boolean(title))
    .map(slugify)
    .filter(Boolean);
  if (candidates.includes(wanted)) return true;
  const wantedWords = significantWords(wanted);
  return candidates.some((candidate) => wordsOverlap(wantedWords, significantWords(candidate)));
}
