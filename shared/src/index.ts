export * from './constants.js';
export * from './contracts/common.js';
export * from './contracts/users.js';
export * from './contracts/journal.js';
export * from './contracts/settings.js';
export * from './contracts/health.js';
export * from './routes.js';
export * from './domain/index.js';
