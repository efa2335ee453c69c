import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    userPoolClientId: string;
    /** The table behind the gateway, for tests that check what a route stored. */
    dynamoEndpoint: string;
    tableName: string;
    /** The local Twilio account's auth token, so tests can sign (or forge) webhooks. */
    twilioAuthToken: string;
    s3Endpoint: string;
    recordingsBucket: string;
    /** The local Stripe stand-in: its base URL, test secret key and webhook signing secret. */
    stripeUrl: string;
    stripeSecretKey: string;
    stripeWebhookSecret: string;
  }
}

/** Starts the real local stack (dynalite, cognito-local, s3rver, gateway) on free ports for the suite. */
export default async function setup(project: TestProject) {
  process.env.STEADY_MODE = 'local';
  process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE = '1';
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
  const { startLocalStack } = await import('../../../infra/local/stack.js');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-it-'));
  const stack = await startLocalStack({ port: 0, host: '127.0.0.1', dataDir, webDist: path.join(dataDir, 'no-web'), inMemory: true });
  project.provide('baseUrl', stack.url);
  project.provide('userPoolClientId', stack.userPoolClientId);
  project.provide('dynamoEndpoint', stack.runtime.config.dynamoEndpoint ?? '');
  project.provide('tableName', stack.runtime.config.tableName);
  project.provide('twilioAuthToken', stack.runtime.config.twilio.authToken ?? '');
  project.provide('s3Endpoint', stack.runtime.config.s3Endpoint ?? '');
  project.provide('recordingsBucket', stack.runtime.config.recordingsBucket ?? '');
  project.provide('stripeUrl', stack.stripe.url);
  project.provide('stripeSecretKey', stack.stripe.secretKey);
  project.provide('stripeWebhookSecret', stack.stripe.webhookSecret);
  return async () => {
    await stack.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
