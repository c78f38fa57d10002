import { slugify } from '@tracker/contracts';

export { slugify };

/** The titles the slug rule of spec §2 reads; structural so any anime shape fits. */
export interface SlugSource {
  title: string;
  title_english?: string | null;
}

/** The slug of an anime: from its English title, or its original title when there is none. */
export function animeSlug(anime: SlugSource): string {
  const english = anime.title_english?.trim();
  return slugify(english ? english : anime.title);
}
