export * from './backing-services.js';
export * from './eventually.js';
export * from './fake-admin.js';
export * from './redis-server.js';
export * from './schema-drift.js';
export * from './service-foundation.js';
export * from './service-harness.js';
export * from './test-infra.js';
