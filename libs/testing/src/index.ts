export * from './backing-services.js';
export * from './redis-server.js';
export * from './test-infra.js';
