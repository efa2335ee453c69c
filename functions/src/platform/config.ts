import * as z from 'zod';

/** Configuration, read once from the environment and validated (docs/architecture.md, "Layout"). */
const ConfigSchema = z
  .object({
    STEADY_MODE: z.enum(['local', 'aws']).default('aws'),
    AWS_REGION: z.string().min(1).default('us-east-1'),
    TABLE_NAME: z.string().min(1, 'TABLE_NAME is required'),
    DYNAMODB_ENDPOINT: z.url().optional(),
    USER_POOL_ID: z.string().min(1, 'USER_POOL_ID is required'),
    USER_POOL_CLIENT_ID: z.string().min(1, 'USER_POOL_CLIENT_ID is required'),
    COGNITO_ENDPOINT: z.url().optional(),
    S3_ENDPOINT: z.url().optional(),
    RECORDINGS_BUCKET: z.string().optional(),
    /** KMS key Amazon Transcribe encrypts transcripts with (without it Transcribe writes SSE-S3, whatever the bucket's default). */
    RECORDINGS_KMS_KEY_ARN: z.string().optional(),
    WS_ENDPOINT: z.url().optional(),
    /** The public origin Twilio calls back (CloudFront in production; the gateway locally). */
    PUBLIC_URL: z.url().optional(),
    /** The app's own origin for links in messages (crisis alert texts): the site in production; else PUBLIC_URL. */
    APP_URL: z.url().optional(),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_FROM_NUMBER: z.string().optional(),
    /** Production: a Secrets Manager secret {accountSid, authToken, fromNumber}, read at run time when TWILIO_AUTH_TOKEN is not set. */
    TWILIO_SECRET_ARN: z.string().optional(),
    /** Another base for Twilio's REST API (tests point it at a local server that speaks it). */
    TWILIO_API_BASE_URL: z.url().optional(),
    SCHEDULER_GROUP_NAME: z.string().default('steady-calls'),
    SCHEDULER_ROLE_ARN: z.string().optional(),
    PLACE_CALL_FUNCTION_ARN: z.string().optional(),
    SCHEDULER_ENDPOINT: z.url().optional(),
    /** Where a schedule's undeliverable invocation goes (an SQS queue ARN), production only. */
    SCHEDULER_DLQ_ARN: z.string().optional(),
    TRANSCRIBE_ENDPOINT: z.url().optional(),
    /** The insights jobs' SQS queue (production; the fan-out sends one message per due user). */
    INSIGHTS_QUEUE_URL: z.string().optional(),
    OPENAI_API_KEY: z.string().optional(),
    /** Production: a Secrets Manager secret {apiKey}, read at run time when OPENAI_API_KEY is not set. */
    OPENAI_SECRET_ARN: z.string().optional(),
    OPENAI_MODEL: z.string().min(1).default('gpt-4.1-mini'),
    /** Another base for the OpenAI API (an OpenAI-compatible endpoint, or the tests' local server). */
    OPENAI_BASE_URL: z.union([z.url(), z.literal('')]).optional(),
    /** Coach profile photos (docs/architecture.md, "Coach availability and profile"): a private bucket of their own. */
    PHOTOS_BUCKET: z.string().optional(),
    /** Stripe's secret key and webhook signing secret (local stack, tests); production reads STRIPE_SECRET_ARN. */
    STRIPE_SECRET_KEY: z.string().optional(),
    STRIPE_WEBHOOK_SECRET: z.string().optional(),
    /** Production: a Secrets Manager secret {secretKey, webhookSecret}, read at run time when STRIPE_SECRET_KEY is not set. */
    STRIPE_SECRET_ARN: z.string().optional(),
    /** Another base for Stripe's API (the local Stripe stand-in): the SDK is given its host, port and protocol. */
    STRIPE_API_BASE_URL: z.url().optional(),
  })
  .transform((e) => ({
    mode: e.STEADY_MODE,
    region: e.AWS_REGION,
    tableName: e.TABLE_NAME,
    dynamoEndpoint: e.DYNAMODB_ENDPOINT,
    userPoolId: e.USER_POOL_ID,
    userPoolClientId: e.USER_POOL_CLIENT_ID,
    cognitoEndpoint: e.COGNITO_ENDPOINT,
    s3Endpoint: e.S3_ENDPOINT,
    recordingsBucket: e.RECORDINGS_BUCKET,
    recordingsKmsKeyArn: e.RECORDINGS_KMS_KEY_ARN,
    wsEndpoint: e.WS_ENDPOINT,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    appUrl: e.APP_URL?.replace(/\/$/, ''),
    twilio: {
      accountSid: e.TWILIO_ACCOUNT_SID,
      authToken: e.TWILIO_AUTH_TOKEN,
      fromNumber: e.TWILIO_FROM_NUMBER,
      apiBaseUrl: e.TWILIO_API_BASE_URL,
      secretArn: e.TWILIO_SECRET_ARN,
    },
    scheduler: {
      groupName: e.SCHEDULER_GROUP_NAME,
      roleArn: e.SCHEDULER_ROLE_ARN,
      targetArn: e.PLACE_CALL_FUNCTION_ARN,
      endpoint: e.SCHEDULER_ENDPOINT,
      deadLetterArn: e.SCHEDULER_DLQ_ARN,
    },
    transcribeEndpoint: e.TRANSCRIBE_ENDPOINT,
    insightsQueueUrl: e.INSIGHTS_QUEUE_URL,
    openAiApiKey: e.OPENAI_API_KEY,
    openAiSecretArn: e.OPENAI_SECRET_ARN,
    openAiModel: e.OPENAI_MODEL,
    openAiBaseUrl: e.OPENAI_BASE_URL || undefined,
    photosBucket: e.PHOTOS_BUCKET,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      secretArn: e.STRIPE_SECRET_ARN,
      apiBaseUrl: e.STRIPE_API_BASE_URL,
    },
  }));

export type Config = z.infer<typeof ConfigSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** Credentials for the local emulators, which accept any. */
export const LOCAL_CREDENTIALS = { accessKeyId: 'local', secretAccessKey: 'local' };

/** s3rver (local S3) accepts only its own fixed key pair. */
export const LOCAL_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
