/**
 * Names of the environment variables the Lambdas read: functions/src/platform/config.ts (loadConfig)
 * and functions/src/platform/logger.ts (LOG_LEVEL, POWERTOOLS_SERVICE_NAME). config.ts does not export
 * its names, so they are listed here once; infra/test/stack.test.ts feeds every function's synthesised
 * environment to the real loadConfig(), so a rename on either side fails the infra tests.
 */
export const ENV = {
  mode: 'STEADY_MODE',
  tableName: 'TABLE_NAME',
  userPoolId: 'USER_POOL_ID',
  userPoolClientId: 'USER_POOL_CLIENT_ID',
  wsEndpoint: 'WS_ENDPOINT',
  openAiSecretArn: 'OPENAI_SECRET_ARN',
  stripeSecretArn: 'STRIPE_SECRET_ARN',
  logLevel: 'LOG_LEVEL',
  serviceName: 'POWERTOOLS_SERVICE_NAME',
} as const;

export const SERVICE_NAME = 'steady';
