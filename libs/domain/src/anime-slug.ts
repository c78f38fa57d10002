/** The titles the slug rule of spec §2 reads; structural so any anime shape fits. */
export interface SlugSource {
  title: string;
  title_english?: string | null;
}

/**
 * Spec §2 slug: lowercased, punctuation stripped, and runs of spaces, underscores and hyphens
 * collapsed into one hyphen. Letters and digits of every script are kept, so Japanese-only
 * titles still yield a slug.
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/[\s_-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The slug of an anime: from its English title, or its original title when there is none. */
export function animeSlug(anime: SlugSource): string {
  const english = anime.title_english?.trim();
  return slugify(english ? english : anime.title);
}
