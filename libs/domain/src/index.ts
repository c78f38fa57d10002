export * from './anime-score.js';
export * from './anime-slug.js';
export * from './anime-status.js';
export * from './anime-year.js';
export * from './season.js';
export * from './whole-number.js';
