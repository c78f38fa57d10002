export * from './data-source.js';
export * from './ensure-database.js';
