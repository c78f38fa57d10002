export * from './config-error.js';
export * from './env.js';
