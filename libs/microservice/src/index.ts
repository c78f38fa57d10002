export * from './bootstrap.js';
export * from './database.module.js';
export * from './health.controller.js';
export * from './health-probe.js';
export * from './migrate-cli.js';
export * from './peer-client.js';
export * from './service-module.js';
