export * from './fake-jikan.faults.js';
export * from './fake-jikan.server.js';
export * from './fake-jikan.store.js';
export * from './fixtures/anime.factory.js';
export * from './fixtures/catalogue.js';
export * from './fixtures/details.factory.js';
export * from './fixtures/genres.js';
export * from './jikan.types.js';
export type { RateLimits } from './rate-window.js';
