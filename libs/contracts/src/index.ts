export * from './anime.js';
export * from './envelope.js';
export * from './errors.js';
export * from './services.js';
export * from './messages/message.js';
export * from './messages/health.js';
export * from './messages/catalogue.js';
