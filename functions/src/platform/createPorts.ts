import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { CognitoIdentity } from './adapters/aws/cognito.js';
import { LocalAnalyzer } from './adapters/local/analyzer.js';
import { LOCAL_CREDENTIALS, type Config } from './config.js';
import type { Ports } from './ports.js';

/** Picks the adapters for this configuration. Handlers receive ports; nothing is monkey-patched. */
export function createPorts(config: Config): Ports {
  const cognito = new CognitoIdentityProviderClient({
    region: config.region,
    ...(config.cognitoEndpoint ? { endpoint: config.cognitoEndpoint, credentials: LOCAL_CREDENTIALS } : {}),
  });
  return {
    identity: new CognitoIdentity(cognito, config.userPoolId),
    // The OpenAI adapter joins with the AI issue; until then the local analyser serves both modes.
    ai: new LocalAnalyzer(),
    clock: { now: () => new Date() },
  };
}
