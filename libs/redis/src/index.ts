export * from './answer-cache.js';
export * from './keys.js';
export * from './redis-client.js';
export * from './request-context.js';
export * from './service-error.js';
export * from './transport/index.js';
