/** Lambda entry: the insights worker (SQS → this). See job-handlers.ts. */
export { workerHandler as handler } from './job-handlers.js';
