// Zod schemas of the messages' payloads, apart from the main entry so the web's first chunk carries no zod.
export { readUuid, signedInUserId, userIdField, UUID_PATTERN, uuidField } from './account-fields.js';
export * from './account-writes.js';
export * from './auth-payloads.js';
export * from './body.js';
export * from './catalogue-payloads.js';
export * from './catalogue-queries.js';
export * from './dashboard-config.js';
export * from './episode-writes.js';
export * from './list-routes.js';
export * from './list-writes.js';
export * from './lists-payloads.js';
export * from './mal-queries.js';
export * from './profile-writes.js';
export * from './search-query.js';
export * from './social-badges.js';
export * from './social-pushes.js';
export * from './social-writes.js';
export * from './user-queries.js';
