/**
 * The whole of Steady on one machine (docs/architecture.md, "Runtime modes"): dynalite, cognito-local and s3rver
 * in-process on free ports, data under one folder, and the gateway on one port.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { CognitoIdentityProviderClient, CreateUserPoolClientCommand, CreateUserPoolCommand } from '@aws-sdk/client-cognito-identity-provider';
import { LOCAL_CREDENTIALS, loadConfig } from '@steady/functions/platform/config';
import { createRuntime } from '@steady/functions/app/runtime';
import type { Runtime } from '@steady/functions/platform/runtime';
import { createPorts } from '@steady/functions/platform/createPorts';
import { placeCallJob } from '@steady/functions/calls/jobs';
import { transcribed } from '@steady/functions/calls/service';
import { runDeletionJob } from '@steady/functions/account/erase';
import { CronCallScheduler, schedulesFile } from '@steady/functions/platform/adapters/local/scheduler';
import { LocalTelephony } from '@steady/functions/platform/adapters/local/telephony';
import { SpeechTurnsTranscriber } from '@steady/functions/platform/adapters/local/transcriber';
import { DevPhoneHub } from './dev-phone-hub.js';
import { PhoneSimulator, localTwilioAccount } from './phone-simulator.js';
import { devPhoneRoutes } from './dev-phone.js';
import { devJobRoutes } from './dev-jobs.js';
import { runBookingJob } from '@steady/functions/booking/service';
import { devSmsRoutes } from './dev-sms.js';
import { resendDueAlerts } from '@steady/functions/care-team/alerts';
import { runFormsDueJob } from '@steady/functions/forms/jobs';
import { createDynamoClient } from '@steady/functions/platform/adapters/aws/dynamodb';
import { startCognitoLocal } from './cognito.js';
import { startDynamo } from './dynamo.js';
import { startGateway, type Gateway } from './gateway.js';
import { startLocalStripe, type LocalStripe } from './stripe.js';
import { localHandlers } from './handlers.js';
import { startLocalJobs, type LocalJobs } from './jobs.js';
import { isLoopbackHostname } from './dev-guard.js';
import { loadOrCreateSigningKey } from './signing-key.js';
import { ensureTable } from './table.js';

const require = createRequire(import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const S3rver: any = require('s3rver');

export const TABLE_NAME = 'steady';
export const RECORDINGS_BUCKET = 'steady-recordings';
/** Coach profile photos (docs/architecture.md, "Coach availability and profile"). */
export const PHOTOS_BUCKET = 'steady-photos';
const REGION = 'us-east-1';

export interface LocalStackOptions {
  /** Port of the gateway; 0 picks a free one. */
  port: number;
  /** Interface to listen on; 127.0.0.1 unless said otherwise (README: serving a clinic network). */
  host?: string;
  /** Serve the dev tools (/dev/*, to loopback only); by default only when listening on loopback. */
  devTools?: boolean;
  /** Folder for all local data; created (0700) if missing. */
  dataDir: string;
  /** Built SPA to serve. */
  webDist: string;
  /** Keep data in memory only (tests). */
  inMemory?: boolean;
}

export interface LocalStack {
  url: string;
  runtime: Runtime;
  gateway: Gateway;
  userPoolId: string;
  userPoolClientId: string;
  state: LocalState;
  phone: PhoneSimulator;
  scheduler: CronCallScheduler;
  devPhone: DevPhoneHub;
  saveState(): void;
  /** Scheduled jobs (croner): the insights fan-out hourly. */
  jobs: LocalJobs;
  /** The local Stripe stand-in (docs/architecture.md, "Payments"). */
  stripe: LocalStripe;
  close(): Promise<void>;
}

interface LocalState {
  userPoolId?: string;
  userPoolClientId?: string;
  seededAt?: string;
  /** Names of the backfills applied to this store (functions/src/maintenance/backfill.ts). */
  backfills?: string[];
  demo?: { name: string; phoneNumber: string; password: string; role: string }[];
}

export async function startLocalStack(opts: LocalStackOptions): Promise<LocalStack> {
  // Health data lives here: readable by this user only.
  fs.mkdirSync(opts.dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(opts.dataDir, 0o700);
  const host = opts.host ?? '127.0.0.1';
  const signingKey = loadOrCreateSigningKey(path.join(opts.dataDir, 'keys'));
  const statePath = path.join(opts.dataDir, 'local-stack.json');
  const state: LocalState = fs.existsSync(statePath) ? JSON.parse(fs.readFileSync(statePath, 'utf8')) : {};
  const saveState = () => fs.writeFileSync(statePath, JSON.stringify(state, null, 2), { mode: 0o600 });

  const dynamo = await startDynamo(opts.inMemory ? undefined : path.join(opts.dataDir, 'dynamodb'));
  const cognitoDir = path.join(opts.dataDir, 'cognito');
  fs.mkdirSync(cognitoDir, { recursive: true });
  const cognito = await startCognitoLocal(cognitoDir, signingKey);
  const s3Dir = path.join(opts.dataDir, 's3');
  fs.mkdirSync(s3Dir, { recursive: true });
  const s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: s3Dir,
    silent: true,
    configureBuckets: [{ name: RECORDINGS_BUCKET }, { name: PHOTOS_BUCKET }],
  });
  const s3Address: AddressInfo = await s3.run();
  // Payments: the local Stripe stand-in on a port of its own; its webhooks go to the gateway once it listens.
  const stripe = await startLocalStripe(opts.inMemory ? {} : { stateFile: path.join(opts.dataDir, 'stripe.json') });

  const idp = new CognitoIdentityProviderClient({ region: REGION, endpoint: cognito.url, credentials: LOCAL_CREDENTIALS });
  if (!state.userPoolId || !state.userPoolClientId) {
    const pool = await idp.send(
      new CreateUserPoolCommand({
        PoolName: 'steady',
        UsernameAttributes: ['phone_number'],
        Policies: { PasswordPolicy: { MinimumLength: 8, RequireNumbers: true, RequireLowercase: false, RequireUppercase: false, RequireSymbols: false } },
      }),
    );
    const client = await idp.send(
      new CreateUserPoolClientCommand({
        UserPoolId: pool.UserPool!.Id!,
        ClientName: 'steady-web',
        ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      }),
    );
    state.userPoolId = pool.UserPool!.Id!;
    state.userPoolClientId = client.UserPoolClient!.ClientId!;
    saveState();
  }

  const config = loadConfig({
    STEADY_MODE: 'local',
    AWS_REGION: REGION,
    TABLE_NAME,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    USER_POOL_ID: state.userPoolId,
    USER_POOL_CLIENT_ID: state.userPoolClientId,
    COGNITO_ENDPOINT: cognito.url,
    S3_ENDPOINT: `http://127.0.0.1:${s3Address.port}`,
    RECORDINGS_BUCKET,
    PHOTOS_BUCKET,
    OPENAI_API_KEY: process.env.OPENAI_API_KEY,
    OPENAI_MODEL: process.env.OPENAI_MODEL,
    OPENAI_BASE_URL: process.env.OPENAI_BASE_URL,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE_URL: stripe.url,
  });
  await ensureTable(createDynamoClient(config), TABLE_NAME);
  // Calls: the phone simulator plays Twilio (reached through the local telephony adapter), croner plays
  // EventBridge Scheduler, and the conversation's speech-recognition turns play Amazon Transcribe
  // (docs/architecture.md, "Runtime modes"); the adapters live beside their AWS twins (platform/adapters/local/).
  const twilioAccount = localTwilioAccount();
  config.twilio = { ...config.twilio, ...twilioAccount };
  const devPhone = new DevPhoneHub();
  const phone = new PhoneSimulator({ ...twilioAccount, hub: devPhone });
  await phone.start();
  const scheduler = new CronCallScheduler(
    async (userId) => {
      await placeCallJob({ userId }, runtime);
    },
    opts.inMemory ? undefined : schedulesFile(opts.dataDir),
  );
  const transcriber = new SpeechTurnsTranscriber((callId, text) => transcribed(runtime, callId, text));
  const runtime: Runtime = createRuntime(config, createPorts(config, { telephony: new LocalTelephony(phone, twilioAccount), scheduler, transcriber }));
  // Local-only routes: the dev phone, and running a scheduled job now.
  const phoneRoutes = devPhoneRoutes(devPhone, runtime, scheduler);
  // Erasure locally: the same job, then the store is compacted so erased records leave its files.
  const deletionJob = async (rt: Runtime, at?: Date) => {
    const erased = await runDeletionJob(rt, at);
    if (erased > 0) await dynamo.compact();
    return erased;
  };
  const jobRoutes = devJobRoutes(runtime, { deletion: deletionJob, 'crisis-resend': resendDueAlerts, booking: runBookingJob, 'forms-due': runFormsDueJob });
  const smsRoutes = devSmsRoutes(phone);
  const gateway = await startGateway({
    port: opts.port,
    host,
    runtime,
    signingKey,
    devTools: opts.devTools ?? isLoopbackHostname(host),
    mediaOrigin: `http://127.0.0.1:${s3Address.port}`,
    handlers: await localHandlers(runtime),
    cognitoUrl: cognito.url,
    userPoolId: state.userPoolId,
    userPoolClientId: state.userPoolClientId,
    region: REGION,
    webDist: opts.webDist,
    extraRoutes: async (...args) => (await phoneRoutes(...args)) || (await smsRoutes(...args)) || jobRoutes(...args),
  });
  // The management API (PostToConnection) is the gateway's /@connections endpoint.
  runtime.config.wsEndpoint = `http://127.0.0.1:${gateway.port}`;
  // Twilio's webhooks come back to the gateway, as they would to CloudFront.
  runtime.config.publicUrl = `http://127.0.0.1:${gateway.port}`;
  // Links in text messages (crisis alerts) open the app where people sign in to it.
  runtime.config.appUrl = gateway.url;
  stripe.setWebhookUrl(`http://127.0.0.1:${gateway.port}/api/stripe/webhook`);
  const jobs = startLocalJobs(runtime, deletionJob);

  return {
    url: gateway.url,
    runtime,
    gateway,
    userPoolId: state.userPoolId,
    userPoolClientId: state.userPoolClientId,
    state,
    saveState,
    jobs,
    phone,
    scheduler,
    devPhone,
    stripe,
    close: async () => {
      jobs.stop();
      scheduler.stop();
      // One part after another; a part that takes long is named, so a hang says where it is.
      for (const [part, close] of [
        ['phone simulator', () => phone.stop()],
        ['gateway', () => gateway.close()],
        ['Stripe emulator', () => stripe.close()],
        ['S3 emulator', () => s3.close()],
        ['Cognito emulator', () => cognito.close()],
        ['DynamoDB emulator', () => dynamo.close()],
      ] as const) {
        const slow = setTimeout(() => console.warn(`Local stack: closing the ${part} takes more than 10 s`), 10_000);
        try {
          await close();
        } finally {
          clearTimeout(slow);
        }
      }
    },
  };
}
