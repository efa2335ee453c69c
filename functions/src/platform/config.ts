import { z } from 'zod';

/** Configuration, read once from the environment and validated (DESIGN.md section 1). */
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
    WS_ENDPOINT: z.url().optional(),
    OPENAI_API_KEY: z.string().optional(),
    OPENAI_MODEL: z.string().default('gpt-4o-mini'),
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
    wsEndpoint: e.WS_ENDPOINT,
    openAiApiKey: e.OPENAI_API_KEY,
    openAiModel: e.OPENAI_MODEL,
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
