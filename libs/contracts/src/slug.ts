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

/** Longest slug a route or payload may name. */
export const SLUG_MAX_LENGTH = 200;
