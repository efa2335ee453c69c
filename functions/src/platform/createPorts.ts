import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { CognitoIdentity } from './adapters/aws/cognito.js';
import { LocalAnalyzer } from './adapters/local/analyzer.js';
import { OpenAiAdapter } from './adapters/openai/adapter.js';
import { EventBridgeCallScheduler } from './adapters/aws/scheduler.js';
import { AmazonTranscriber } from './adapters/aws/transcribe.js';
import { TwilioTelephony } from './adapters/twilio/telephony.js';
import { LOCAL_CREDENTIALS, type Config } from './config.js';
import type { Ports } from './ports.js';

/** Picks the adapters for this configuration. Handlers receive ports; nothing is monkey-patched. */
export function createPorts(config: Config, overrides: Partial<Ports> = {}): Ports {
  const cognito = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint, credentials: LOCAL_CREDENTIALS } : {}),
  });
  return {
    identity: new CognitoIdentity(cognito, config.userPoolId, { globalSignOut: !config.cognitoEndpoint }),
    // OpenAI when a key is set, each failed call answered by the local analyser; else the local analyser.
    ai: config.openAiApiKey
      ? new OpenAiAdapter({ apiKey: config.openAiApiKey, model: config.openAiModel, baseURL: config.openAiBaseUrl, fallback: new LocalAnalyzer() })
      : new LocalAnalyzer(),
    clock: { now: () => new Date() },
    // Calls (DESIGN.md section 5). Locally the stack passes the phone simulator, croner and the
    // speech-recognition transcriber as overrides (infra/local/calls.ts).
    telephony: new TwilioTelephony(config.twilio, { region: config.region }),
    scheduler: new EventBridgeCallScheduler(config.scheduler, config.region),
    transcriber: new AmazonTranscriber(config.region, config.transcribeEndpoint, config.recordingsKmsKeyArn),
    ...overrides,
  };
}
