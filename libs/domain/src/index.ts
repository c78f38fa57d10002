export * from './anime-score.js';
export * from './anime-slug.js';
export * from './anime-status.js';
export * from './anime-year.js';
export * from './season.js';
// Moved to contracts, where the schemas name them; re-exported so callers keep their imports.
export * from './anime-completeness.js';
export * from './broadcast-status.js';
export * from './dashboard-layout.js';
export * from './filter-options.js';
export * from './franchise.js';
export * from './genres.js';
export * from './list-rules.js';
export * from './list-statistics.js';
export * from './mal-xml.js';
export * from './quick-access.js';
export * from './registration.js';
export * from './similar-anime.js';
export * from './slug-match.js';
export * from './synthesised-episodes.js';
export {
  animeIdError,
  MAX_ANIME_ID,
  MAX_PAGE,
  pageError,
  parseAnimeId,
  parseWholeNumber,
} from '@tracker/contracts';
