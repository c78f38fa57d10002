interface ImageSetSource {
  image_url?: string | null;
  small_image_url?: string | null;
  large_image_url?: string | null;
}

/** The parts of an anime record spec §5 checks; structural and loose so cached records fit too. */
export interface CompletenessSource {
  images?: { jpg?: ImageSetSource | null; webp?: ImageSetSource | null } | null;
  genres?: readonly unknown[] | null;
  synopsis?: string | null;
}

const hasText = (value: string | null | undefined): boolean => Boolean(value?.trim());

/** True when any size of either format has a URL, which is all a card needs to show a cover. */
function hasImage(images: CompletenessSource['images']): boolean {
  return [images?.jpg, images?.webp].some(
    (set) => hasText(set?.image_url) || hasText(set?.large_image_url) || hasText(set?.small_image_url),
  );
}

/**
 * Spec §5: an anime record counts as complete only with images, at least one genre and a synopsis.
 * Incomplete records come from partial upstream answers and must not be cached or preferred.
 */
export function isCompleteAnime(anime: CompletenessSource): boolean {
  return hasImage(anime.images) && (anime.genres?.length ?? 0) > 0 && hasText(anime.synopsis);
}

/**
 * Spec §5: caching an anime requires a numeric mal_id. Takes `unknown` because it guards records read
 * back from browser storage, whose shape is not guaranteed.
 */
export function hasNumericMalId(record: unknown): record is { mal_id: number } {
  if (typeof record !== 'object' || record === null || !('mal_id' in record)) return false;
  const id = record.mal_id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0;
}
