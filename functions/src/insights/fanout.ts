/** Lambda entry: the hourly insights fan-out (EventBridge rule → this → SQS). See job-handlers.ts. */
export { fanOutHandler as handler } from './job-handlers.js';
