export * from './claiming-redis.server.js';
export * from './keys.js';
export * from './redis-client.js';
export * from './send.js';
export * from './service-error.js';
export * from './tracker-redis.client.js';
export * from './transport.js';
export * from './replica-membership.js';
