export * from './dates.js';
export * from './stats.js';
export * from './achievements.js';
export * from './text.js';
export * from './mood.js';
export * from './schedule.js';
export * from './greeting.js';
export * from './crisis.js';
