// Zod schemas of the messages' payloads and answers, apart from the main entry so the web's first chunk
// carries no zod (the main entry re-exports the answers' inferred types only).
export { readUuid, signedInUserId, userIdField, UUID_PATTERN, uuidField } from './account-fields.js';
export * from './account-responses.js';
export * from './account-writes.js';
export * from './anime-responses.js';
export * from './auth-payloads.js';
export * from './body.js';
export * from './catalogue-payloads.js';
export * from './catalogue-queries.js';
export * from './catalogue-responses.js';
export * from './dashboard-config.js';
export * from './envelope-responses.js';
export * from './episode-writes.js';
export * from './health-responses.js';
export * from './list-routes.js';
export * from './list-writes.js';
export * from './lists-payloads.js';
export * from './lists-responses.js';
export * from './mal-queries.js';
export * from './profile-writes.js';
export * from './search-query.js';
export * from './session-responses.js';
export * from './social-badges.js';
export * from './social-pushes.js';
export * from './social-responses.js';
export * from './social-writes.js';
export * from './user-queries.js';
